// Console sessions: a random token in an httpOnly cookie (http/session-cookie.ts), only its
// SHA-256 in the store, ended by sign-out, by disabling the account, by a new password, or by
// one of its two lifetimes below.

import { createHash, randomBytes } from 'node:crypto';
import type { AccountRecord, SessionRecord } from '../../domain/accounts/types';
import type { ServiceDeps } from '../deps';

const HOUR_MS = 3_600_000;

/**
 * Idle: a session unused this long ends. 12 hours covers a working day with the console left
 * open in a tab, and a laptop left signed in overnight is signed out by morning.
 */
export const SESSION_IDLE_MS = 12 * HOUR_MS;

/**
 * Absolute: however busy, a session ends this long after sign-in, so a stolen cookie cannot be
 * kept alive by using it. 14 days keeps daily users from typing a password every morning.
 */
export const SESSION_ABSOLUTE_MS = 14 * 24 * HOUR_MS;

/**
 * lastSeenAt is written at most this often: a write per console request would double the
 * store's work for nothing. The idle limit may then act up to 5 minutes early, never late.
 */
export const SESSION_TOUCH_MS = 5 * 60_000;

/** Expired sessions left behind (never used again) are swept a few at each sign-in. */
const SWEEP = 100;

/** A fast hash suffices: the token is 256 random bits, nothing to guess from its hash (as API keys). */
export const sessionHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function startSession(deps: ServiceDeps, account: AccountRecord): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const record: SessionRecord = {
    hash: sessionHash(token),
    uid: account.uid,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
  await deps.store.sessions.create(record);
  await deps.store.sessions.deleteExpired(now.toISOString(), SWEEP);
  return { token, expiresAt };
}

/** The signed-in account, or null: no such session, past a lifetime, or the account disabled or gone. */
export async function sessionAccount(deps: ServiceDeps, token: string): Promise<AccountRecord | null> {
  const hash = sessionHash(token);
  const session = await deps.store.sessions.get(hash);
  if (!session) return null;
  const now = deps.now().getTime();
  const idleFor = now - Date.parse(session.lastSeenAt);
  if (idleFor >= SESSION_IDLE_MS || now >= Date.parse(session.expiresAt)) {
    await deps.store.sessions.delete(hash);
    return null;
  }
  const account = await deps.store.accounts.get(session.uid);
  if (!account || account.disabled) return null;
  if (idleFor >= SESSION_TOUCH_MS) await deps.store.sessions.touch(hash, new Date(now).toISOString());
  return account;
}

export async function endSession(deps: ServiceDeps, token: string): Promise<void> {
  await deps.store.sessions.delete(sessionHash(token));
}
