// The fold's state document (`projects/{id}/clickFold/state`): how far the click log is folded.
// `through` is the newest folded `loggedAt` and `ids` the clicks folded at exactly that instant,
// one watermark for every log shard, since the fold reads all shards merged in `loggedAt` order.
// `sharded` says the state belongs to the sharded log; a state without it was left by the
// version before, whose unsharded clicks (no `logShard`) the fold's query cannot see: those
// wait in `legacy` until legacy-tail.ts has folded them.

import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { LoggedClick } from '../../../domain/clicks/click-tally';
import { usageMonth } from '../../../domain/plans/plans';
import { fromClickDoc } from '../clicks/click-doc';

/** Counter writes per commit: under Firestore's 500 writes a commit, with the state's. */
export const MAX_WRITES = 450;

export interface Watermark {
  through: Timestamp;
  ids: string[];
}

export interface LegacyTail extends Watermark {
  /** When this version first found the project's unsharded state. */
  seenAt: Timestamp;
}

export interface FoldState extends Watermark {
  sharded: boolean;
  legacy: LegacyTail | null;
}

const EPOCH = Timestamp.fromMillis(0);

/** A project created by this version starts with this state, so it has no legacy tail to look for. */
export const NEW_FOLD_STATE = { sharded: true } as const;

export function readWatermark(value: unknown): Watermark {
  const { through, ids } = (value ?? {}) as { through?: unknown; ids?: unknown };
  return {
    through: through instanceof Timestamp ? through : EPOCH,
    ids: Array.isArray(ids) ? ids.map(String) : [],
  };
}

export function readFoldState(snap: DocumentSnapshot): FoldState {
  const legacy: unknown = snap.get('legacy');
  const seenAt: unknown = (legacy as { seenAt?: unknown } | undefined)?.seenAt;
  return {
    ...readWatermark(snap.data()),
    sharded: snap.get('sharded') === true,
    legacy: legacy && seenAt instanceof Timestamp ? { ...readWatermark(legacy), seenAt } : null,
  };
}

export const sameWatermark = (a: Watermark, b: Watermark) => a.through.isEqual(b.through) && a.ids.join() === b.ids.join();

const loggedAtOf = (doc: { get(field: string): unknown }) => doc.get('loggedAt') as Timestamp;

/** The watermark after folding `docs` (in `loggedAt` order) on top of `mark`. */
export function watermarkAfter(mark: Watermark, docs: { id: string; get(field: string): unknown }[]): Watermark {
  const through = loggedAtOf(docs[docs.length - 1]!);
  const ids = docs.filter((doc) => loggedAtOf(doc).isEqual(through)).map((doc) => doc.id);
  return { through, ids: through.isEqual(mark.through) ? [...mark.ids, ...ids] : ids };
}

/** Whether a click logged at `loggedAt` is past `mark` (not folded yet). */
export const isPast = (mark: Watermark, id: string, loggedAt: Timestamp) =>
  loggedAt.valueOf() > mark.through.valueOf() || (loggedAt.isEqual(mark.through) && !mark.ids.includes(id));

export const toLoggedClick = (doc: QueryDocumentSnapshot): LoggedClick => {
  const click = fromClickDoc(doc.data());
  const month: unknown = doc.get('usageMonth');
  return { click, month: typeof month === 'string' ? month : usageMonth(new Date(click.clickedAt)) };
};
