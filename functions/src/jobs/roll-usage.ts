// Monthly usage rolls over on the 1st, 00:00 UTC: counters are keyed by UTC month
// (usageMonth), so the new month's quota starts at zero the moment it begins, with no reset
// write racing the first clicks. What the job does is close the month that ended: on
// Firestore its click count is spread over shard documents (so no click reads-then-writes a hot
// document); the job folds them into the month's counter document and deletes them, so a closed
// month is one document and no shard is left behind. SQLite keeps one row per month: nothing to do.

import { usageMonth } from '../domain/plans/plans';
import type { ServiceDeps } from '../services/deps';

/** The UTC month before the one `now` falls in. */
export function previousUsageMonth(now: Date): string {
  return usageMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

export async function rollMonthlyUsage(deps: Pick<ServiceDeps, 'store' | 'now'>): Promise<{ month: string; projects: number }> {
  const month = previousUsageMonth(deps.now());
  return { month, projects: await deps.store.usage.closeMonth(month) };
}
