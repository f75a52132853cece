// What the campaign routes answer, as zod schemas (closed objects: see links/responses.ts).

import { z } from 'zod';

export const campaignSchema = z.object({
  id: z.string().regex(/^cmp_[0-9a-z]{16}$/),
  projectId: z.string(),
  name: z.string(),
  description: z.string().describe('"" when none was given'),
  createdAt: z.iso.datetime(),
});

export const campaignCreatedSchema = z.object({ success: z.literal(true), campaign: campaignSchema });

export const campaignStatsSchema = campaignSchema.extend({
  clicks: z.number().int().min(0).describe('All-time clicks of the links that name this campaign'),
  installs: z.number().int().min(0),
});
