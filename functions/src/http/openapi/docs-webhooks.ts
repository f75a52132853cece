// Route docs of the webhooks (routes/webhooks.ts; docs/webhooks.md).

import { z } from 'zod';
import { deliverySchema, testEventSchema, webhookCreatedSchema, webhookSchema } from '../../domain/webhooks/responses';
import { createWebhookSchema, updateWebhookSchema } from '../../domain/webhooks/schema';
import { READ, Success } from './docs-links';
import { withProjectId } from './docs-projects';
import { type Credential, named, type RouteDoc } from './route-doc';

const WRITE: Credential[] = ['secretKey', 'idToken'];
const Webhook = named('Webhook', webhookSchema);
const common = { group: 'api', tag: 'Webhooks' } as const;
const base = '/api/projects/{projectId}/webhooks';
const item = `${base}/{webhookId}`;
/** An update names at least one of these (the server's 400 says so); `projectId` alone is not one. */
const AT_LEAST_ONE = ['url', 'events', 'enabled'].map((field) => ({ properties: { [field]: {} }, required: [field] }));

export const WEBHOOK_DOCS: RouteDoc[] = [
  {
    ...common,
    method: 'post',
    path: base,
    operationId: 'createWebhook',
    summary: 'Create a webhook',
    auth: WRITE,
    description:
      'An https URL that resolves to public addresses only, the events it wants, and on/off. The answer carries the signing secret, shown this once. At most 10 a project; `link.clicked` needs the indie or studio plan. Owners, editors and secret keys.',
    body: {
      json: named('CreateWebhook', withProjectId(createWebhookSchema)),
      example: { url: 'https://hooks.acme.example/ferry', events: ['install.matched', 'referral.tracked'] },
    },
    replies: { 200: { description: 'The webhook, with its secret', json: named('WebhookCreated', webhookCreatedSchema) } },
    errors: ['NOT_FOUND', 'PLAN_LIMIT_REACHED'],
  },
  {
    ...common,
    method: 'get',
    path: base,
    operationId: 'listWebhooks',
    summary: 'List webhooks',
    auth: READ,
    description: 'Every webhook of the project, oldest first; secrets are never answered again.',
    replies: { 200: { description: 'The webhooks', json: named('WebhookList', z.array(webhookSchema)) } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
  {
    ...common,
    method: 'get',
    path: item,
    operationId: 'getWebhook',
    summary: 'Get a webhook',
    auth: READ,
    replies: { 200: { description: 'The webhook', json: Webhook } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
  {
    ...common,
    method: 'patch',
    path: item,
    operationId: 'updateWebhook',
    summary: 'Change a webhook',
    auth: WRITE,
    description: 'Any of url, events, enabled. Turning a webhook back on after a 410 turned it off makes it deliver again.',
    body: {
      json: named('UpdateWebhook', withProjectId(updateWebhookSchema).meta({ anyOf: AT_LEAST_ONE })),
      example: { events: ['install.matched', 'referral.tracked', 'referral.qualified'] },
    },
    replies: { 200: { description: 'The webhook as changed', json: Webhook } },
    errors: ['NOT_FOUND', 'PLAN_LIMIT_REACHED'],
  },
  {
    ...common,
    method: 'delete',
    path: item,
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook',
    auth: WRITE,
    description: 'The webhook and its pending deliveries.',
    replies: { 200: { description: 'Deleted', json: Success } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
  {
    ...common,
    method: 'get',
    path: `${item}/deliveries`,
    operationId: 'listWebhookDeliveries',
    summary: 'List deliveries',
    auth: READ,
    description: "The last 100 deliveries, newest first: status, attempts, the last answer's status, error and duration.",
    replies: { 200: { description: 'The deliveries', json: named('WebhookDeliveryList', z.array(deliverySchema)) } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
  {
    ...common,
    method: 'post',
    path: `${item}/test`,
    operationId: 'sendWebhookTestEvent',
    summary: 'Send a test event',
    auth: WRITE,
    description:
      'Queues a `webhook.test` event for this webhook only (also when it is off), signed like every delivery; its outcome appears in the deliveries.',
    replies: { 200: { description: 'Queued', json: named('WebhookTestQueued', testEventSchema) } },
    errors: ['INVALID_ARGUMENT', 'NOT_FOUND'],
  },
];
