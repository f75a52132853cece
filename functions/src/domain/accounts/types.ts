// Ferry's own accounts: people who sign in to the console without Firebase (self-hosted). An
// account's uid plays the part a Firebase uid plays elsewhere: a project's ownerUid, a member.

import type { Role } from '../projects/types';

/** `usr_` + 20 of [0-9a-z]: never the shape of a Firebase uid (28 base62), so the two never meet. */
export const ACCOUNT_UID = /^usr_[0-9a-z]{20}$/;

export interface OidcIdentity {
  /** The provider's issuer URL, as its ID tokens state it. */
  issuer: string;
  /** The provider's stable id of the person (`sub`). */
  subject: string;
}

export interface AccountRecord {
  uid: string;
  /** Lower-cased; unique among accounts. */
  email: string;
  /** scrypt hash (security/password-hash.ts); absent until a password is set. */
  passwordHash?: string;
  /** Unique per (issuer, subject); absent for local accounts. */
  oidc?: OidcIdentity;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A signed-in browser. The cookie holds a random token; the store holds only its SHA-256. */
export interface SessionRecord {
  /** SHA-256 (hex) of the cookie's token. */
  hash: string;
  uid: string;
  createdAt: string;
  /** Moved forward as the session is used (not on every request: services/accounts/sessions.ts). */
  lastSeenAt: string;
  /** createdAt plus the absolute lifetime: no use of the session moves it. */
  expiresAt: string;
}

/** A one-time link to set a password (an invitation or a reset); only its hash is kept. */
export interface PasswordTokenRecord {
  hash: string;
  uid: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * A role given by email to someone who has no account yet (or whose Firebase user has not
 * signed in since): it becomes a member role, or the ownership, once an account with that
 * email exists or a Firebase user with that verified email calls the API.
 */
export interface MemberInvite {
  projectId: string;
  /** Lower-cased. */
  email: string;
  role: Role;
  invitedAt: string;
}
