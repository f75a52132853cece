// Drains the delivery outbox: claims the due deliveries and attempts them. The
// `deliverWebhooks` job runs it: every second on the self-hosted server (jobs/timers.ts), every
// minute on Firebase (a scheduled function). A claim lasts `claimMs`: a process killed mid-delivery leaves
// its claimed deliveries due again then, so each is delivered at least once, never zero times.

import type { ServiceDeps } from '../deps';
import { attemptDelivery } from './deliver';

export interface DispatcherOptions {
  claimMs?: number;
  batch?: number;
}

/** Attempts every delivery due now (one claim of `batch`); answers how many were attempted. */
export async function drainDue(deps: ServiceDeps, { claimMs = 30_000, batch = 20 }: DispatcherOptions = {}): Promise<number> {
  const now = deps.now();
  const due = await deps.store.webhooks.claimDue(now.toISOString(), new Date(now.getTime() + claimMs).toISOString(), batch);
  await Promise.all(due.map((delivery) => attemptDelivery(deps, delivery)));
  return due.length;
}

/** Drains claim after claim until the due ones are done or `budgetMs` is spent (a job's run). */
export async function drainWebhooks(deps: ServiceDeps, options: DispatcherOptions = {}, budgetMs = 50_000): Promise<number> {
  const batch = options.batch ?? 20;
  const until = Date.now() + budgetMs;
  let total = 0;
  for (let n = batch; n === batch && Date.now() < until; total += n) n = await drainDue(deps, options);
  return total;
}
