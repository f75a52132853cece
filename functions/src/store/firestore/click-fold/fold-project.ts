// Folds a project's click log into its counters (issue #13). A visit writes only its click,
// stamped `loggedAt` by Firestore at commit (a server timestamp); this reads the clicks logged
// since the fold state's `through`, oldest first, and commits their tally together with the
// new state in one transaction that first checks the state is still the one it started from.
//
// Why it neither misses nor double-counts a click:
// - Firestore reads are strongly consistent: a query sees every commit stamped before its read
//   time, so a click older than the newest one a query returned can never appear later.
// - Clicks stamped at exactly `through` that were folded are listed in `ids` and skipped.
// - Two folders racing (the minute job, a console read) read the same state; the second
//   transaction sees the state moved and folds nothing, then starts again from the new state.
// Clicks of capped links (maxClicks) are counted at once in their own transaction and carry no
// `loggedAt`, so no fold ever sees them; nor does any click logged before folding existed.
//
// Cost per round: 1 read (state) + 1 read per click (min 1) + 1 transactional read per commit;
// writes: one per counter the round's clicks touch (link, month, day, ...) + 1 (state) per commit.

import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { tallyClicks, type LoggedClick } from '../../../domain/clicks/click-tally';
import { usageMonth } from '../../../domain/plans/plans';
import { fromClickDoc } from '../clicks/click-doc';
import { paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { stageTally } from './stage-tally';

/** Clicks read per round (one query; folded in as many commits as their counters need). */
const PAGE = 2_000;
/** Counter writes per round: under Firestore's 500 writes a commit, with the state's. */
const MAX_WRITES = 450;
const EPOCH = Timestamp.fromMillis(0);

export interface FoldState {
  through: Timestamp;
  ids: string[];
}

export function readFoldState(snap: DocumentSnapshot): FoldState {
  const through: unknown = snap.get('through');
  const ids: unknown = snap.get('ids');
  return {
    through: through instanceof Timestamp ? through : EPOCH,
    ids: Array.isArray(ids) ? ids.map(String) : [],
  };
}

const sameState = (a: FoldState, b: FoldState) => a.through.isEqual(b.through) && a.ids.join() === b.ids.join();

/** The query of clicks logged at or after `through` (the ones at it were maybe folded). */
export const loggedSince = (db: Firestore, projectId: string, through: Timestamp, limit?: number) =>
  buildQuery(paths.clicks(db, projectId), { where: [['loggedAt', '>=', through]], orderBy: [['loggedAt', 'asc']], ...(limit ? { limit } : {}) });

const toLoggedClick = (doc: QueryDocumentSnapshot): LoggedClick => {
  const click = fromClickDoc(doc.data());
  const month: unknown = doc.get('usageMonth');
  return { click, month: typeof month === 'string' ? month : usageMonth(new Date(click.clickedAt)) };
};

const loggedAtOf = (doc: QueryDocumentSnapshot) => doc.get('loggedAt') as Timestamp;

/** The state after folding `docs` (in order) on top of `state`. */
function stateAfter(state: FoldState, docs: QueryDocumentSnapshot[]): FoldState {
  const through = loggedAtOf(docs[docs.length - 1]!);
  const ids = docs.filter((doc) => loggedAtOf(doc).isEqual(through)).map((doc) => doc.id);
  return { through, ids: through.isEqual(state.through) ? [...state.ids, ...ids] : ids };
}

/**
 * One round: one page of the log, folded in as many commits as its counters need. Answers how
 * many clicks it folded and whether more may be waiting.
 */
async function foldRound(db: Firestore, projectId: string): Promise<{ folded: number; more: boolean }> {
  const stateRef = paths.clickFold(db, projectId);
  let state = readFoldState(await stateRef.get());
  const page = await loggedSince(db, projectId, state.through, PAGE).get();
  let rest = page.docs.filter((doc) => !loggedAtOf(doc).isEqual(state.through) || !state.ids.includes(doc.id));
  let folded = 0;
  while (rest.length > 0) {
    const { tally, taken } = tallyClicks(rest.slice(0, PAGE).map(toLoggedClick), MAX_WRITES);
    const expected = state;
    const next = stateAfter(state, rest.slice(0, taken));
    const committed = await db.runTransaction(async (tx) => {
      if (!sameState(readFoldState(await tx.get(stateRef)), expected)) return false;
      stageTally(db, tx, projectId, tally);
      tx.set(stateRef, { through: next.through, ids: next.ids });
      return true;
    });
    // Another folder moved on: start again from its state.
    if (!committed) return { folded, more: true };
    folded += taken;
    state = next;
    rest = rest.slice(taken);
  }
  return { folded, more: page.size === PAGE };
}

/** Folds rounds until the log is folded or `maxRounds` ran; answers the clicks folded. */
export async function foldProjectClicks(db: Firestore, projectId: string, maxRounds = 25): Promise<number> {
  let total = 0;
  for (let round = 0; round < maxRounds; round++) {
    const { folded, more } = await foldRound(db, projectId);
    total += folded;
    if (!more) break;
  }
  return total;
}
