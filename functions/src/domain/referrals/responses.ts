// What the referral routes answer, as zod schemas (closed objects: see links/responses.ts).

import { z } from 'zod';

const count = z.number().int().min(0);
const status = z.enum(['attributed', 'qualified']);
const storedFlag = z.enum(['self_referral', 'velocity']);

export const trackResultSchema = z.object({
  status,
  flagReason: z.enum(['self_referral', 'velocity', 'duplicate_user']).nullable().describe('Set when the attribution is flagged as likely fraud'),
});

export const qualifyResultSchema = z.object({ status, flagReason: storedFlag.nullable(), qualifyEvent: z.string() });

export const funnelSchema = z.object({
  range: z.enum(['7d', '30d', 'all']),
  funnel: z.object({ clicks: count, installs: count, referrals: count, qualified: count, clickToInstallRate: z.number().min(0) }),
  flaggedCount: count,
  referrers: z.array(
    z.object({
      referrerId: z.string(),
      referrerLabel: z.string().nullable(),
      clicks: count,
      installs: count,
      referrals: count,
      qualified: count,
      flagged: count,
    }),
  ),
});

export const referralStatsSchema = z.object({ totalReferrals: count, uniqueReferrers: count, topReferrer: z.string().nullable() });

export const leaderboardSchema = z.array(z.object({ referrerId: z.string(), referrals: count }));
