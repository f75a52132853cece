// A project's webhooks as raising an event reads them, cached in process per project. The only
// module that reads or clears `deps.caches.webhooks` (docs/architecture.md, "Caches"): whoever
// changes a webhook calls forgetProjectWebhooks, so this process raises its next event with the
// change, and another process may raise events for the old list for up to the TTL.

import type { WebhookRecord } from '../../domain/webhooks/types';
import { TtlCache } from '../../platform/ttl-cache';
import type { ServiceDeps } from '../deps';

/** One read per project and process every 10 s, not one per event (docs/webhooks.md, cost). */
const TTL_MS = 10_000;

/** The cache deps.caches.webhooks holds: project id to its webhooks. */
export const newWebhookCache = () => new TtlCache<WebhookRecord[]>(10_000, TTL_MS);

export function projectWebhooks(deps: ServiceDeps, projectId: string): Promise<WebhookRecord[]> {
  return deps.caches.webhooks.getOrLoad(projectId, () => deps.store.webhooks.list(projectId));
}

export function forgetProjectWebhooks(deps: ServiceDeps, projectId: string): void {
  deps.caches.webhooks.delete(projectId);
}
