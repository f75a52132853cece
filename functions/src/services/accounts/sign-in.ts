// POST /api/auth/login: email and password to a session. One answer for every failure (no
// account, no password yet, wrong password, disabled), each after one scrypt check
// (passwords.ts), so neither the text nor the time tells whether an email has an account.
// Failures are counted per email and per client IP (an IPv6 /64 as one): past either limit,
// sign-in for that email, or from that IP, answers 429 with Retry-After until the window ends.

import type { AccountRecord } from '../../domain/accounts/types';
import { unauthenticated } from '../../domain/errors';
import { ipBucket } from '../../platform/ip-bucket';
import type { LimitResult } from '../../runtime-ports';
import type { ServiceDeps } from '../deps';
import { applyInvites } from './invites';
import { passwordMatches } from './passwords';
import { startSession } from './sessions';

/**
 * Per email: 10 wrong tries in 15 minutes. Enough for a person who forgot which password they
 * used; an online guesser gets 40 an hour, which no password of 10+ characters falls to. The
 * cost: someone who knows an email can keep its owner out for 15 minutes at a time.
 */
export const MAX_FAILURES_PER_EMAIL = 10;
/** Per client IP: 20 in 15 minutes, so trying a few passwords on many emails is bounded too. */
export const MAX_FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export const WRONG_CREDENTIALS = 'Email or password is incorrect';

export interface LockWindow {
  limit: number;
  result: LimitResult;
}

export type SignInOutcome = { outcome: 'signed-in'; account: AccountRecord; token: string; expiresAt: Date } | { outcome: 'locked'; window: LockWindow };

export async function signIn(deps: ServiceDeps, input: { email: string; password: string }, ip: string | null): Promise<SignInOutcome> {
  const perEmail = `sign-in:email:${input.email}`;
  const perIp = `sign-in:ip:${ipBucket(ip)}`;
  // Counted before the slow check: checking first let parallel guesses all pass while the first were hashing.
  const byEmail = await deps.limiter.hit(perEmail, MAX_FAILURES_PER_EMAIL, FAILURE_WINDOW_MS);
  if (!byEmail.allowed) return { outcome: 'locked', window: { limit: MAX_FAILURES_PER_EMAIL, result: byEmail } };
  const byIp = await deps.limiter.hit(perIp, MAX_FAILURES_PER_IP, FAILURE_WINDOW_MS);
  if (!byIp.allowed) {
    // Not checked, so not one of this email's tries.
    await deps.limiter.add(perEmail, -1, MAX_FAILURES_PER_EMAIL, FAILURE_WINDOW_MS);
    return { outcome: 'locked', window: { limit: MAX_FAILURES_PER_IP, result: byIp } };
  }
  const account = await deps.store.accounts.getByEmail(input.email);
  if (!(await passwordMatches(account, input.password))) throw unauthenticated(WRONG_CREDENTIALS);
  // Only failures use up the budgets: the right password gives its units back.
  await Promise.all([
    deps.limiter.add(perEmail, -1, MAX_FAILURES_PER_EMAIL, FAILURE_WINDOW_MS),
    deps.limiter.add(perIp, -1, MAX_FAILURES_PER_IP, FAILURE_WINDOW_MS),
  ]);
  await applyInvites(deps, account!.uid, account!.email);
  const session = await startSession(deps, account!);
  return { outcome: 'signed-in', account: account!, ...session };
}
