// Clicks of a month logged but not folded yet, counted without folding: the quota check on the
// redirect path reads usage through this, so a visit never waits for a fold's writes.
// Cost: 2 reads (the fold state, one count aggregation per 1,000 clicks waiting), 3 when the
// last fold ended on a tie; the count covers every log shard in one aggregation. Clicks of a
// legacy tail (legacy-tail.ts) are not in it until folded.

import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '../database/documents';
import { buildCount } from '../database/query-registry';
import { ALL_LOG_SHARDS } from './click-log';
import { readFoldState } from './fold-state';

export async function unfoldedClicks(db: Firestore, projectId: string, month: string): Promise<number> {
  const state = readFoldState(await paths.clickFold(db, projectId).get());
  const waiting = await buildCount(paths.clicks(db, projectId), {
    where: [
      ['logShard', 'in', ALL_LOG_SHARDS],
      ['usageMonth', '==', month],
      ['loggedAt', '>=', state.through],
    ],
  }).get();
  // Clicks at exactly `through` that were folded are in the count too (when of this month).
  if (state.ids.length === 0) return waiting.data().count;
  const atThrough = await buildCount(paths.clicks(db, projectId), {
    where: [
      ['logShard', 'in', ALL_LOG_SHARDS],
      ['usageMonth', '==', month],
      ['loggedAt', '==', state.through],
    ],
  }).get();
  return Math.max(0, waiting.data().count - Math.min(state.ids.length, atThrough.data().count));
}
