// The store port of accounts, sessions, set-password links and invites by email (part of Store,
// ports.ts). Every adapter implements them and passes functions/test/contract/suite/account-contract.ts.

import type { AccountRecord, MemberInvite, OidcIdentity, PasswordTokenRecord, SessionRecord } from '../domain/accounts/types';

export interface AccountRepo {
  /**
   * Atomic: throws StoreConflictError('email') when another account has the email, or
   * ('oidcIdentity') when another has the same OIDC issuer and subject; nothing is written then.
   */
  create(account: AccountRecord): Promise<void>;
  get(uid: string): Promise<AccountRecord | null>;
  /** `email` lower-cased, as stored. */
  getByEmail(email: string): Promise<AccountRecord | null>;
  getByOidc(issuer: string, subject: string): Promise<AccountRecord | null>;
  /** False when there is no such account. */
  setPassword(uid: string, passwordHash: string, now: string): Promise<boolean>;
  setDisabled(uid: string, disabled: boolean, now: string): Promise<boolean>;
  /**
   * Atomic: gives an account without one the OIDC identity (single sign-on linking an existing
   * account). False, nothing written, when there is no such account or it has an identity
   * already; throws StoreConflictError('oidcIdentity') when another account has this one.
   */
  linkOidc(uid: string, identity: OidcIdentity, now: string): Promise<boolean>;
  /** Accounts by email ascending: `limit` of them after the email `after` (none: from the start). */
  list(page: { limit: number; after?: string }): Promise<AccountRecord[]>;
}

export interface SessionRepo {
  create(session: SessionRecord): Promise<void>;
  get(hash: string): Promise<SessionRecord | null>;
  /** Moves lastSeenAt; nothing when the session is gone. */
  touch(hash: string, lastSeenAt: string): Promise<void>;
  delete(hash: string): Promise<boolean>;
  /** Ends every session of the account; answers how many there were. */
  deleteForUser(uid: string): Promise<number>;
  /** Deletes at most `limit` sessions whose expiresAt is before `now`; answers how many. */
  deleteExpired(now: string, limit: number): Promise<number>;
}

export interface PasswordTokenRepo {
  create(token: PasswordTokenRecord): Promise<void>;
  /**
   * Atomic and one-time: the first caller gets the record and it is gone; anyone after, or a
   * token whose expiresAt is not after `now`, gets null (an expired one is deleted too).
   */
  consume(hash: string, now: string): Promise<PasswordTokenRecord | null>;
  /** Forgets every link of the account (a newer link, a disabled account). */
  deleteForUser(uid: string): Promise<void>;
}

export interface MemberInviteRepo {
  /** One invite per project and email: a second put replaces its role. */
  put(invite: MemberInvite): Promise<void>;
  /** By email ascending. */
  listForProject(projectId: string): Promise<MemberInvite[]>;
  /** Every project's invite for the email, by project id. */
  listForEmail(email: string): Promise<MemberInvite[]>;
  delete(projectId: string, email: string): Promise<boolean>;
}
