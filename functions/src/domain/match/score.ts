// How likely a pending click came from the device now asking (decisions §6). Same IP hash and
// OS family are the query itself; versions, model and the deepview's browser signals raise or
// lower confidence, and a known mismatch rules a candidate out. Tunables are named here and
// measured by bench/match (the benchmark prints precision and recall per match type).

import type { DeviceSignals, StoredMatch } from '../clicks/types';
import { majorMinor } from './app-agent';

export interface DeviceFacts {
  osVersion: string | null;
  deviceModel: string | null;
  signals: DeviceSignals;
}

export const FINGERPRINT = {
  base: 0.55,
  versionMatch: 0.15,
  modelMatch: 0.1,
  screenMatch: 0.12,
  timezoneMatch: 0.05,
  languageMatch: 0.03,
  /** Clicks lose up to this much over the 24-hour window: recent ones are likelier. */
  agePenalty: 0.05,
  /**
   * Below this a fingerprint candidate is never answered. 0.76 needs more than IP + OS version
   * or IP + browser signals alone: bench/match measured 93 % precision at 0.6 (housemates and
   * colleagues on one release), 99.6 % at 0.76 with the crowd rule of choose.ts.
   */
  minimum: 0.76,
};

/** A confidence in [0, 1], or null when a known fact contradicts the candidate. */
export function scoreCandidate(candidate: StoredMatch, device: DeviceFacts, now: Date, windowMs: number): number | null {
  let score = FINGERPRINT.base;
  const clickVersion = majorMinor(candidate.osVersion);
  const appVersion = majorMinor(device.osVersion);
  if (clickVersion && appVersion) {
    if (clickVersion.split('.')[0] !== appVersion.split('.')[0]) return null;
    if (clickVersion === appVersion) score += FINGERPRINT.versionMatch;
  }
  if (candidate.deviceModel && device.deviceModel) {
    if (candidate.deviceModel.toLowerCase() !== device.deviceModel.toLowerCase()) return null;
    score += FINGERPRINT.modelMatch;
  }
  const seen = candidate.signals;
  if (seen?.screen && device.signals.screen) {
    if (!sameScreen(seen.screen, device.signals.screen)) return null;
    score += FINGERPRINT.screenMatch;
  }
  if (seen?.timezone && device.signals.timezone) {
    if (seen.timezone !== device.signals.timezone) return null;
    score += FINGERPRINT.timezoneMatch;
  }
  if (seen?.language && device.signals.language) {
    if (seen.language.toLowerCase().slice(0, 2) !== device.signals.language.toLowerCase().slice(0, 2)) return null;
    score += FINGERPRINT.languageMatch;
  }
  const age = Math.min(1, Math.max(0, (now.getTime() - Date.parse(candidate.clickedAt)) / windowMs));
  return Math.min(0.99, Math.max(0, score - FINGERPRINT.agePenalty * age));
}

/** Screens compare in points, either orientation (the app may start in landscape). */
function sameScreen(a: NonNullable<DeviceSignals['screen']>, b: NonNullable<DeviceSignals['screen']>): boolean {
  const dims = (s: typeof a) => [Math.round(s.width), Math.round(s.height)].sort((x, y) => x - y).join('x');
  return dims(a) === dims(b);
}
