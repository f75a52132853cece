// What the webhook routes answer, as zod schemas (closed objects: see links/responses.ts).

import { z } from 'zod';
import { WEBHOOK_EVENTS } from './events';
import { webhookEventTypeSchema } from './schema';

export const webhookSchema = z.object({
  id: z.string().regex(/^wh_[0-9a-z]{16}$/),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  disabledReason: z.enum(['gone']).nullable().describe('"gone": Ferry turned it off after the receiver answered 410'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const webhookCreatedSchema = webhookSchema.extend({
  secret: z.string().describe('The signing secret: shown this once, never by a later read'),
});

export const deliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.enum([...WEBHOOK_EVENTS, 'webhook.test']),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int().min(0),
  nextAttemptAt: z.iso.datetime().nullable().describe('When a pending delivery is tried next'),
  responseStatus: z.number().int().nullable().describe("The last attempt's HTTP status; null when it got none"),
  lastError: z.string().nullable(),
  durationMs: z.number().int().min(0).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const testEventSchema = z.object({ success: z.literal(true), eventId: z.string(), deliveryId: z.string() });
