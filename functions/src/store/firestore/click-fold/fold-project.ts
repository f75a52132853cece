// Folds a project's click log into its counters. A visit writes only its click,
// stamped `loggedAt` by Firestore at commit (a server timestamp); this reads the clicks logged
// since the fold state's `through`, oldest first, and commits their tally together with the
// new state in one transaction that first checks the state is still the one it started from.
//
// Why it neither misses nor double-counts a click:
// - Firestore reads are strongly consistent: a query sees every commit stamped before its read
//   time, so a click older than the newest one a query returned can never appear later.
// - The query asks for every log shard at once (`logShard in [...]`, click-log.ts); Firestore
//   merges the shards' ranges in `loggedAt` order, so one watermark covers every shard.
// - Clicks stamped at exactly `through` that were folded are listed in `ids` and skipped.
// - Two folders racing (the minute job, a console read) read the same state; the second
//   transaction sees the state moved and folds nothing, then starts again from the new state.
// Clicks of capped links (maxClicks) are counted at once in their own transaction and carry no
// `loggedAt`, so no fold ever sees them; nor does any click logged before folding existed.
// Clicks logged before the log was sharded are folded once by legacy-tail.ts.
//
// Cost per round: 1 read (state) + 1 read per click (min 1) + 1 transactional read per commit;
// writes: one per counter the round's clicks touch (link, month, day, ...) + 1 (state) per commit.

import type { Firestore, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { tallyClicks } from '../../../domain/clicks/click-tally';
import { paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { ALL_LOG_SHARDS } from './click-log';
import { MAX_WRITES, readFoldState, sameWatermark, toLoggedClick, type Watermark, watermarkAfter } from './fold-state';
import { adoptLegacyState, foldLegacyTail } from './legacy-tail';
import { stageTally } from './stage-tally';

/** Clicks read per round (one query; folded in as many commits as their counters need). */
const PAGE = 2_000;

/**
 * The query of clicks logged at or after `through` (the ones at it were maybe folded), every
 * log shard at once: Firestore runs one range per shard and merges them in `loggedAt` order.
 */
export const loggedSince = (db: Firestore, projectId: string, through: Timestamp, limit?: number) =>
  buildQuery(paths.clicks(db, projectId), {
    where: [
      ['logShard', 'in', ALL_LOG_SHARDS],
      ['loggedAt', '>=', through],
    ],
    orderBy: [['loggedAt', 'asc']],
    ...(limit ? { limit } : {}),
  });

const loggedAtOf = (doc: QueryDocumentSnapshot) => doc.get('loggedAt') as Timestamp;

/**
 * One round: one page of the log, folded in as many commits as its counters need. Answers how
 * many clicks it folded and whether more may be waiting.
 */
async function foldRound(db: Firestore, projectId: string): Promise<{ folded: number; more: boolean }> {
  const stateRef = paths.clickFold(db, projectId);
  const snap = await stateRef.get();
  const state = readFoldState(snap);
  let legacyFolded = 0;
  if (!state.sharded) await adoptLegacyState(db, projectId, snap.exists);
  else if (state.legacy) legacyFolded = await foldLegacyTail(db, projectId, state.legacy);
  let mark: Watermark = state;
  const page = await loggedSince(db, projectId, mark.through, PAGE).get();
  let rest = page.docs.filter((doc) => !loggedAtOf(doc).isEqual(mark.through) || !mark.ids.includes(doc.id));
  let folded = legacyFolded;
  while (rest.length > 0) {
    const { tally, taken } = tallyClicks(rest.slice(0, PAGE).map(toLoggedClick), MAX_WRITES);
    const expected = mark;
    const next = watermarkAfter(mark, rest.slice(0, taken));
    const committed = await db.runTransaction(async (tx) => {
      if (!sameWatermark(readFoldState(await tx.get(stateRef)), expected)) return false;
      stageTally(db, tx, projectId, tally);
      // merge: the `sharded` mark and a legacy tail's state stay as they are.
      tx.set(stateRef, { through: next.through, ids: next.ids }, { merge: true });
      return true;
    });
    // Another folder moved on: start again from its state.
    if (!committed) return { folded, more: true };
    folded += taken;
    mark = next;
    rest = rest.slice(taken);
  }
  return { folded, more: page.size === PAGE };
}

export interface FoldBounds {
  /** Rounds at most (a read that folds first must not wait long). */
  maxRounds?: number;
  /** No round starts at or after this time (ms): the scheduled fold's budget. */
  until?: number;
  clock?: () => number;
}

/** Folds rounds until the log is folded or a bound is reached; answers the clicks folded and whether more wait. */
export async function foldProjectRounds(
  db: Firestore,
  projectId: string,
  { maxRounds = 25, until = Infinity, clock = Date.now }: FoldBounds = {},
): Promise<{ folded: number; more: boolean }> {
  let total = 0;
  for (let round = 0; round < maxRounds && clock() < until; round++) {
    const { folded, more } = await foldRound(db, projectId);
    total += folded;
    if (!more) return { folded: total, more: false };
  }
  return { folded: total, more: true };
}

/** Folds rounds until the log is folded or a bound is reached; answers the clicks folded. */
export async function foldProjectClicks(db: Firestore, projectId: string, bounds: FoldBounds = {}): Promise<number> {
  return (await foldProjectRounds(db, projectId, bounds)).folded;
}
