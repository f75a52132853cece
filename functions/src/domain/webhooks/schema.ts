// Bodies of POST and PATCH /api/projects/:id/webhooks. Strict: an unknown field is refused by
// name (400 `Unknown field: <name>`). Whether the URL's host may be requested (no private address) is checked
// by the service with DNS, at creation and at every delivery; so is https (plain http only where
// the operator allows private-network receivers: WEBHOOKS_PRIVATE_NETWORK).

import { z } from 'zod';
import { httpUrl } from '../links/fields';
import { WEBHOOK_EVENTS } from './events';

/**
 * One instance for requests and answers (responses.ts), so the OpenAPI document names it once
 * (WebhookEventType) and the generated sdk can list its values. Its message names the `events`
 * field: only request bodies are parsed.
 */
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENTS, { error: `events must each be one of ${WEBHOOK_EVENTS.join(', ')}` });

const events = z
  .array(webhookEventTypeSchema, { error: 'events must be an array of event names' })
  .min(1, 'events must name at least one event')
  .transform((list) => [...new Set(list)]);

const enabled = z.boolean({ error: 'enabled must be true or false' });

export const createWebhookSchema = z.strictObject({
  url: httpUrl('url'),
  events,
  enabled: enabled.default(true),
});

export const updateWebhookSchema = z
  .strictObject({ url: httpUrl('url').optional(), events: events.optional(), enabled: enabled.optional() })
  // On a field path: parseInput reads an issue with no path as a body that is not an object.
  .refine((patch) => Object.keys(patch).length > 0, { message: 'send at least one of url, events, enabled', path: ['body'] });

export type CreateWebhookInput = z.output<typeof createWebhookSchema>;
export type UpdateWebhookInput = z.output<typeof updateWebhookSchema>;
