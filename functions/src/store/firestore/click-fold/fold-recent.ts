// The scheduled fold (every minute): folds each project marked in the fold queue during the
// last DIRTY_WINDOW_MS. Reads that need fresh counters fold their project themselves; this
// keeps the rest (and projects nobody looks at) within about a minute. Every project gets up
// to 25 rounds first; then, until RUN_BUDGET_MS is spent, the projects with clicks still
// waiting (a peak) fold on, so one hot project's backlog drains at the fold's full speed
// without keeping the others waiting (docs/firebase-scale.md).
// Cost: 1 read per marked project (min 1) + the folds' own (fold-project.ts). Marks carry a
// shard like the clicks (click-log.ts): one query reads every shard's range.

import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { ALL_LOG_SHARDS, DIRTY_WINDOW_MS } from './click-log';
import { foldProjectRounds } from './fold-project';

/** Projects folded at once. */
const PARALLEL = 4;
/** A run stops starting rounds after this: the next run starts a minute after this one did. */
export const RUN_BUDGET_MS = 50_000;

export interface FoldRunOptions {
  clock?: () => number;
  /** Rounds each project gets before the projects still behind fold on. */
  firstPassRounds?: number;
}

export async function foldRecentClicks(db: Firestore, { clock = Date.now, firstPassRounds = 25 }: FoldRunOptions = {}): Promise<number> {
  const started = clock();
  const until = started + RUN_BUDGET_MS;
  const since = Timestamp.fromMillis(started - DIRTY_WINDOW_MS);
  const marked = await buildQuery(paths.clickFoldQueue(db), {
    where: [
      ['dirtyShard', 'in', ALL_LOG_SHARDS],
      ['dirtyAt', '>=', since],
    ],
  }).get();
  let folded = 0;
  const fold = async (projects: string[], maxRounds: number) => {
    const behind: string[] = [];
    for (let i = 0; i < projects.length; i += PARALLEL) {
      const group = projects.slice(i, i + PARALLEL);
      const results = await Promise.all(group.map((projectId) => foldProjectRounds(db, projectId, { maxRounds, until, clock })));
      results.forEach((result, j) => {
        folded += result.folded;
        if (result.more) behind.push(group[j]!);
      });
    }
    return behind;
  };
  const behind = await fold(
    marked.docs.map((doc) => doc.id),
    firstPassRounds,
  );
  await fold(behind, Infinity);
  return folded;
}
