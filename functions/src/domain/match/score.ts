// How strongly one pending click points at the device now asking. Same IP hash
// and OS family are the query itself. What else is known is weighed as a likelihood ratio:
// how much likelier the fact agrees when the click is this device's than when it is someone
// else's on that IP. A known mismatch rules the candidate out. Time counts too: most apps
// open minutes after the click, few a day later. choose.ts turns the weights of all the
// IP's candidates into a confidence. Every tunable is named here and measured by bench/match.

import type { DeviceSignals, StoredMatch } from '../clicks/types';
import { majorMinor } from './app-agent';

export interface DeviceFacts {
  osVersion: string | null;
  deviceModel: string | null;
  signals: DeviceSignals;
}

const MINUTE = 60_000;

export const FINGERPRINT = {
  /** Same OS major.minor: about one phone in five to ten on an IP runs the same release. */
  versionMatch: 6,
  /** Same major, another minor: a point update between click and open happens, but rarely. */
  minorDiffers: 0.5,
  /** Same device model (a real one: `iPhone15,3`, `Pixel 8`), about one phone in ten. */
  modelMatch: 8,
  /** Same screen in points or dp, either orientation; a few sizes cover most phones. */
  screenMatch: 2.5,
  /**
   * People who share an IP share its time zone, and mostly a language: agreeing tells nothing
   * against a housemate (bench/match: 3 % fingerprint precision lost when they counted 1.5
   * and 1.2). Disagreeing still rules the candidate out.
   */
  timezoneMatch: 1,
  languageMatch: 1,
  /**
   * Click to first open: most apps open within minutes. A click up to `freshMinutes` old
   * weighs 1; older ones weigh (freshMinutes / age) ^ decay: 1/3 at 1 hour, 1/9 at 3 hours,
   * 1/60 at 20 hours. Decay 1 is a delay density falling as 1/age, the shape of published
   * install curves (and of bench/match's delays: 55 % within 30 minutes, 14 % after 6 hours).
   */
  freshMinutes: 20,
  decay: 1,
  /**
   * What an unrelated install on the IP weighs against the candidates: someone who never
   * clicked (organic) or whose click is not among them. It grows with the pending clicks the
   * IP carried in 24 hours, since busier IPs hold more people (choose.ts).
   */
  organicPerClick: 0.15,
  /**
   * The confidence a fingerprint answer needs (choose.ts). With the values above a lone click
   * with nothing but IP and OS family clears it for about 50 minutes (a reduced Android UA,
   * no client hints), with the same OS release for about 5 hours; a second link on the router
   * or a busier IP asks for more. Set from bench/match (MATCH.md): fingerprint precision
   * >= 97 % on every seed, where recall would rather have 0.65 and precision 0.8.
   */
  minimum: 0.72,
};

/** A fact that, known on both sides and different, rules a candidate out. */
export type Contradiction = 'version' | 'model' | 'screen' | 'timezone' | 'language';

/**
 * The likelihood ratio of the facts both sides know (1 when nothing is known beyond IP and OS
 * family), or null when a known fact contradicts the candidate. A version or model the click
 * did not reveal (Chrome's reduced Android UA) is neither proof nor contradiction.
 */
export function evidenceFor(candidate: StoredMatch, device: DeviceFacts): number | null {
  const found = weighEvidence(candidate, device);
  return typeof found === 'number' ? found : null;
}

/** evidenceFor, naming the fact that ruled the candidate out (a debug answer says which). */
export function weighEvidence(candidate: StoredMatch, device: DeviceFacts): number | Contradiction {
  let ratio = 1;
  const seen = candidate.signals;
  // The user agent's version and model first; the deepview's client hints fill what it hid.
  const clickVersion = majorMinor(candidate.osVersion ?? seen?.platformVersion);
  const clickModel = candidate.deviceModel ?? seen?.model ?? null;
  const appVersion = majorMinor(device.osVersion);
  if (clickVersion && appVersion) {
    if (clickVersion.split('.')[0] !== appVersion.split('.')[0]) return 'version';
    ratio *= clickVersion === appVersion ? FINGERPRINT.versionMatch : FINGERPRINT.minorDiffers;
  }
  if (clickModel && device.deviceModel) {
    if (clickModel.toLowerCase() !== device.deviceModel.toLowerCase()) return 'model';
    ratio *= FINGERPRINT.modelMatch;
  }
  if (seen?.screen && device.signals.screen) {
    if (!sameScreen(seen.screen, device.signals.screen)) return 'screen';
    ratio *= FINGERPRINT.screenMatch;
  }
  if (seen?.timezone && device.signals.timezone) {
    if (seen.timezone !== device.signals.timezone) return 'timezone';
    ratio *= FINGERPRINT.timezoneMatch;
  }
  if (seen?.language && device.signals.language) {
    if (seen.language.toLowerCase().slice(0, 2) !== device.signals.language.toLowerCase().slice(0, 2)) return 'language';
    ratio *= FINGERPRINT.languageMatch;
  }
  return ratio;
}

/** How likely an app opens this long after its click, relative to a fresh click (1). */
export function timeWeight(ageMs: number): number {
  const fresh = FINGERPRINT.freshMinutes * MINUTE;
  return ageMs <= fresh ? 1 : (fresh / ageMs) ** FINGERPRINT.decay;
}

/** Screens compare in points, either orientation (the app may start in landscape). */
function sameScreen(a: NonNullable<DeviceSignals['screen']>, b: NonNullable<DeviceSignals['screen']>): boolean {
  const dims = (s: typeof a) => [Math.round(s.width), Math.round(s.height)].sort((x, y) => x - y).join('x');
  return dims(a) === dims(b);
}
