// Route docs of campaigns (routes/campaigns.ts), analytics (routes/analytics.ts) and referrals
// (routes/referrals.ts).

import { z } from 'zod';
import { MAX_RANGE_DAYS } from '../../domain/analytics/date-range';
import { dayRangeQuery } from '../../domain/analytics/report-query';
import { influencerStatsSchema, projectAnalyticsSchema } from '../../domain/analytics/responses';
import { campaignCreatedSchema, campaignStatsSchema } from '../../domain/campaigns/responses';
import { createCampaignSchema } from '../../domain/campaigns/schema';
import { funnelSchema, leaderboardSchema, qualifyResultSchema, referralStatsSchema, trackResultSchema } from '../../domain/referrals/responses';
import { funnelQuery, leaderboardQuery, MAX_LEADERBOARD, qualifySchema, trackSchema } from '../../domain/referrals/schema';
import { projectQuery, READ, SCOPED } from './docs-links';
import { named, type RouteDoc } from './route-doc';

const report = { group: 'api', auth: READ } as const;
const APP_CALL =
  'With an API key (publishable or secret) newUserId is required: without it the answer is 400 `newUserId is required when an API key is used`. With a publishable key (from apps and websites) a request with an Origin must come from one of the Allowed Domains. With an ID token newUserId is the signed-in user unless an owner or editor calls.';

/** The rules of a day range that no JSON Schema can state: they relate two parameters, or a parameter and today. */
export const DAY_RANGE_RULES = `Both days are included. \`from\` must not be after \`to\` (nor after today when \`to\` is left out), and the range may span at most ${MAX_RANGE_DAYS} days; otherwise the answer is 400.`;

export const REPORT_DOCS: RouteDoc[] = [
  {
    ...report,
    tag: 'Campaigns',
    method: 'post',
    path: '/api/campaigns',
    operationId: 'createCampaign',
    summary: 'Create a campaign',
    query: projectQuery,
    description: 'Links join it by `campaignId`. Names are unique per project, case-insensitively.',
    body: { json: named('CreateCampaignRequest', createCampaignSchema), example: { name: 'Summer 2026', description: 'Sale links for the summer newsletter' } },
    replies: { 200: { description: 'Created', json: named('CampaignCreated', campaignCreatedSchema) } },
    errors: [...SCOPED, 'ALREADY_EXISTS'],
  },
  {
    ...report,
    tag: 'Campaigns',
    method: 'get',
    path: '/api/campaigns',
    operationId: 'listCampaigns',
    summary: 'List campaigns with clicks and installs',
    query: projectQuery,
    replies: { 200: { description: 'Newest first', json: named('CampaignList', z.array(campaignStatsSchema)) } },
    errors: SCOPED,
  },
  {
    ...report,
    tag: 'Analytics',
    method: 'get',
    path: '/api/projects/{projectId}/analytics',
    operationId: 'getProjectAnalytics',
    summary: 'Clicks and installs by day, country, platform, referrer and link',
    description: `Default: the last 30 days up to today. ${DAY_RANGE_RULES}`,
    query: { from: dayRangeQuery.shape.from.describe('First day (UTC), YYYY-MM-DD'), to: dayRangeQuery.shape.to.describe('Last day (UTC), YYYY-MM-DD') },
    replies: { 200: { description: 'The report', json: named('ProjectAnalytics', projectAnalyticsSchema) } },
    errors: SCOPED,
  },
  {
    ...report,
    tag: 'Analytics',
    method: 'get',
    path: '/api/analytics/influencers',
    operationId: 'listInfluencerStats',
    summary: 'Influencer statistics',
    query: projectQuery,
    replies: { 200: { description: 'All time, most clicks first', json: named('InfluencerStatsList', z.array(influencerStatsSchema)) } },
    errors: SCOPED,
  },
  {
    ...report,
    tag: 'Referrals',
    method: 'post',
    path: '/api/referrals/track',
    operationId: 'trackReferral',
    summary: 'Attribute a new user to a referrer',
    query: projectQuery,
    auth: ['publishableKey', 'secretKey', 'idToken'],
    cors: true,
    description: `The first attribution of a user stands; fraud is flagged, not refused. ${APP_CALL}`,
    body: { json: named('TrackReferralRequest', trackSchema), example: { referrerId: 'user-123', newUserId: 'user-456', linkId: 'invite-123' } },
    replies: { 200: { description: 'The attribution', json: named('TrackResult', trackResultSchema) } },
    errors: SCOPED,
  },
  {
    ...report,
    tag: 'Referrals',
    method: 'post',
    path: '/api/referrals/qualify',
    operationId: 'qualifyReferral',
    summary: 'Mark a referred user as qualified',
    query: projectQuery,
    auth: ['publishableKey', 'secretKey', 'idToken'],
    cors: true,
    description: `404 when the user was never attributed. ${APP_CALL}`,
    body: { json: named('QualifyReferralRequest', qualifySchema), example: { newUserId: 'user-456', event: 'first_purchase' } },
    replies: { 200: { description: 'The qualified attribution', json: named('QualifyResult', qualifyResultSchema) } },
    errors: SCOPED,
  },
  {
    ...report,
    tag: 'Referrals',
    method: 'get',
    path: '/api/referrals',
    operationId: 'getReferralFunnel',
    summary: 'Referral funnel',
    query: { ...projectQuery, ...funnelQuery.shape },
    replies: { 200: { description: 'Clicks, installs, referrals and qualified, per referrer', json: named('ReferralFunnel', funnelSchema) } },
    errors: SCOPED,
  },
  {
    ...report,
    tag: 'Referrals',
    method: 'get',
    path: '/api/referrals/stats',
    operationId: 'getReferralStats',
    summary: 'Referral totals',
    query: projectQuery,
    replies: { 200: { description: 'All time', json: named('ReferralStats', referralStatsSchema) } },
    errors: SCOPED,
  },
  {
    ...report,
    tag: 'Referrals',
    method: 'get',
    path: '/api/referrals/leaderboard',
    operationId: 'getReferralLeaderboard',
    summary: 'Top referrers',
    query: { ...projectQuery, limit: leaderboardQuery.shape.limit.describe(`How many, 1-${MAX_LEADERBOARD}`) },
    replies: { 200: { description: 'Most unflagged referrals first', json: named('ReferralLeaderboard', leaderboardSchema) } },
    errors: SCOPED,
  },
];
