// Clicks logged by the version before the log was sharded carry no `logShard`, so the fold's
// query (fold-project.ts) cannot see them. When this version first folds a project whose state
// it did not write, it keeps that state as the project's legacy tail; once LEGACY_GRACE_MS has
// passed (every instance of the old version has stopped logging by then), it reads the
// unsharded clicks past the old watermark once, through the history index (`shard`,
// `clickedAt`), and folds them in `loggedAt` order behind the tail's own watermark, so a crash
// or a racing folder neither loses nor doubles one. Then the tail is gone for good.
//
// Cost, once per project: the clicks logged from LEGACY_SLACK_MS before the old watermark to
// LEGACY_GRACE_MS after the switch are read (sharded ones too, then skipped); writes as a fold.

import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { tallyClicks } from '../../../domain/clicks/click-tally';
import { scanClickDocs } from '../clicks/click-scan';
import { paths } from '../database/documents';
import { isPast, type LegacyTail, MAX_WRITES, readFoldState, sameWatermark, toLoggedClick, type Watermark, watermarkAfter } from './fold-state';
import { stageTally } from './stage-tally';

/** Longer than a deploy's rollout plus the redirect function's timeout. */
export const LEGACY_GRACE_MS = 15 * 60_000;
/**
 * `clickedAt` is the instance's clock when the visit arrived, `loggedAt` the commit's: a click
 * logged after the old watermark arrived at most this long before it (request time and skew).
 */
export const LEGACY_SLACK_MS = 5 * 60_000;
/**
 * A project the old version never folded has no state: its unsharded clicks can only be that
 * recent, since the old scheduled fold ran every minute for every project with clicks.
 */
export const LEGACY_LOOKBACK_MS = 60 * 60_000;
const PAGE = 2_000;

/** Marks the state as the sharded log's, keeping what it held as the legacy tail. */
export async function adoptLegacyState(db: Firestore, projectId: string, existed: boolean, now = Date.now()): Promise<void> {
  const stateRef = paths.clickFold(db, projectId);
  await db.runTransaction(async (tx) => {
    const state = readFoldState(await tx.get(stateRef));
    if (state.sharded) return;
    const from: Watermark = existed ? state : { through: Timestamp.fromMillis(now - LEGACY_LOOKBACK_MS), ids: [] };
    const legacy = { through: from.through, ids: from.ids, seenAt: Timestamp.fromMillis(now) };
    tx.set(stateRef, { sharded: true, legacy }, { merge: true });
  });
}

/** Folds the legacy tail once its grace has passed; answers the clicks folded. */
export async function foldLegacyTail(db: Firestore, projectId: string, tail: LegacyTail, now = Date.now()): Promise<number> {
  if (now < tail.seenAt.toMillis() + LEGACY_GRACE_MS) return 0;
  const waiting = (await unshardedSince(db, projectId, tail)).filter((doc) => isPast(tail, doc.id, doc.get('loggedAt') as Timestamp));
  waiting.sort((a, b) => compareLogged(a, b));
  const stateRef = paths.clickFold(db, projectId);
  let mark: Watermark = tail;
  let folded = 0;
  do {
    const { tally, taken } = tallyClicks(waiting.slice(folded, folded + PAGE).map(toLoggedClick), MAX_WRITES);
    const expected = mark;
    const next = taken > 0 ? watermarkAfter(mark, waiting.slice(folded, folded + taken)) : mark;
    const done = folded + taken >= waiting.length;
    const committed = await db.runTransaction(async (tx) => {
      const state = readFoldState(await tx.get(stateRef));
      if (!state.legacy || !sameWatermark(state.legacy, expected)) return false;
      stageTally(db, tx, projectId, tally);
      // null rather than a field delete, which the emulator the tests run on ignores.
      tx.update(stateRef, { legacy: done ? null : { through: next.through, ids: next.ids, seenAt: tail.seenAt } });
      return true;
    });
    // Another folder moved the tail on: it will finish it.
    if (!committed) return folded;
    folded += taken;
    mark = next;
  } while (folded < waiting.length);
  return folded;
}

/** Every click without a log shard that arrived in the tail's window, through the history index. */
async function unshardedSince(db: Firestore, projectId: string, tail: LegacyTail): Promise<QueryDocumentSnapshot[]> {
  const from = new Date(tail.through.toMillis() - LEGACY_SLACK_MS).toISOString();
  const to = new Date(tail.seenAt.toMillis() + LEGACY_GRACE_MS).toISOString();
  const found: QueryDocumentSnapshot[] = [];
  for await (const docs of scanClickDocs(db, projectId, { from, to }, PAGE)) {
    found.push(...docs.filter((doc) => doc.get('logShard') === undefined && doc.get('loggedAt') instanceof Timestamp));
  }
  return found;
}

function compareLogged(a: QueryDocumentSnapshot, b: QueryDocumentSnapshot): number {
  const [x, y] = [(a.get('loggedAt') as Timestamp).valueOf(), (b.get('loggedAt') as Timestamp).valueOf()];
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
