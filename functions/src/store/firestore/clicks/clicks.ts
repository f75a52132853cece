// Clicks in `projects/{projectId}/clicks/{clickId}`, pending matches in
// `pendingMatches/{clickId}`, and the sharded counters a click adds to: folded later for most
// clicks (click-fold/), at once for a capped link's (click-writes.ts).
//
// Cost of record():
// - uncapped link: 0 reads, one batch commit of 1 write (the click; 2 with a pending match;
//   one more now and then to mark the project for the scheduled fold). The counters are folded
//   from the clicks later (click-fold/), a click read once, its counters written once per fold.
// - capped link (maxClicks): one transaction that reads all CLICK_SHARDS link shards, then
//   commits the click with every counter at once (click-writes.ts), so the cap is exact; a
//   refused visit costs those reads and no write. Racing visits to the same link abort and
//   retry each other, which is fine at the low volume a capped link gets by nature, and is
//   what keeps the cap exact.

import type { Firestore } from 'firebase-admin/firestore';
import type { ClickRepo } from '../../ports';
import { type ClickLoggerOptions, clickLogger } from '../click-fold/click-log';
import { foldProjectClicks } from '../click-fold/fold-project';
import { foldRecentClicks } from '../click-fold/fold-recent';
import { CLICK_SHARDS, paths } from '../database/documents';
import { buildQuery, buildSum } from '../database/query-registry';
import { ALL_HISTORY_SHARDS, fromClickDoc, fromPendingDoc, newestFirst } from './click-doc';
import { firestoreClickPrune } from './click-prune';
import { firestoreClickScan } from './click-scan';
import type { ClickWrite } from './click-writes';
import { stageClick } from './click-writes';

/**
 * Racing capped visits abort each other until the cap is reached; then they write nothing and
 * stop contending. The default 5 tries passed the contract's 20-way race on the emulator, but
 * a visit that loses every round needs up to maxClicks + 1; 10 (as usage.consume) leaves
 * margin without letting backoff run for minutes on the redirect path.
 */
const CAPPED_ATTEMPTS = 10;

export function firestoreClicks(db: Firestore, logger: ClickLoggerOptions = {}): ClickRepo {
  const stageLoggedClick = clickLogger(db, logger);
  const recordCapped = (write: ClickWrite, maxClicks: number) =>
    db.runTransaction(
      async (tx) => {
        const link = paths.links(db, write.click.projectId).doc(write.click.slug);
        const shards = await tx.getAll(...Array.from({ length: CLICK_SHARDS }, (_, i) => paths.shard(link, i)));
        const counted = shards.reduce((sum, s) => sum + (Number(s.get('count')) || 0), 0);
        if (counted >= maxClicks) return 'capped' as const;
        stageClick(db, tx, write);
        return 'recorded' as const;
      },
      { maxAttempts: CAPPED_ATTEMPTS },
    );

  return {
    async record(click, { maxClicks, month, pending, retentionDays }) {
      const write: ClickWrite = { click, month, pending, retentionDays };
      if (maxClicks !== undefined) {
        // The cap counts the link's clicks logged before it was set, too.
        await foldProjectClicks(db, click.projectId);
        return recordCapped(write, maxClicks);
      }
      const batch = db.batch();
      stageLoggedClick(batch, write);
      await batch.commit();
      return 'recorded';
    },
    scan: firestoreClickScan(db),
    pruneBefore: firestoreClickPrune(db),
    async history(projectId, slug, limit) {
      // Every shard in one query, merged newest first by Firestore.
      const snap = await buildQuery(paths.clicks(db, projectId), {
        where: [
          ['slug', '==', slug],
          ['shard', 'in', ALL_HISTORY_SHARDS],
        ],
        orderBy: [['clickedAt', 'desc']],
        limit,
      }).get();
      return snap.docs.map((d) => fromClickDoc(d.data())).sort(newestFirst);
    },
    async influencerClicks(projectId, influencerId) {
      const snap = await buildSum(paths.influencerClickShards(db, projectId, influencerId), 'count').get();
      return snap.data().total ?? 0;
    },
    async campaignClicks(projectId, campaignId) {
      const snap = await buildSum(paths.campaignClickShards(db, projectId, campaignId), 'count').get();
      return snap.data().total ?? 0;
    },
    foldLogged: () => foldRecentClicks(db),
    async pendingMatch(clickId) {
      const snap = await paths.pendingMatch(db, clickId).get();
      return snap.exists ? fromPendingDoc(snap.data()!) : null;
    },
  };
}
