// Input schemas of the referral endpoints. projectId is read by the route (requestedProjectId)
// and only checked for shape here, as elsewhere.

import { z } from 'zod';
import { requiredText, text } from '../links/fields';
import { MAX_REFERRER_ID, MAX_REFERRER_LABEL } from './invite';

const projectId = text('projectId', 128).min(1, 'projectId is required').optional();
const newUserId = text('newUserId', MAX_REFERRER_ID).min(1, 'newUserId must not be empty').optional();

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
export const leaderboardLimitSchema = z
  .string()
  .regex(/^\d+$/, `limit must be a whole number from 1 to ${MAX_LEADERBOARD}`)
  .transform(Number)
  .pipe(z.number().min(1, `limit must be a whole number from 1 to ${MAX_LEADERBOARD}`).max(MAX_LEADERBOARD, `limit must be a whole number from 1 to ${MAX_LEADERBOARD}`))
  .default(DEFAULT_LEADERBOARD);
