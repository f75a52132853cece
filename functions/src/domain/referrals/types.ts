// Referral attribution (docs/referrals.md): one attribution per new user and project, flagged when it
// looks like fraud, qualified once the new user does the action the app rewards.

export type ReferralStatus = 'attributed' | 'qualified';

/** Stored on the attribution itself. */
export type StoredFlag = 'self_referral' | 'velocity';
/** `duplicate_user` describes a later attempt for an already attributed user; it is counted, never stored. */
export type FlagReason = StoredFlag | 'duplicate_user';

export interface ReferralRecord {
  projectId: string;
  newUserId: string;
  referrerId: string;
  referrerLabel?: string;
  /** The invite link's slug, when the client library knew it. */
  linkId?: string;
  status: ReferralStatus;
  flagReason: StoredFlag | null;
  attributedAt: string;
  qualifiedAt?: string;
  qualifyEvent?: string;
}

/**
 * What a track call did: stored a new attribution; found the same referrer's attribution for
 * this user again (a client retry: nothing counted); or found another referrer's (counted as a
 * `duplicate_user` flag for the referrer who tried). `record` is always the stored attribution.
 */
export type TrackOutcome = 'attributed' | 'replayed' | 'duplicate';

/** More than 20 attributions to one referrer within an hour flags the next ones (`velocity`). */
export const VELOCITY_LIMIT = 20;
export const VELOCITY_WINDOW_MS = 60 * 60 * 1000;

/** Per-referrer counters summed over a range of days (or all time). */
export interface ReferrerCounts {
  referrerId: string;
  /** The most recent label seen for the referrer (invite link params or track), null when none. */
  referrerLabel: string | null;
  /** Clicks and installs of invite links (links whose params carry this referrerId). */
  clicks: number;
  installs: number;
  /** Attributions that carry no flag. */
  referrals: number;
  /** Of those, the ones qualified (counted on the day of qualification). */
  qualified: number;
  /** Flagged attributions plus duplicate_user attempts. */
  flagged: number;
}

export type FunnelRange = '7d' | '30d' | 'all';
