// After deliveries are stored or rescheduled: on Firebase, ask the task queue to send them when
// they are due (platform/webhook-tasks.ts). Never fails the caller: the deliveries are stored,
// and the sweeping deliverWebhooks job sends them if the request is lost.

import type { ServiceDeps } from '../deps';

export async function requestDrain(deps: ServiceDeps, at?: Date): Promise<void> {
  if (!deps.webhooks.requestDrain) return;
  try {
    await deps.webhooks.requestDrain(at);
  } catch (error) {
    deps.log.warn('Webhook drain not queued: the sweeping job will send the deliveries', { at: at?.toISOString(), error: (error as Error).message });
  }
}
