// Updating a link, and renaming it when the patch carries a new slug: one transaction moves
// the document, its click shards and its history (newest clicks), and a taken slug is a conflict.

import type { DocumentReference, Firestore, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HISTORY_SIZE } from '../../../domain/clicks/types';
import { applyLinkPatch } from '../../../domain/links/apply-patch';
import type { LinkPatch, LinkRecord } from '../../../domain/links/types';
import { StoreConflictError } from '../../ports';
import { ALL_HISTORY_SHARDS, fromClickDoc, newestFirst } from '../clicks/click-doc';
import { documentId } from '../database/doc-id';
import { ALREADY_EXISTS, CLICK_SHARDS, hasCode, paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { fromLinkDoc, toLinkDoc } from './link-doc';

export function updateLink(db: Firestore, projectId: string, slug: string, patch: LinkPatch, now: string): Promise<LinkRecord | null> {
  const links = paths.links(db, projectId);
  const run = db.runTransaction(async (tx) => {
    const from = links.doc(documentId(slug));
    const snap = await tx.get(from);
    if (!snap.exists) return null;
    const current = fromLinkDoc(snap.data()!);
    const next = applyLinkPatch(current, patch, now);
    if (next.slug === slug) {
      tx.set(from, toLinkDoc(next, current));
      return next;
    }
    await rename(db, tx, from, links.doc(next.slug), next);
    return next;
  });
  // The create() in rename reports a slug taken by a writer that raced past the read.
  return run.catch((error: unknown) => {
    throw hasCode(error, ALREADY_EXISTS) ? new StoreConflictError('slug') : error;
  });
}

async function rename(db: Firestore, tx: Transaction, from: DocumentReference, to: DocumentReference, next: LinkRecord): Promise<void> {
  const shards = (link: DocumentReference) => Array.from({ length: CLICK_SHARDS }, (_, i) => paths.shard(link, i));
  const [target, ...counts] = await tx.getAll(to, ...shards(from));
  if (target?.exists) throw new StoreConflictError('slug');
  const history = await newestClicks(db, tx, next.projectId, from.id);
  tx.create(to, toLinkDoc(next));
  tx.delete(from);
  // Every target shard is written or deleted: counts left by an earlier link of that slug
  // must not be added to this one's.
  shards(to).forEach((shard, i) => {
    const count = counts[i];
    if (count?.exists) tx.set(shard, count.data()!);
    else tx.delete(shard);
  });
  for (const shard of shards(from)) tx.delete(shard);
  for (const click of history) tx.update(click.ref, { slug: next.slug });
}

/** The link's newest HISTORY_SIZE clicks, read the way ClickRepo.history reads them. */
async function newestClicks(db: Firestore, tx: Transaction, projectId: string, slug: string): Promise<QueryDocumentSnapshot[]> {
  const snap = await tx.get(
    buildQuery(paths.clicks(db, projectId), {
      where: [
        ['slug', '==', slug],
        ['shard', 'in', ALL_HISTORY_SHARDS],
      ],
      orderBy: [['clickedAt', 'desc']],
      limit: HISTORY_SIZE,
    }),
  );
  return snap.docs.sort((a, b) => newestFirst(fromClickDoc(a.data()), fromClickDoc(b.data())));
}
