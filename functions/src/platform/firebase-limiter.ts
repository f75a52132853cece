// The rate limiter of the Cloud Functions deployment: each limit counted where its precision is
// worth its price (docs/rate-limits.md, "Firebase: what each limit costs").
//
// - Per-caller limits on hot routes (a visitor's redirects, API calls, match, signals, pixel)
//   are counted in each instance's memory: no Firestore operation at all. A caller spreading
//   requests over several instances gets up to the limit on each; these limits stop a client
//   hammering a route, and that still holds.
// - A project's redirect budget is shared by every instance, in leases (leased-limiter.ts):
//   never exceeded, one transaction per few hundred redirects.
// - Password guesses and link creations stay exact per request in Firestore: they are rare,
//   each one already costs writes, and their limits are security and billing promises.

import type { CollectionReference } from 'firebase-admin/firestore';
import type { RateLimiter } from '../runtime-ports';
import { firestoreLimiter } from './firestore-limiter';
import { leasedLimiter } from './leased-limiter';
import { memoryLimiter } from './memory-limiter';

/** Key prefixes (the rule names in http/) counted per instance. */
export const PER_INSTANCE_PREFIXES = ['redirect:', 'api:', 'match:', 'signals:', 'pixel:'] as const;
/** Key prefixes counted in leases of a shared window. */
export const LEASED_PREFIXES = ['project-redirects:'] as const;

/** `windows`: the collection of the shared windows (store/firestore/database/documents.ts, `rateLimitWindows`). */
export function firebaseLimiter(windows: CollectionReference, now: () => number = Date.now): RateLimiter {
  const exact = firestoreLimiter(windows, { now });
  const perInstance = memoryLimiter(now);
  // Leases are few (one per few hundred redirects and instance), so their window needs no
  // shards: one document, whose count makes RateLimit-Remaining exact as of the last lease.
  const leased = leasedLimiter(firestoreLimiter(windows, { now, unitsPerShard: Number.POSITIVE_INFINITY }), now);
  const startsWithAny = (key: string, prefixes: readonly string[]) => prefixes.some((prefix) => key.startsWith(prefix));
  const pick = (key: string): RateLimiter => (startsWithAny(key, PER_INSTANCE_PREFIXES) ? perInstance : startsWithAny(key, LEASED_PREFIXES) ? leased : exact);
  return {
    hit: (key, limit, windowMs, cost) => pick(key).hit(key, limit, windowMs, cost),
    peek: (key, limit, windowMs) => pick(key).peek(key, limit, windowMs),
    add: (key, amount, limit, windowMs) => pick(key).add(key, amount, limit, windowMs),
  };
}
