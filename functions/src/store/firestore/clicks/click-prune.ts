// Deleting raw clicks past a project's retention, where the TTL policy has not (clicks logged
// before the policy, or a retention shortened since; self-hosted on Firestore, where the timer
// runs it). Per history shard, the range `shard ==, clickedAt <` on the (shard, clickedAt desc) index the
// history already has; the project is folded first (clicks.ts), so every deleted click has been
// counted. Reads up to `max` a shard and deletes the `max` newest of them.

import type { Firestore } from 'firebase-admin/firestore';
import type { ClickRepo } from '../../ports';
import { HISTORY_SHARDS } from './click-doc';
import { paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';

/** Firestore's limit on the writes of one batch. */
const BATCH = 500;

export function firestoreClickPrune(db: Firestore): ClickRepo['pruneBefore'] {
  return async function pruneBefore(projectId, before, max) {
    // Up to `max` from each shard: old clicks may all sit in one shard (a shard is picked at
    // random per click), and a short answer would end the job's loop with old clicks left.
    const perShard = Math.max(1, max);
    const pages = await Promise.all(
      Array.from({ length: HISTORY_SHARDS }, (_, shard) =>
        buildQuery(paths.clicks(db, projectId), {
          where: [['shard', '==', shard], ['clickedAt', '<', before]],
          orderBy: [['clickedAt', 'desc']],
          limit: perShard,
        }).get(),
      ),
    );
    const refs = pages
      .flatMap((page) => page.docs)
      .sort((a, b) => String(b.get('clickedAt')).localeCompare(String(a.get('clickedAt'))))
      .slice(0, max)
      .map((doc) => doc.ref);
    for (let i = 0; i < refs.length; i += BATCH) {
      const batch = db.batch();
      for (const ref of refs.slice(i, i + BATCH)) batch.delete(ref);
      await batch.commit();
    }
    return refs.length;
  };
}
