// The interfaces the services need from storage. Every adapter (sqlite, firestore) implements
// all of them and passes the one contract suite in store/contract.

import type { DeliveryRecord, WebhookRecord } from '../domain/webhooks/types';
import type { TransferRecord } from '../domain/transfer/records';
import type { ClickRollup } from '../domain/analytics/types';
import type { CampaignRecord } from '../domain/campaigns/types';
import type { ClickEvent, ConsumeOutcome, DeviceSignals, PendingMatch, RecordOutcome, StoredMatch } from '../domain/clicks/types';
import type { LinkListFilter } from '../domain/links/list-filter';
import type { LinkHealth, LinkPatch, LinkRecord } from '../domain/links/types';
import type { ApiKeyRecord, MemberRole, ProjectPatch, ProjectRecord } from '../domain/projects/types';
import type { ReferralRecord, ReferrerCounts, TrackOutcome } from '../domain/referrals/types';
import type { HostingRecord } from '../domain/hosting-domains/hosting-record';
import type { AccountRepo, MemberInviteRepo, PasswordTokenRepo, SessionRepo } from './accounts-ports';

export type { AccountRepo, MemberInviteRepo, PasswordTokenRepo, SessionRepo } from './accounts-ports';

export { StoreConflictError, StoreUnavailableError } from './errors';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ProjectRepo {
  /**
   * Atomic: throws StoreConflictError('subdomain') when the subdomain is taken. With
   * `maxOwned`, answers 'owner-limit' and writes nothing when project.ownerUid already owns that
   * many projects; racing creates by one owner never pass it (the plan's projects per owner).
   */
  create(project: ProjectRecord, options?: { maxOwned?: number }): Promise<'created' | 'owner-limit'>;
  get(id: string): Promise<ProjectRecord | null>;
  getBySubdomain(subdomain: string): Promise<ProjectRecord | null>;
  /** Only projects whose custom domain is active. */
  getByCustomDomain(hostname: string): Promise<ProjectRecord | null>;
  listForUser(uid: string): Promise<ProjectRecord[]>;
  /**
   * Every project, by id ascending: `limit` of them after the id `after` (none: from the start).
   * The operator's view (the CLI); callers of the API see listForUser.
   */
  list(page: { limit: number; after?: string }): Promise<ProjectRecord[]>;
  countOwnedBy(uid: string): Promise<number>;
  /** Throws StoreConflictError('customDomain') when another project holds the hostname. */
  update(id: string, patch: ProjectPatch, now: string): Promise<ProjectRecord | null>;
  /** role null removes the member. */
  setMember(id: string, uid: string, role: MemberRole | null, now: string): Promise<ProjectRecord | null>;
  /**
   * Makes `uid` the owner (the operator's `ferry member add --role owner`): dropped from the
   * members if it was one; the previous owner, if any, stays on as an editor. listForUser and
   * countOwnedBy follow.
   */
  setOwner(id: string, uid: string, now: string): Promise<ProjectRecord | null>;
  /** True when the store holds no project at all (first start). */
  isEmpty(): Promise<boolean>;
}

export interface KeyRepo {
  create(key: ApiKeyRecord): Promise<void>;
  findByHash(hash: string): Promise<ApiKeyRecord | null>;
  list(projectId: string): Promise<ApiKeyRecord[]>;
  delete(projectId: string, keyId: string): Promise<boolean>;
}

export interface LinkRepo {
  /** The atomic insert itself reports a taken slug: false, nothing written. */
  createIfAbsent(link: LinkRecord): Promise<boolean>;
  /**
   * All or nothing, in one transaction: writes every link, or none when a slug is taken (in the
   * store, or earlier in the list). Answers the indexes of the taken ones; empty means all were
   * written. Bulk requests hold at most 100 links.
   */
  createAllIfAbsent(links: LinkRecord[]): Promise<number[]>;
  get(projectId: string, slug: string): Promise<LinkRecord | null>;
  /**
   * Newest first; `cursor` comes from the previous page. With a filter, a page may hold fewer
   * than `limit` links (even none) and still a cursor: the store bounds the work per request.
   */
  list(projectId: string, opts: { limit: number; cursor?: string; filter?: LinkListFilter }): Promise<Page<LinkRecord>>;
  /**
   * A new `slug` in the patch renames the link (StoreConflictError('slug') when taken); the
   * click count and at least the newest HISTORY_SIZE clicks (its history) move with it.
   */
  update(projectId: string, slug: string, patch: LinkPatch, now: string): Promise<LinkRecord | null>;
  /** Records the destination check's verdict, and nothing else (not updatedAt); false when the link is gone. */
  setHealth(projectId: string, slug: string, health: LinkHealth): Promise<boolean>;
  delete(projectId: string, slug: string): Promise<boolean>;
  incrementClicks(projectId: string, slug: string, by?: number): Promise<void>;
  clickCount(projectId: string, slug: string): Promise<number>;
  /**
   * All-time clicks of several links at once (a list page, at most 100): one query, never one
   * per link. Every slug asked for is in the answer, 0 when it has no clicks or does not exist.
   */
  clickCounts(projectId: string, slugs: string[]): Promise<Map<string, number>>;
}

export interface UsageRepo {
  /**
   * Adds `amount` to a monthly counter unless that would pass `limit`; returns how much was
   * granted (0..amount). Atomic: racing callers never push the counter past the limit.
   */
  consume(projectId: string, month: string, metric: 'links' | 'clicks', amount: number, limit: number): Promise<number>;
  /** Gives back what a failed operation consumed. */
  release(projectId: string, month: string, metric: 'links' | 'clicks', amount: number): Promise<void>;
  /** Monthly counters; `clicks` includes every click ClickRepo.record counted that month. */
  get(projectId: string, month: string): Promise<{ links: number; clicks: number }>;
  /**
   * Closes a month that has ended, for every project: get() answers the same before and after,
   * but the adapter may compact how the month is stored (Firestore folds its click shards into
   * one document). Idempotent. Returns how many projects had something to compact.
   */
  closeMonth(month: string): Promise<number>;
}

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

export interface CampaignRepo {
  /**
   * Atomic: throws StoreConflictError('campaignName') when the project already has a campaign
   * of that name, compared by campaignNameKey (case-insensitive, trimmed).
   */
  create(campaign: CampaignRecord): Promise<void>;
  /** Every campaign of the project, newest first (ties: id descending). */
  list(projectId: string): Promise<CampaignRecord[]>;
  get(projectId: string, id: string): Promise<CampaignRecord | null>;
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

/** `ferry export` / `ferry import`: a project as store-neutral records. */
export interface TransferRepo {
  /** Every record of a project, counters as totals (the click log folded first); nothing for an unknown project. */
  exportProject(projectId: string): AsyncIterable<TransferRecord>;
  /**
   * Writes records as they are, replacing what the store holds under the same ids: importing
   * the same records twice leaves the store as importing them once. A project's report rows
   * (`rollup`, `referralDay`) all come in one call, after its other records.
   */
  importRecords(records: TransferRecord[]): Promise<void>;
}

/** Webhooks and their deliveries. */
export interface WebhookRepo {
  /** Atomic per project: false (nothing stored) when the project already has `max` webhooks. */
  create(record: WebhookRecord, max: number): Promise<boolean>;
  /** The project's webhooks, oldest first. */
  list(projectId: string): Promise<WebhookRecord[]>;
  get(projectId: string, id: string): Promise<WebhookRecord | null>;
  update(record: WebhookRecord): Promise<void>;
  /** Deletes the webhook and its deliveries; false when there was none. */
  delete(projectId: string, id: string): Promise<boolean>;
  /** Stores new deliveries (pending, due at their nextAttemptAt). */
  enqueue(deliveries: DeliveryRecord[]): Promise<void>;
  /**
   * Pending deliveries due at `now` (oldest due first, at most `limit`), each claimed until
   * `until`: its nextAttemptAt moves there, so no other drain takes it meanwhile, and a drain
   * that dies leaves it due again then.
   */
  claimDue(now: string, until: string, limit: number): Promise<DeliveryRecord[]>;
  /** Saves a delivery after an attempt; keeps the webhook's newest `keep` finished ones. */
  saveAttempt(delivery: DeliveryRecord, keep: number): Promise<void>;
  /** A webhook's deliveries, newest first. */
  deliveries(projectId: string, webhookId: string, limit: number): Promise<DeliveryRecord[]>;
  /** The enabled webhooks of every project that take `link.clicked`. */
  clickSubscribers(): Promise<WebhookRecord[]>;
  /** Moves a webhook's `clicksFrom` (and nothing else); nothing when the webhook is gone. */
  setClicksFrom(projectId: string, id: string, at: string): Promise<void>;
}

/**
 * The names Ferry asked Firebase Hosting to serve (services/hosting-domains/), keyed by name.
 * Firebase only: self-hosted, nothing writes here. Each record is written whole: the last put wins.
 */
export interface HostingDomainRepo {
  put(record: HostingRecord): Promise<void>;
  get(domainName: string): Promise<HostingRecord | null>;
  /** Records whose nextCheckAt is at or before `now`, soonest first, at most `limit`. */
  listDue(now: string, limit: number): Promise<HostingRecord[]>;
  /** Forgets the name; nothing happens when it is not there. */
  remove(domainName: string): Promise<void>;
  /** How many names the site carries for Ferry: records of `siteId` wanted present. */
  countOnSite(siteId: string): Promise<number>;
}

export interface StoreStats {
  walBytes: number;
  /** Clicks answered and stored but not folded into the counters yet. */
  unfoldedClicks: number;
  /** Seconds since the oldest of them was made; 0 when none wait. */
  foldLagSeconds: number;
}

/** Any method may fail with StoreUnavailableError when the store cannot answer now (store/errors.ts). */
export interface Store {
  readonly kind: 'sqlite' | 'firestore';
  projects: ProjectRepo;
  keys: KeyRepo;
  links: LinkRepo;
  usage: UsageRepo;
  clicks: ClickRepo;
  matches: MatchRepo;
  pixel: PixelRepo;
  campaigns: CampaignRepo;
  analytics: AnalyticsRepo;
  referrals: ReferralRepo;
  webhooks: WebhookRepo;
  /** Ferry's own accounts (console sign-in without Firebase), their sessions and set-password links. */
  accounts: AccountRepo;
  sessions: SessionRepo;
  passwordTokens: PasswordTokenRepo;
  /** Roles given by email, waiting for an account or a Firebase user with that email. */
  memberInvites: MemberInviteRepo;
  /** Names on Firebase Hosting and their certificate's progress (Firebase only). */
  hostingDomains: HostingDomainRepo;
  /** Readiness: one cheap read, rejected when the store cannot answer within `deadlineMs`. */
  ping(deadlineMs: number): Promise<void>;
  /** Export and import (`ferry export` / `ferry import`). */
  transfer: TransferRepo;
  /** Figures for /metrics (self-hosted SQLite only): the WAL's size and the fold's backlog. */
  stats?(): StoreStats;
  close(): Promise<void>;
}
