// Deletes pending deferred matches whose 24-hour window has passed, in bounded batches so one
// run never holds the store (or a Cloud Functions instance) for long. On Firestore a TTL
// policy on `expireAt` also deletes them; this job bounds the TTL's lag (up to a day).

import type { ServiceDeps } from '../services/deps';

export async function expirePendingMatches(deps: Pick<ServiceDeps, 'store' | 'now'>, batchSize = 500, maxBatches = 20): Promise<number> {
  const now = deps.now().toISOString();
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const deleted = await deps.store.matches.deleteExpired(now, batchSize);
    total += deleted;
    if (deleted < batchSize) break;
  }
  return total;
}
