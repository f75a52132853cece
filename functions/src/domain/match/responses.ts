// What POST /api/match answers, as a zod schema (closed objects: see links/responses.ts).

import { z } from 'zod';
import { MATCH_SIGNALS, REASON_CODES } from './reasons';

const reasonSchema = z.object({
  signal: z.enum(MATCH_SIGNALS).describe('The signal this reason is about'),
  code: z.enum(REASON_CODES),
  message: z.string().describe('One sentence for the developer; its wording may change, the code does not'),
});

/** Only with `debug: true` and the project's secret key (docs/deferred-deep-linking.md). */
const debugFields = {
  reason: reasonSchema.optional().describe('Debug only: why the answer is what it is (the last entry of `checks`)'),
  checks: z.array(reasonSchema).optional().describe('Debug only: every signal tried, in order, and what it gave'),
};

export const matchResultSchema = z.discriminatedUnion('matched', [
  z.object({ matched: z.literal(false), ...debugFields }),
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
    ...debugFields,
  }),
]);
