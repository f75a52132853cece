// Monthly usage counters in `projects/{projectId}/usage/{month}` ({links, clicks}).
// consume is a transaction so racing callers never push a counter past its limit.
// Recorded clicks are not in that doc (a per-click transaction on it would cap the project's
// click rate): folds add them to the `clickShards` under it, which get() adds to the doc's
// `clicks`, with the clicks still waiting for a fold (click-fold/unfolded.ts).

import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { UsageRepo } from '../../ports';
import { foldRecentClicks } from '../click-fold/fold-recent';
import { unfoldedClicks } from '../click-fold/unfolded';
import { paths } from '../database/documents';
import { buildSum } from '../database/query-registry';
import { closeUsageMonth } from './usage-close';

/**
 * Every create in a bulk races for the same counter. 5 tries (the default) passed the 12-way
 * contract race on the emulator; 10 leaves margin without letting backoff run for minutes.
 */
const CONSUME_ATTEMPTS = 10;

/** release uses a blind decrement, so a counter can dip below 0; reads treat that as 0. */
const read = (snap: DocumentSnapshot, metric: 'links' | 'clicks'): number => {
  const value: unknown = snap.get(metric);
  return typeof value === 'number' && value > 0 ? value : 0;
};

export function firestoreUsage(db: Firestore): UsageRepo {
  return {
    consume(projectId, month, metric, amount, limit) {
      const ref = paths.usage(db, projectId, month);
      return db.runTransaction(
        async (tx) => {
          const current = read(await tx.get(ref), metric);
          const granted = Math.max(0, Math.min(amount, limit - current));
          if (granted > 0) tx.set(ref, { [metric]: current + granted }, { merge: true });
          return granted;
        },
        { maxAttempts: CONSUME_ATTEMPTS },
      );
    },
    async release(projectId, month, metric, amount) {
      // No transaction: giving back must not contend with consumers, nor fail a request.
      await paths.usage(db, projectId, month).set({ [metric]: FieldValue.increment(-amount) }, { merge: true });
    },
    async get(projectId, month) {
      const [snap, recorded, waiting] = await Promise.all([
        paths.usage(db, projectId, month).get(),
        buildSum(paths.usageClickShards(db, projectId, month), 'count').get(),
        unfoldedClicks(db, projectId, month),
      ]);
      return { links: read(snap, 'links'), clicks: read(snap, 'clicks') + (recorded.data().total ?? 0) + waiting };
    },
    async closeMonth(month) {
      // Clicks of the month still in the log join its shards before they are closed.
      await foldRecentClicks(db);
      return closeUsageMonth(db, month);
    },
  };
}
