// The interfaces the services need from storage, one file per area (accounts-ports.ts,
// links-ports.ts, ...), assembled here as Store. Every adapter (sqlite, firestore) implements
// all of them and passes the one contract suite in functions/test/contract/suite/.

import type { AccountRepo, MemberInviteRepo, PasswordTokenRepo, SessionRepo } from './accounts-ports';
import type { CampaignRepo } from './campaigns-ports';
import type { AnalyticsRepo, ClickRepo, MatchRepo, PixelRepo } from './clicks-ports';
import type { HostingDomainRepo } from './hosting-domains-ports';
import type { JobLeaseRepo } from './jobs-ports';
import type { LinkRepo } from './links-ports';
import type { KeyRepo, ProjectRepo, UsageRepo } from './projects-ports';
import type { ReferralRepo } from './referrals-ports';
import type { TransferRepo } from './transfer-ports';
import type { WebhookRepo } from './webhooks-ports';

export type { AccountRepo, MemberInviteRepo, PasswordTokenRepo, SessionRepo } from './accounts-ports';
export type { CampaignRepo } from './campaigns-ports';
export type { AnalyticsRepo, ClickRange, ClickRepo, InstallEvent, MatchRepo, PixelRepo } from './clicks-ports';
export { StoreConflictError, StoreUnavailableError } from './errors';
export type { HostingDomainRepo } from './hosting-domains-ports';
export type { JobLeaseRepo } from './jobs-ports';
export type { LinkRepo, Page } from './links-ports';
export type { KeyRepo, ProjectRepo, UsageRepo } from './projects-ports';
export type { ReferralRepo } from './referrals-ports';
export type { TransferRepo } from './transfer-ports';
export type { WebhookRepo } from './webhooks-ports';

export interface StoreStats {
  walBytes: number;
  /** Clicks answered and stored but not folded into the counters yet. */
  unfoldedClicks: number;
  /** Seconds since the oldest of them was made; 0 when none wait. */
  foldLagSeconds: number;
}

/** Any method may fail with StoreUnavailableError when the store cannot answer now (store/errors.ts). */
export interface Store {
  readonly kind: 'sqlite' | 'firestore' | 'postgres';
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
  /** Background-job leases: present on a store that several processes share (PostgreSQL). */
  jobLeases?: JobLeaseRepo;
  /** Readiness: one cheap read, rejected when the store cannot answer within `deadlineMs`. */
  ping(deadlineMs: number): Promise<void>;
  /** Export and import (`ferry export` / `ferry import`). */
  transfer: TransferRepo;
  /** Figures for /metrics (self-hosted SQLite only): the WAL's size and the fold's backlog. */
  stats?(): StoreStats;
  /**
   * Resolves once the store can serve (PostgreSQL: connected and its schema current); rejects
   * with one line naming what to fix. Absent: the store was ready when opened.
   */
  opened?: Promise<void>;
  close(): Promise<void>;
}
