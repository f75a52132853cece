// What POST /api/match answers, as a zod schema (closed objects: see links/responses.ts).

import { z } from 'zod';

export const matchResultSchema = z.discriminatedUnion('matched', [
  z.object({ matched: z.literal(false) }),
  z.object({
    matched: z.literal(true),
    deepLink: z.string().describe('With #{...} variables filled in; "" when the link has none'),
    params: z.record(z.string(), z.unknown()),
    slug: z.string(),
    subdomain: z.string(),
    title: z.string(),
    projectId: z.string(),
    clickedAt: z.iso.datetime(),
    matchType: z.enum(['referrer', 'clipboard', 'fingerprint']),
    confidence: z.number().min(0).max(1),
  }),
]);
