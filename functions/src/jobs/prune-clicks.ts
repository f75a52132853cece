// Deletes raw clicks past their project's retention (default 90 days), in bounded
// batches: a run stops after `maxPerRun` deletions and the next run goes on, and the event
// loop turns between batches so the self-hosted server keeps answering. Counters and daily
// reports were folded from these clicks long before and are kept. On Cloud Functions the
// Firestore TTL policy on `clicks.expireAt` does this instead (docs/analytics.md).

import { retentionCutoff, retentionDaysOf } from '../domain/clicks/retention';
import type { ServiceDeps } from '../services/deps';
import { allProjects } from '../services/transfer/export-projects';

export async function pruneRawClicks(deps: Pick<ServiceDeps, 'store' | 'now'>, perBatch = 1_000, maxPerRun = 50_000): Promise<number> {
  const now = deps.now();
  let total = 0;
  for await (const project of allProjects(deps)) {
    const before = retentionCutoff(now, retentionDaysOf(project));
    for (;;) {
      const asked = Math.min(perBatch, maxPerRun - total);
      const deleted = await deps.store.clicks.pruneBefore(project.id, before, asked);
      total += deleted;
      if (total >= maxPerRun) return total;
      if (deleted < asked) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return total;
}
