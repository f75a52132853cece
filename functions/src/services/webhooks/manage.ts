// Webhooks of a project: create (the signing secret answered once), list, read,
// change, delete, and their delivery log. The URL must pass the SSRF policy of the fallback
// probes when it is set; deliveries check it again (deliver.ts).

import { randomBytes } from 'node:crypto';
import { customAlphabet } from 'nanoid';
import { AppError, invalid, notFound, planLimit } from '../../domain/errors';
import type { ProjectRecord } from '../../domain/projects/types';
import { CLICK_EVENTS_PLAN_MESSAGE, eventAllowed, MAX_WEBHOOKS_PER_PROJECT, type WebhookEventType } from '../../domain/webhooks/events';
import type { CreateWebhookInput, UpdateWebhookInput } from '../../domain/webhooks/schema';
import type { DeliveryRecord, WebhookRecord } from '../../domain/webhooks/types';
import type { ServiceDeps } from '../deps';
import { forgetProjectWebhooks } from './project-webhooks';

const idSuffix = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 16);
export const newWebhookId = () => `wh_${idSuffix()}`;

/** The log answers at most this many deliveries, newest first; SQLite keeps no more. */
export const DELIVERY_LOG_SIZE = 100;

export type WebhookView = Omit<WebhookRecord, 'secret' | 'projectId' | 'clicksFrom'>;
export const webhookView = ({ secret: _secret, projectId: _projectId, clicksFrom: _clicksFrom, ...view }: WebhookRecord): WebhookView => view;

async function checkUrl(deps: ServiceDeps, url: string): Promise<void> {
  if (!url.startsWith('https://') && !deps.webhooks.privateNetwork) throw invalid('url', 'url must be an https URL');
  const verdict = await deps.webhooks.checkUrl(url);
  if (verdict === 'refused') throw invalid('url', 'url must resolve to a public address');
  if (verdict === 'unknown-host') throw invalid('url', "url's host name does not resolve");
  // DNS failing now says nothing about the URL: a retry, not a correction, is what helps.
  if (verdict === 'dns-unavailable') throw new AppError('UNAVAILABLE', "url's host name could not be resolved right now; try again shortly", 'url');
}

function checkPlan(project: ProjectRecord, events: readonly WebhookEventType[]): void {
  if (events.some((type) => !eventAllowed(project.plan, type))) throw planLimit(CLICK_EVENTS_PLAN_MESSAGE);
}

export async function createWebhook(deps: ServiceDeps, project: ProjectRecord, input: CreateWebhookInput): Promise<WebhookView & { secret: string }> {
  checkPlan(project, input.events);
  await checkUrl(deps, input.url);
  const now = deps.now().toISOString();
  const record: WebhookRecord = {
    id: newWebhookId(),
    projectId: project.id,
    url: input.url,
    events: input.events,
    enabled: input.enabled,
    secret: `whsec_${randomBytes(24).toString('base64url')}`,
    disabledReason: null,
    // link.clicked starts with the clicks made from now on (click-events.ts).
    clicksFrom: now,
    createdAt: now,
    updatedAt: now,
  };
  const created = await deps.store.webhooks.create(record, MAX_WEBHOOKS_PER_PROJECT);
  forgetProjectWebhooks(deps, project.id);
  if (!created) {
    throw new AppError('PLAN_LIMIT_REACHED', `A project can have at most ${MAX_WEBHOOKS_PER_PROJECT} webhooks`);
  }
  return { ...webhookView(record), secret: record.secret };
}

export async function webhookOf(deps: ServiceDeps, project: ProjectRecord, id: string): Promise<WebhookRecord> {
  const hook = await deps.store.webhooks.get(project.id, id);
  if (!hook) throw notFound('Webhook not found');
  return hook;
}

export async function listWebhooks(deps: ServiceDeps, project: ProjectRecord): Promise<WebhookView[]> {
  return (await deps.store.webhooks.list(project.id)).map(webhookView);
}

export async function updateWebhook(deps: ServiceDeps, project: ProjectRecord, id: string, patch: UpdateWebhookInput): Promise<WebhookView> {
  const hook = await webhookOf(deps, project, id);
  if (patch.events) checkPlan(project, patch.events);
  if (patch.url !== undefined) await checkUrl(deps, patch.url);
  const now = deps.now().toISOString();
  const takesClicks = (h: Pick<WebhookRecord, 'enabled' | 'events'>) => h.enabled && h.events.includes('link.clicked');
  const updated: WebhookRecord = {
    ...hook,
    ...patch,
    // Turned back on (after a 410 turned it off): it delivers again.
    disabledReason: patch.enabled === true ? null : hook.disabledReason,
    updatedAt: now,
  };
  // Starting to take link.clicked (subscribed, or turned back on): from now, not the clicks missed meanwhile.
  if (takesClicks(updated) && !takesClicks(hook)) updated.clicksFrom = now;
  await deps.store.webhooks.update(updated);
  forgetProjectWebhooks(deps, project.id);
  return webhookView(updated);
}

export async function deleteWebhook(deps: ServiceDeps, project: ProjectRecord, id: string): Promise<void> {
  const deleted = await deps.store.webhooks.delete(project.id, id);
  forgetProjectWebhooks(deps, project.id);
  if (!deleted) throw notFound('Webhook not found');
}

export type DeliveryView = Pick<
  DeliveryRecord,
  'id' | 'eventId' | 'eventType' | 'status' | 'attempts' | 'nextAttemptAt' | 'responseStatus' | 'lastError' | 'durationMs' | 'createdAt' | 'updatedAt'
>;

export async function listDeliveries(deps: ServiceDeps, project: ProjectRecord, id: string): Promise<DeliveryView[]> {
  await webhookOf(deps, project, id);
  const deliveries = await deps.store.webhooks.deliveries(project.id, id, DELIVERY_LOG_SIZE);
  return deliveries.map(
    ({ id: deliveryId, eventId, eventType, status, attempts, nextAttemptAt, responseStatus, lastError, durationMs, createdAt, updatedAt }) => ({
      id: deliveryId,
      eventId,
      eventType,
      status,
      attempts,
      nextAttemptAt: status === 'pending' ? nextAttemptAt : null,
      responseStatus,
      lastError,
      durationMs,
      createdAt,
      updatedAt,
    }),
  );
}
