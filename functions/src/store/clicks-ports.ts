// The store ports of clicks, pending matches, the pixel and the report counters (part of Store,
// ports.ts). Every adapter implements them and passes the click, match and analytics contracts.

import type { ClickRollup } from '../domain/analytics/types';
import type { ClickEvent, ConsumeOutcome, DeviceSignals, PendingMatch, RecordOutcome, StoredMatch } from '../domain/clicks/types';

export interface ClickRange {
  from: string;
  to: string;
  slug?: string;
}

export interface ClickRepo {
  /**
   * Records one counted visit in one atomic step: the click itself and, for mobile, the pending
   * match. The counters it adds to (the link's, the project's month, the influencer's, the
   * campaign's, the reports) are folded from the click log later in batches, and every read
   * of a counter folds what is waiting first, so answers are as if counted at once.
   * With `maxClicks`, the link's count is checked and bumped atomically: once it has reached
   * maxClicks the answer is 'capped' and nothing is written. `retentionDays` (the project's
   * setting) is how long the raw click is kept: Firestore stamps its TTL field with it; SQLite
   * reads the setting when it prunes (pruneClicks).
   */
  record(click: ClickEvent, options: { maxClicks?: number; month: string; pending?: PendingMatch; retentionDays?: number }): Promise<RecordOutcome>;
  /** The newest `limit` clicks of a link, newest first. */
  history(projectId: string, slug: string, limit: number): Promise<ClickEvent[]>;
  /**
   * The clicks of a project (or of one link) with from <= clickedAt < to, newest first, in
   * batches of at most `batch`, read a batch at a time (CSV exports stream them).
   */
  scan(projectId: string, range: ClickRange, batch: number): AsyncIterable<ClickEvent[]>;
  /**
   * Deletes at most `max` raw clicks of a project made before `before` (retention), all
   * already counted; answers how many. Counters and daily reports are not touched.
   */
  pruneBefore(projectId: string, before: string, max: number): Promise<number>;
  /** Clicks counted for an influencer in a project (all time). */
  influencerClicks(projectId: string, influencerId: string): Promise<number>;
  /** Clicks counted for a campaign (click.campaignId) in a project (all time). */
  campaignClicks(projectId: string, campaignId: string): Promise<number>;
  /** Test and job support: the pending match left by a click, if any. */
  pendingMatch(clickId: string): Promise<PendingMatch | null>;
  /**
   * Folds logged clicks into the counters (SQLite: the whole log; Firestore: every project
   * with clicks in the last minutes); answers how many. The scheduled foldClicks job calls it
   * so that counters nobody reads do not fall far behind.
   */
  foldLogged(): Promise<number>;
}

export interface MatchRepo {
  byClipboardToken(token: string): Promise<StoredMatch | null>;
  byReferrerToken(token: string): Promise<StoredMatch | null>;
  /** Pending matches of a project from one hashed IP and OS family clicked at or after `since`, newest first. */
  candidates(projectId: string, ipHash: string, osFamily: 'ios' | 'android', since: string, limit: number): Promise<StoredMatch[]>;
  /**
   * Atomic: the first caller consumes the match ('consumed'); the same device (deviceKey)
   * asking again within graceMs of that gets 'grace'; anyone else, or later, gets 'taken'.
   */
  consume(clickId: string, deviceKey: string, now: string, graceMs: number): Promise<ConsumeOutcome>;
  /** Adds the deepview's browser signals to the pending match its clipboard token names. */
  enrich(clipboardToken: string, signals: DeviceSignals): Promise<boolean>;
  /** Deletes up to `limit` matches whose expiry passed before `now`; returns how many. */
  deleteExpired(now: string, limit: number): Promise<number>;
  /**
   * Counts an install for the link, its influencer and its campaign, and in the daily rollups
   * (AnalyticsRepo) on the UTC day of `at` (now when absent), for the invite's referrer if any.
   */
  countInstall(match: InstallEvent): Promise<void>;
  installCount(projectId: string, scope: 'link' | 'influencer' | 'campaign', id: string): Promise<number>;
}

export interface PixelRepo {
  /** Remembers that a (hashed) browser visited the project's website; no cookie, no raw data. */
  recordVisit(projectId: string, visitorHash: string, at: string): Promise<void>;
  visitedBefore(projectId: string, visitorHash: string): Promise<boolean>;
}

export interface InstallEvent {
  projectId: string;
  slug: string;
  influencerId?: string;
  campaignId?: string;
  /** ISO time of the install (its first match). */
  at?: string;
  /** From the link's params (domain/referrals/invite.ts). */
  referrerId?: string;
  referrerLabel?: string;
}

/**
 * Report counters kept at write time: ClickRepo.record and MatchRepo.countInstall add to daily
 * rollups (per UTC day, link, country, platform, referrer host), and influencer clicks carrying
 * a visitorHash add to that influencer's set of distinct visitors. Reads never scan clicks.
 */
export interface AnalyticsRepo {
  /** The rollups of days from..to (YYYY-MM-DD, both included), summed. */
  rollup(projectId: string, from: string, to: string): Promise<ClickRollup>;
  /** Every influencer with a counted click in the project, with its distinct visitors (all time). */
  influencers(projectId: string): Promise<{ influencerId: string; uniqueUsers: number }[]>;
}
