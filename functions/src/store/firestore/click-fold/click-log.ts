// What an uncapped visit writes on Firestore: its click (stamped `loggedAt` by the server at
// commit, which is what fold-project.ts orders by) and, for mobile, its pending match. Nothing
// else: the counters are folded later. Now and then (once per MARK_EVERY_MS per project and
// instance) the same batch also marks the project in the fold queue, so the scheduled fold
// knows where clicks arrived without a read or write per click.
//
// `loggedAt` grows with time, and an index whose first ordered field grows with time takes
// about 500 writes a second before its last range turns into a hotspot. So every logged click
// carries a random `logShard`, and every index that orders the log by `loggedAt` starts with
// it: CLICK_LOG_SHARDS ranges grow side by side. Readers ask for all shards in one `in` query,
// which Firestore answers merged in `loggedAt` order (docs/firebase-scale.md has the figures).

import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { toClickDoc, toPendingDoc } from '../clicks/click-doc';
import type { ClickWrite } from '../clicks/click-writes';
import { paths } from '../database/documents';

/**
 * Shards of the click log's ordering: 20 ranges of about 500 writes a second each, so one
 * project's log takes about 10,000 clicks a second. At most 30, Firestore's limit for `in`.
 */
export const CLICK_LOG_SHARDS = 20;
/** Every shard, as the readers' `in` filter lists them. */
export const ALL_LOG_SHARDS: readonly number[] = Array.from({ length: CLICK_LOG_SHARDS }, (_, shard) => shard);

/**
 * A project keeps its mark while any instance logs clicks at least this often; the scheduled
 * fold looks at marks of the last DIRTY_WINDOW_MS, so every click is seen by several runs.
 */
export const MARK_EVERY_MS = 20_000;
export const DIRTY_WINDOW_MS = 5 * 60_000;

export interface ClickLoggerOptions {
  clock?: () => number;
  /** How many shards this writer spreads its clicks over (1 to CLICK_LOG_SHARDS; tests narrow it). */
  logShards?: number;
  random?: () => number;
}

export function clickLogger(db: Firestore, { clock = Date.now, logShards = CLICK_LOG_SHARDS, random = Math.random }: ClickLoggerOptions = {}) {
  if (!Number.isInteger(logShards) || logShards < 1 || logShards > CLICK_LOG_SHARDS) throw new RangeError(`logShards must be 1 to ${CLICK_LOG_SHARDS}`);
  const markedAt = new Map<string, number>();
  const pick = () => Math.floor(random() * logShards);
  return function stageLoggedClick(batch: WriteBatch, { click, month, pending, retentionDays }: ClickWrite): void {
    const logged = { ...toClickDoc(click, retentionDays), usageMonth: month, logShard: pick(), loggedAt: FieldValue.serverTimestamp() };
    batch.create(paths.clicks(db, click.projectId).doc(click.id), logged);
    if (pending) batch.create(paths.pendingMatch(db, pending.clickId), toPendingDoc(pending));
    const now = clock();
    if (now - (markedAt.get(click.projectId) ?? -Infinity) >= MARK_EVERY_MS) {
      markedAt.set(click.projectId, now);
      // The queue is ordered by `dirtyAt` too: its shard spreads the marks of many projects.
      const mark = { dirtyAt: FieldValue.serverTimestamp(), dirtyShard: pick() };
      batch.set(paths.clickFoldQueue(db).doc(click.projectId), mark, { merge: true });
    }
  };
}
