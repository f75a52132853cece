// Compile-time checks (no code is emitted): each answer schema of the OpenAPI document has the
// same fields, of the same types, as what the service returns. A field added to a service's
// answer without its schema fails `npm run typecheck` here, before the contract tests run.

import type { z } from 'zod';
import type { influencerStatsSchema, projectAnalyticsSchema } from '../../domain/analytics/responses';
import type { InfluencerStats, ProjectAnalytics } from '../../domain/analytics/types';
import type { campaignSchema, campaignStatsSchema } from '../../domain/campaigns/responses';
import type { CampaignView } from '../../domain/campaigns/types';
import type { convertResultSchema, migrationPreviewSchema } from '../../domain/legacy/schema';
import type { LinkView } from '../../domain/links/link-view';
import type { bulkResultSchema, clickHistoryItemSchema, csvImportResultSchema, linkSchema, resolveResultSchema } from '../../domain/links/responses';
import type { matchResultSchema } from '../../domain/match/responses';
import type { domainView } from '../../domain/projects/custom-domain';
import type { toProjectView } from '../../domain/projects/project-view';
import type { apiKeySchema, customDomainSchema, projectSchema } from '../../domain/projects/responses';
import type { funnelReport, leaderboard, statsReport } from '../../domain/referrals/reports';
import type { funnelSchema, leaderboardSchema, qualifyResultSchema, referralStatsSchema, trackResultSchema } from '../../domain/referrals/responses';
import type { BulkResult } from '../../services/bulk/bulk-links';
import type { CsvImportResult } from '../../services/bulk/csv-links';
import type { ConvertResult, MigrationPreview } from '../../services/bulk/migration';
import type { campaignView } from '../../services/campaigns/campaigns';
import type { clickHistory } from '../../services/links/click-history';
import type { resolveLink } from '../../services/links/resolve-link';
import type { MatchAnswer } from '../../services/match/match-answer';
import type { KeyView } from '../../services/projects/keys';
import type { qualifyReferral, trackReferral } from '../../services/referrals/referrals';

/** Same keys, and each type assignable to the other. */
type Same<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? ([A] extends [B] ? ([B] extends [A] ? true : false) : false) : false) : false;
type Assert<T extends true> = T;
type Returned<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export type ShapeChecks = [
  Assert<Same<LinkView, z.output<typeof linkSchema>>>,
  Assert<Same<Returned<typeof clickHistory>[number], z.output<typeof clickHistoryItemSchema>>>,
  Assert<Same<Returned<typeof resolveLink>, z.output<typeof resolveResultSchema>>>,
  Assert<Same<BulkResult, z.output<typeof bulkResultSchema>>>,
  Assert<Same<CsvImportResult, z.output<typeof csvImportResultSchema>>>,
  Assert<Same<MigrationPreview, z.output<typeof migrationPreviewSchema>>>,
  Assert<Same<ConvertResult, z.output<typeof convertResultSchema>>>,
  Assert<Same<ReturnType<typeof toProjectView>, z.output<typeof projectSchema>>>,
  Assert<Same<ReturnType<typeof domainView>, z.output<typeof customDomainSchema>>>,
  Assert<Same<KeyView, z.output<typeof apiKeySchema>>>,
  Assert<Same<ReturnType<typeof campaignView>, z.output<typeof campaignSchema>>>,
  Assert<Same<CampaignView, z.output<typeof campaignStatsSchema>>>,
  Assert<Same<ProjectAnalytics, z.output<typeof projectAnalyticsSchema>>>,
  Assert<Same<InfluencerStats, z.output<typeof influencerStatsSchema>>>,
  Assert<Same<Returned<typeof trackReferral>, z.output<typeof trackResultSchema>>>,
  Assert<Same<Returned<typeof qualifyReferral>, z.output<typeof qualifyResultSchema>>>,
  Assert<Same<ReturnType<typeof funnelReport>, z.output<typeof funnelSchema>>>,
  Assert<Same<ReturnType<typeof statsReport>, z.output<typeof referralStatsSchema>>>,
  Assert<Same<ReturnType<typeof leaderboard>, z.output<typeof leaderboardSchema>>>,
  Assert<Same<MatchAnswer, z.output<typeof matchResultSchema>>>,
];
