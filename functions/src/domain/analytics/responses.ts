// What the analytics routes answer, as zod schemas (closed objects: see links/responses.ts).

import { z } from 'zod';

const count = z.number().int().min(0);
const day = z.iso.date();

export const projectAnalyticsSchema = z.object({
  projectId: z.string(),
  from: day,
  to: day,
  totals: z.object({ clicks: count, installs: count }),
  clicksByDay: z.array(z.object({ date: day, clicks: count, installs: count })).describe('Every day of the range, zeros included'),
  byCountry: z.array(z.object({ country: z.string(), clicks: count })),
  byPlatform: z.array(z.object({ platform: z.string(), clicks: count })),
  byReferrer: z.array(z.object({ referrerHost: z.string().describe('(direct) when the browser sent no Referer'), clicks: count })),
  topLinks: z.array(z.object({ slug: z.string(), clicks: count, installs: count })),
});

export const influencerStatsSchema = z.object({
  influencerId: z.string(),
  clicks: count,
  installs: count,
  uniqueUsers: count.describe('Distinct visitors (keyed hash of IP and user agent)'),
});
