// Raising an event: one pending delivery per enabled webhook of the project that
// subscribed to its type, stored in the outbox; nothing is sent here, so the request that
// raised it never waits for a receiver. The project's webhooks are cached 10 s per instance
// (project-webhooks.ts; this instance forgets them when it changes one): another instance may
// miss a new webhook's first events for that long. Raising never fails the caller: a store error is
// logged (with the event's id and type) and the event is lost, never the caller's own write.

import { randomUUID } from 'node:crypto';
import type { WebhookEventType, WebhookPayload } from '../../domain/webhooks/events';
import { eventOf, testData } from '../../domain/webhooks/payloads';
import type { DeliveryRecord, WebhookEvent, WebhookRecord } from '../../domain/webhooks/types';
import type { ServiceDeps } from '../deps';
import { requestDrain } from './drain-request';
import { projectWebhooks } from './project-webhooks';

/** The deliveries an event makes: the body is fixed now, so every attempt signs the same bytes. */
export function deliveriesFor(event: WebhookEvent, hooks: readonly WebhookRecord[], now: string): DeliveryRecord[] {
  const body = JSON.stringify(event);
  return hooks
    .filter((hook) => hook.enabled && (event.type === 'webhook.test' || hook.events.includes(event.type)))
    .map((hook) => ({
      id: `dlv_${randomUUID()}`,
      projectId: event.projectId,
      webhookId: hook.id,
      eventId: event.id,
      eventType: event.type,
      body,
      eventAt: event.createdAt,
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: now,
      responseStatus: null,
      lastError: null,
      durationMs: null,
      createdAt: now,
      updatedAt: now,
    }));
}

/** `data` is the payload of `type` (domain/webhooks/events.ts), built in domain/webhooks/payloads.ts. */
export async function raiseEvent<T extends WebhookEventType>(deps: ServiceDeps, projectId: string, type: T, data: NoInfer<WebhookPayload<T>>): Promise<void> {
  await raiseEvents(deps, projectId, type, [data]);
}

/** One event of `type` per item of `data` (a bulk create, a link health run), stored in one write. */
export async function raiseEvents<T extends WebhookEventType>(
  deps: ServiceDeps,
  projectId: string,
  type: T,
  data: readonly NoInfer<WebhookPayload<T>>[],
): Promise<void> {
  if (data.length === 0) return;
  const now = deps.now().toISOString();
  const events = data.map((item) => eventOf<T>(`evt_${randomUUID()}`, type, projectId, now, item));
  try {
    const hooks = await projectWebhooks(deps, projectId);
    const deliveries = events.flatMap((event) => deliveriesFor(event, hooks, now));
    if (deliveries.length === 0) return;
    await deps.store.webhooks.enqueue(deliveries);
    await requestDrain(deps);
  } catch (error) {
    deps.log.warn('Webhook events lost: their deliveries could not be stored', {
      eventIds: events.map((e) => e.id).slice(0, 20),
      count: events.length,
      type,
      projectId,
      error: (error as Error).message,
    });
  }
}

/** POST .../webhooks/:id/test: one `webhook.test` delivery to this webhook, queued like any other. */
export async function queueTestEvent(deps: ServiceDeps, hook: WebhookRecord): Promise<{ eventId: string; deliveryId: string }> {
  const now = deps.now().toISOString();
  const event = eventOf(`evt_${randomUUID()}`, 'webhook.test', hook.projectId, now, testData(hook.id));
  const [delivery] = deliveriesFor(event, [{ ...hook, enabled: true }], now);
  await deps.store.webhooks.enqueue([delivery!]);
  await requestDrain(deps);
  return { eventId: event.id, deliveryId: delivery!.id };
}
