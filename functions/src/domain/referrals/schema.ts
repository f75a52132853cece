// Input schemas of the referral endpoints. projectId is read by the route (requestedProjectId)
// and only checked for shape here, as elsewhere.

import { z } from 'zod';
import { nonBlankText, requiredText, text } from '../links/fields';
import { typedParam, wholeNumberParam } from '../query-params';
import { MAX_REFERRER_ID, MAX_REFERRER_LABEL } from './invite';

const projectId = nonBlankText('projectId', 128).optional();
const newUserId = nonBlankText('newUserId', MAX_REFERRER_ID, 'newUserId must not be empty').optional();

export const trackSchema = z.strictObject({
  projectId,
  referrerId: requiredText('referrerId', MAX_REFERRER_ID),
  newUserId,
  referrerLabel: text('referrerLabel', MAX_REFERRER_LABEL).optional(),
  linkId: text('linkId', 64).optional(),
});

export const qualifySchema = z.strictObject({
  projectId,
  newUserId,
  event: text('event', 64).optional(),
});

export type TrackInput = z.output<typeof trackSchema>;
export type QualifyInput = z.output<typeof qualifySchema>;

export const DEFAULT_QUALIFY_EVENT = 'default';

export const funnelRangeSchema = z.enum(['7d', '30d', 'all'], { error: 'range must be 7d, 30d or all' }).default('30d');

export const DEFAULT_LEADERBOARD = 10;
export const MAX_LEADERBOARD = 100;

/** GET /api/referrals and GET /api/referrals/leaderboard: sent empty, either is refused by name. */
export const funnelQuery = z.object({ range: typedParam('range', funnelRangeSchema) });
export const leaderboardQuery = z.object({
  limit: typedParam('limit', wholeNumberParam('limit', { min: 1, max: MAX_LEADERBOARD, fallback: DEFAULT_LEADERBOARD })),
});
