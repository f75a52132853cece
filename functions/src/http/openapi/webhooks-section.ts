// The document's top-level `webhooks` (OpenAPI 3.1): one entry per event Ferry may POST to a
// receiver, its body made from the payload schema that domain/webhooks/events.ts gives the event
// and that payloads.ts builds to, so what the document promises is what is sent
// (test/http/openapi-webhooks.test.ts validates real payloads against it). Delivery rules in
// words: docs/webhooks.md.

import { DELIVERED_EVENT_MAP } from '../../domain/webhooks/events';
import { eventBodySchema } from '../../domain/webhooks/payload-schemas';
import { webhookEventTypeSchema } from '../../domain/webhooks/schema';
import type { SchemaComponents } from './components';
import { named } from './route-doc';

type Json = Record<string, unknown>;

/** `link.created` -> `LinkCreatedEvent`: the name a generated client gives the body's type. */
const eventSchemaName = (type: string) => `${type.replace(/(^|\.)(\w)/g, (_, _dot: string, c: string) => c.toUpperCase())}Event`;

/** `link.created` -> `linkCreatedEvent`. */
const operationId = (type: string) => eventSchemaName(type).replace(/^\w/, (c) => c.toLowerCase());

const header = (name: string, description: string, schema: Json): Json => ({ name, in: 'header', required: true, description, schema });

/** Every delivery carries these; docs/webhooks.md ("Verifying a delivery") shows the check. */
const HEADERS = [
  header('Ferry-Webhook-Id', "The event's id, the same on every retry: drop duplicates by it", { type: 'string' }),
  header('Ferry-Webhook-Timestamp', 'Unix seconds of this attempt: refuse old ones (replays)', { type: 'string', pattern: '^[0-9]+$' }),
  header('Ferry-Webhook-Signature', "`v1=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed by the webhook's secret", {
    type: 'string',
    pattern: '^v1=[0-9a-f]{64}$',
  }),
];

/** What the receiver's answer makes Ferry do (domain/webhooks/retry.ts). */
const RESPONSES: Json = {
  '2XX': { description: 'Delivered' },
  '410': { description: 'Gone: Ferry turns the webhook off (`enabled: false`, `disabledReason: "gone"`)' },
  '4XX': { description: 'Refused: the delivery fails, with no retry (408 and 429 are retried)' },
  '5XX': { description: 'Retried with backoff (as is no answer within 10 s), until 24 hours after the event' },
};

export function webhooksSection(components: SchemaComponents): Record<string, Json> {
  components.share(named('WebhookEventType', webhookEventTypeSchema));
  return Object.fromEntries(
    Object.entries(DELIVERED_EVENT_MAP).map(([type, event]) => {
      const body = named(eventSchemaName(type), eventBodySchema(type, event.payload));
      const post = {
        operationId: operationId(type),
        tags: ['Webhooks'],
        summary: event.summary,
        description: `${event.description} Signed with the webhook's secret: check Ferry-Webhook-Signature over the raw body.`,
        // The receiver is yours: Ferry sends no credential of its own, only the signature.
        security: [],
        parameters: HEADERS,
        requestBody: { required: true, content: { 'application/json': { schema: components.ref(body, 'output') } } },
        responses: RESPONSES,
      };
      return [type, { post }];
    }),
  );
}
