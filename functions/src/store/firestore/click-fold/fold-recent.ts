// The scheduled fold (every minute): folds each project marked in the fold queue during the
// last DIRTY_WINDOW_MS. Reads that need fresh counters fold their project themselves; this
// keeps the rest (and projects nobody looks at) within about a minute.
// Cost: 1 read per marked project (min 1) + the folds' own (fold-project.ts). Marks carry a
// shard like the clicks (click-log.ts): one query reads every shard's range.

import { Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { foldProjectClicks } from './fold-project';
import { ALL_LOG_SHARDS, DIRTY_WINDOW_MS } from './click-log';

/** Projects folded at once. */
const PARALLEL = 4;

export async function foldRecentClicks(db: Firestore, now: number = Date.now()): Promise<number> {
  const since = Timestamp.fromMillis(now - DIRTY_WINDOW_MS);
  const marked = await buildQuery(paths.clickFoldQueue(db), { where: [['dirtyShard', 'in', ALL_LOG_SHARDS], ['dirtyAt', '>=', since]] }).get();
  const projects = marked.docs.map((doc) => doc.id);
  let folded = 0;
  for (let i = 0; i < projects.length; i += PARALLEL) {
    const counts = await Promise.all(projects.slice(i, i + PARALLEL).map((projectId) => foldProjectClicks(db, projectId)));
    folded += counts.reduce((a, b) => a + b, 0);
  }
  return folded;
}
