// The store port of referral attributions (part of Store, ports.ts). Every adapter implements it
// and passes functions/test/contract/suite/referral-contract.ts.

import type { ReferralRecord, ReferrerCounts, TrackOutcome } from '../domain/referrals/types';

export interface ReferralRepo {
  /**
   * Atomic per (project, newUserId): the first attribution is stored and never changed; a
   * later one for the same user answers 'replayed' (same referrer) or 'duplicate' (another
   * one, counted as flagged for that referrer). A new attribution whose record carries no
   * flag is flagged 'velocity' when the referrer already has `limit` attributions after
   * `since`. Answers the stored attribution.
   */
  track(record: ReferralRecord, velocity: { since: string; limit: number }): Promise<{ outcome: TrackOutcome; record: ReferralRecord }>;
  /** Qualifies an attribution once (a second call answers it unchanged); null when there is none. */
  qualify(projectId: string, newUserId: string, event: string, at: string): Promise<ReferralRecord | null>;
  get(projectId: string, newUserId: string): Promise<ReferralRecord | null>;
  /**
   * Per-referrer counters over days from..to (null: all time): invite-link clicks and
   * installs, unflagged attributions, qualifications, flags. Referrers with nothing: left out.
   */
  counts(projectId: string, days: { from: string; to: string } | null): Promise<ReferrerCounts[]>;
}
