// One delivery attempt: sign the stored body with the webhook's secret and the
// attempt's timestamp, POST it (SSRF-checked again), then record what the answer means: a 2xx
// ends it, a 410 turns the webhook off, 5xx/408/429/no answer schedule a retry with backoff
// until 24 h after the event, any other answer ends it as failed.

import { nextAttemptAt, verdictOf } from '../../domain/webhooks/retry';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signDelivery, TIMESTAMP_HEADER } from '../../domain/webhooks/signature';
import type { DeliveryRecord } from '../../domain/webhooks/types';
import type { ServiceDeps } from '../deps';
import { requestDrain } from './drain-request';
import { DELIVERY_LOG_SIZE } from './manage';
import { forgetProjectWebhooks } from './project-webhooks';

export async function attemptDelivery(deps: ServiceDeps, delivery: DeliveryRecord, random: () => number = Math.random): Promise<DeliveryRecord> {
  const hook = await deps.store.webhooks.get(delivery.projectId, delivery.webhookId);
  const started = deps.now();
  const finish = async (changes: Partial<DeliveryRecord>) => {
    const saved: DeliveryRecord = { ...delivery, ...changes, updatedAt: deps.now().toISOString() };
    await deps.store.webhooks.saveAttempt(saved, DELIVERY_LOG_SIZE);
    return saved;
  };
  // A test event is sent also to a webhook that is off: it is how one checks a receiver first.
  if (!hook || (!hook.enabled && delivery.eventType !== 'webhook.test'))
    return finish({ status: 'failed', nextAttemptAt: null, lastError: hook ? 'the webhook is turned off' : 'the webhook was deleted' });

  const timestamp = Math.floor(started.getTime() / 1000);
  const headers = {
    [EVENT_ID_HEADER]: delivery.eventId,
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signDelivery(hook.secret, timestamp, delivery.body),
  };
  const outcome = await deps.webhooks.post(hook.url, headers, delivery.body);
  const attempts = delivery.attempts + 1;
  const base = { attempts, responseStatus: outcome.status, lastError: outcome.error, durationMs: outcome.durationMs };
  const verdict = verdictOf(outcome.status);
  if (verdict === 'delivered') return finish({ ...base, status: 'delivered', nextAttemptAt: null });
  if (verdict === 'gone') {
    await deps.store.webhooks.update({ ...hook, enabled: false, disabledReason: 'gone', updatedAt: deps.now().toISOString() });
    forgetProjectWebhooks(deps, hook.projectId);
    return finish({ ...base, status: 'failed', nextAttemptAt: null, lastError: 'the receiver answered 410 Gone: the webhook was turned off' });
  }
  const next = verdict === 'retry' ? nextAttemptAt(delivery.eventAt, deps.now(), attempts, random()) : null;
  const saved = await finish({ ...base, status: next ? 'pending' : 'failed', nextAttemptAt: next });
  if (next) await requestDrain(deps, new Date(next));
  return saved;
}
