// Deleting raw clicks past a project's retention, where the TTL policy has not (clicks logged
// before the policy, or a retention shortened since; self-hosted on Firestore, where the timer
// runs it). One query over every history shard, `shard in [...], clickedAt <`, on the (shard,
// clickedAt desc) index the history already has; the project is folded first (clicks.ts), so
// every deleted click has been counted. Reads and deletes up to `max`, newest first.

import type { Firestore } from 'firebase-admin/firestore';
import type { ClickRepo } from '../../ports';
import { paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { ALL_HISTORY_SHARDS } from './click-doc';

/** Firestore's limit on the writes of one batch. */
const BATCH = 500;

export function firestoreClickPrune(db: Firestore): ClickRepo['pruneBefore'] {
  return async function pruneBefore(projectId, before, max) {
    const page = await buildQuery(paths.clicks(db, projectId), {
      where: [
        ['shard', 'in', ALL_HISTORY_SHARDS],
        ['clickedAt', '<', before],
      ],
      orderBy: [['clickedAt', 'desc']],
      limit: Math.max(1, max),
    }).get();
    const refs = page.docs.slice(0, max).map((doc) => doc.ref);
    for (let i = 0; i < refs.length; i += BATCH) {
      const batch = db.batch();
      for (const ref of refs.slice(i, i + BATCH)) batch.delete(ref);
      await batch.commit();
    }
    return refs.length;
  };
}
