// Password-protected links (docs/link-host.md, rule 3): scrypt check, at most 5 wrong tries per IP
// (an IPv6 /64 counts as one, see platform/ip-bucket.ts) and link in 15 minutes; the sixth try
// is refused before any hashing work is done. On top of that, a link takes at most 100 wrong
// tries in 15 minutes from everyone together: guesses spread over many IPs (a botnet) would
// otherwise have no bound. Past it the link refuses every try, the right one too, until the
// window ends (telling them apart needs the check).

import type { LinkRecord } from '../../domain/links/types';
import { ipBucket } from '../../platform/ip-bucket';
import type { LimitResult } from '../../runtime-ports';
import { verifyPassword } from '../../security/password-hash';
import type { ServiceDeps } from '../deps';

const MAX_WRONG = 5;
const MAX_WRONG_PER_LINK = 100;
const WINDOW_MS = 15 * 60 * 1000;

/**
 * The wrong-password window that decided the answer, for its RateLimit-* headers: the one that
 * refused a locked try, else the guesser's own (the tighter of the two for any one visitor).
 */
export interface PasswordWindow {
  limit: number;
  result: LimitResult;
}

export type PasswordVerdict = { verdict: 'ok' } | { verdict: 'wrong' | 'locked'; window: PasswordWindow };

export async function checkPassword(deps: ServiceDeps, link: LinkRecord, ip: string | null, password: string): Promise<PasswordVerdict> {
  const perGuesser = `password:${link.projectId}:${link.slug}:${ipBucket(ip)}`;
  const perLink = `password-link:${link.projectId}:${link.slug}`;
  // The try is counted before the slow hash: checking first and counting after let parallel
  // guesses all pass the check while the first ones were still hashing.
  const guesser = await deps.limiter.hit(perGuesser, MAX_WRONG, WINDOW_MS);
  if (!guesser.allowed) return { verdict: 'locked', window: { limit: MAX_WRONG, result: guesser } };
  const everyone = await deps.limiter.hit(perLink, MAX_WRONG_PER_LINK, WINDOW_MS);
  if (!everyone.allowed) {
    // Not checked, so not one of this guesser's tries.
    await deps.limiter.add(perGuesser, -1, MAX_WRONG, WINDOW_MS);
    return { verdict: 'locked', window: { limit: MAX_WRONG_PER_LINK, result: everyone } };
  }
  if (await verifyPassword(password, link.passwordHash!)) {
    // Only wrong tries use up the budgets: the right one gives its units back.
    await Promise.all([deps.limiter.add(perGuesser, -1, MAX_WRONG, WINDOW_MS), deps.limiter.add(perLink, -1, MAX_WRONG_PER_LINK, WINDOW_MS)]);
    return { verdict: 'ok' };
  }
  return { verdict: 'wrong', window: { limit: MAX_WRONG, result: guesser } };
}
