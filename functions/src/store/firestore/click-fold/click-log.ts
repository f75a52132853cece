// What an uncapped visit writes on Firestore: its click (stamped `loggedAt` by the server at
// commit, which is what fold-project.ts orders by) and, for mobile, its pending match. Nothing
// else: the counters are folded later. Now and then (once per MARK_EVERY_MS per project and
// instance) the same batch also marks the project in the fold queue, so the scheduled fold
// knows where clicks arrived without a read or write per click.

import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { ClickWrite } from '../clicks/click-writes';
import { toClickDoc, toPendingDoc } from '../clicks/click-doc';
import { paths } from '../database/documents';

/**
 * A project keeps its mark while any instance logs clicks at least this often; the scheduled
 * fold looks at marks of the last DIRTY_WINDOW_MS, so every click is seen by several runs.
 */
export const MARK_EVERY_MS = 20_000;
export const DIRTY_WINDOW_MS = 5 * 60_000;

export function clickLogger(db: Firestore, clock: () => number = Date.now) {
  const markedAt = new Map<string, number>();
  return function stageLoggedClick(batch: WriteBatch, { click, month, pending, retentionDays }: ClickWrite): void {
    const logged = { ...toClickDoc(click, retentionDays), usageMonth: month, loggedAt: FieldValue.serverTimestamp() };
    batch.create(paths.clicks(db, click.projectId).doc(click.id), logged);
    if (pending) batch.create(paths.pendingMatch(db, pending.clickId), toPendingDoc(pending));
    const now = clock();
    if (now - (markedAt.get(click.projectId) ?? -Infinity) >= MARK_EVERY_MS) {
      markedAt.set(click.projectId, now);
      batch.set(paths.clickFoldQueue(db).doc(click.projectId), { dirtyAt: FieldValue.serverTimestamp() }, { merge: true });
    }
  };
}
