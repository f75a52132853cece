// link.clicked: raised after the fact from the stored clicks, never on the visit
// itself, so a redirect pays nothing for it. A job walks each subscribed webhook's clicks
// forward in time windows (domain/webhooks/click-window.ts) and stores one delivery per click;
// the webhook's `clicksFrom` then moves to the window's end. A run that dies between the two
// raises that window again: the same event ids (clickEventId), so receivers see duplicates they
// can drop, never a gap.

import type { ProjectRecord } from '../../domain/projects/types';
import { type ClickWindow, clickEventId, nextClickWindow } from '../../domain/webhooks/click-window';
import { eventAllowed } from '../../domain/webhooks/events';
import { clickData, eventOf } from '../../domain/webhooks/payloads';
import type { WebhookRecord } from '../../domain/webhooks/types';
import type { ServiceDeps } from '../deps';
import { requestDrain } from './drain-request';
import { deliveriesFor } from './emit';

export interface ClickEventOptions {
  /** How far behind now the window ends: past the redirect's 30 s timeout, so every click in it is written. */
  lagMs?: number;
  /** The longest window one step takes. */
  windowMs?: number;
  /** A run stops starting new windows after this long (the next run goes on). */
  budgetMs?: number;
}

export const CLICK_EVENT_LAG_MS = 40_000;
const SCAN_BATCH = 500;

/** Raises link.clicked for every subscribed webhook's clicks up to now - lag; answers how many. */
export async function raiseClickEvents(
  deps: ServiceDeps,
  { lagMs = CLICK_EVENT_LAG_MS, windowMs = 60_000, budgetMs = 40_000 }: ClickEventOptions = {},
): Promise<number> {
  const stopAt = Date.now() + budgetMs;
  let raised = 0;
  // A project's webhooks share one read of it (its plan) per run.
  const plans = new Map<string, Promise<ProjectRecord | null>>();
  for (const hook of await deps.store.webhooks.clickSubscribers()) {
    if (!plans.has(hook.projectId)) plans.set(hook.projectId, deps.store.projects.get(hook.projectId));
    const project = await plans.get(hook.projectId)!;
    // A project that left the paid plans keeps the webhook; its clicks are skipped, not saved up.
    const allowed = project !== null && eventAllowed(project.plan, 'link.clicked');
    let from = hook.clicksFrom ?? hook.createdAt;
    for (
      let window = nextClickWindow(from, deps.now(), lagMs, windowMs);
      window && Date.now() < stopAt;
      window = nextClickWindow(from, deps.now(), lagMs, windowMs)
    ) {
      if (allowed) raised += await raiseWindow(deps, hook, window);
      await deps.store.webhooks.setClicksFrom(hook.projectId, hook.id, window.to);
      from = window.to;
    }
  }
  return raised;
}

async function raiseWindow(deps: ServiceDeps, hook: WebhookRecord, window: ClickWindow): Promise<number> {
  const now = deps.now().toISOString();
  let raised = 0;
  for await (const clicks of deps.store.clicks.scan(hook.projectId, window, SCAN_BATCH)) {
    const events = clicks.map((click) => eventOf(clickEventId(click.id), 'link.clicked', hook.projectId, click.clickedAt, clickData(click)));
    await deps.store.webhooks.enqueue(events.flatMap((event) => deliveriesFor(event, [hook], now)));
    raised += events.length;
  }
  if (raised > 0) await requestDrain(deps);
  return raised;
}
