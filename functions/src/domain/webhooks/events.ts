// The one home of webhook events: each type a webhook may subscribe to, what it means and the
// schema of its `data`. The list of types is this map's keys, so an event exists only once it is
// described here, and raising one (services/webhooks/emit.ts) takes exactly its payload type.
// The request and answer schemas, the OpenAPI document's `webhooks` section, the console's list
// (through the generated sdk) and docs/webhooks.md follow it
// (test/unit/webhooks/event-lists.test.ts checks that they agree). Also: which plans may take
// the high-volume one, `link.clicked`, one delivery per counted visit.

import type { z } from 'zod';
import type { Plan } from '../projects/types';
import {
  clickPayloadSchema,
  installPayloadSchema,
  linkBrokenPayloadSchema,
  linkDeletedPayloadSchema,
  linkPayloadSchema,
  referralPayloadSchema,
  testPayloadSchema,
} from './payload-schemas';

interface EventDescription {
  /** One line: the console shows it beside the event's checkbox, the document as its summary. */
  summary: string;
  /** When it is raised (the document's description; docs/webhooks.md says it at length). */
  description: string;
  payload: z.ZodObject;
}

export const WEBHOOK_EVENT_MAP = {
  'link.created': {
    summary: 'A link created (also in bulk, from a CSV file, or by cloning)',
    description: 'A link is created: `POST /api/links`, bulk, batch, a CSV import or a clone, one event per link.',
    payload: linkPayloadSchema,
  },
  'link.deleted': { summary: 'A link deleted', description: 'A link is deleted.', payload: linkDeletedPayloadSchema },
  'link.clicked': {
    summary: 'Every counted visit (indie and studio plans)',
    description:
      'A counted visit (redirect or deepview; not crawlers, HEAD, Coming Soon or 410 pages), raised 40 s to about 2 minutes after it. The event id is `evt_click_<clickId>`.',
    payload: clickPayloadSchema,
  },
  'link.broken': {
    summary: "The daily check found a link's destination down",
    description: "The daily health check finds a link's web destination dead when it was live (or never checked); not again while it stays dead.",
    payload: linkBrokenPayloadSchema,
  },
  'install.matched': {
    summary: 'An app install matched to its click',
    description: '`POST /api/match` matches an install to its click, once per install.',
    payload: installPayloadSchema,
  },
  'referral.tracked': {
    summary: 'A new user attributed to a referrer',
    description: 'A new user is attributed to a referrer (not a replay or a duplicate).',
    payload: referralPayloadSchema,
  },
  'referral.qualified': { summary: 'A referral qualified', description: 'The attribution qualifies, the first time.', payload: referralPayloadSchema },
} as const satisfies Record<string, EventDescription>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_MAP;

/** The types in the map's order, which the document, the console and error messages keep. */
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_MAP) as readonly WebhookEventType[];

/** Not subscribable: `POST .../webhooks/:id/test` sends it to one webhook. */
export const TEST_EVENT = {
  summary: 'A test event, sent on request',
  description: '`POST /api/projects/{projectId}/webhooks/{webhookId}/test` sends it to that webhook only (also when it is off); no webhook subscribes to it.',
  payload: testPayloadSchema,
} as const satisfies EventDescription;

/** Everything a receiver may be sent. */
export const DELIVERED_EVENT_MAP = { ...WEBHOOK_EVENT_MAP, 'webhook.test': TEST_EVENT };
export type DeliveredEventType = keyof typeof DELIVERED_EVENT_MAP;

/** The `data` an event of type T carries. */
export type WebhookPayload<T extends DeliveredEventType> = z.output<(typeof DELIVERED_EVENT_MAP)[T]['payload']>;

/** At most this many webhooks per project. */
export const MAX_WEBHOOKS_PER_PROJECT = 10;

/** Events a plan may subscribe to: every one but `link.clicked` on the free plan. */
export function eventAllowed(plan: Plan, type: WebhookEventType): boolean {
  return type !== 'link.clicked' || plan !== 'free';
}

export const CLICK_EVENTS_PLAN_MESSAGE = 'link.clicked webhooks need the indie or studio plan';
