// Pending clicks, app devices and fingerprint contexts for the match domain's unit tests
// (domain/match/score.ts, choose.ts), all at one fixed NOW.
import type { StoredMatch } from '../../src/domain/clicks/types';
import type { FingerprintContext } from '../../src/domain/match/choose';
import { type DeviceFacts, FINGERPRINT } from '../../src/domain/match/score';

export const MIN = 60_000;
export const NOW = new Date('2026-11-22T12:00:00.000Z');
export const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

let ids = 0;
/** A pending iOS 17.4 click on link p/a, 5 minutes old, unconsumed, without deepview signals. */
export const click = (over: Partial<StoredMatch> = {}): StoredMatch => ({
  clickId: `c${++ids}`,
  projectId: 'p',
  slug: 'a',
  clickedAt: ago(5 * MIN),
  expiresAt: '2026-11-23T11:00:00.000Z',
  ipHash: 'h',
  osFamily: 'ios',
  osVersion: '17.4',
  deviceModel: null,
  browser: 'Mobile Safari',
  clipboardToken: 'x',
  referrerToken: 'y',
  consumedAt: null,
  consumedBy: null,
  signals: null,
  ...over,
});
/** The app asking: iOS 17.4, nothing else known. */
export const app = (over: Partial<DeviceFacts> = {}): DeviceFacts => ({ osVersion: '17.4', deviceModel: null, signals: {}, ...over });
export const ctx = (over: Partial<FingerprintContext> = {}): FingerprintContext => ({ device: app(), deviceKey: 'me', now: NOW, graceMs: 5 * MIN, ...over });

/** Runs `fn` with some tunables retuned (as bench/match would), then restores them. */
export function retuned<T>(values: Partial<typeof FINGERPRINT>, fn: () => T): T {
  const saved = { ...FINGERPRINT };
  Object.assign(FINGERPRINT, values);
  try {
    return fn();
  } finally {
    Object.assign(FINGERPRINT, saved);
  }
}
