// Links in `projects/{projectId}/links/{slug}`, their click counters sharded underneath in
// `clickShards/{0..CLICK_SHARDS - 1}`. The create itself reports a taken slug; nothing checks first.

import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { LinkRepo } from '../../ports';
import { foldProjectClicks } from '../click-fold/fold-project';
import { documentId } from '../database/doc-id';
import { ALREADY_EXISTS, CLICK_SHARDS, hasCode, NOT_FOUND, paths } from '../database/documents';
import { buildSum } from '../database/query-registry';
import { fromLinkDoc, toLinkDoc } from './link-doc';
import { firestoreLinkList } from './link-list';
import { updateLink } from './link-update';

export function firestoreLinks(db: Firestore): LinkRepo {
  const ref = (projectId: string, slug: string) => paths.links(db, projectId).doc(documentId(slug));

  return {
    async createIfAbsent(link) {
      try {
        await ref(link.projectId, link.slug).create(toLinkDoc(link));
        return true;
      } catch (error) {
        if (hasCode(error, ALREADY_EXISTS)) return false;
        throw error;
      }
    },
    async createAllIfAbsent(links) {
      if (links.length === 0) return [];
      const refs = links.map((link) => ref(link.projectId, link.slug));
      // One transaction: the reads lock the slugs, and the creates commit together or not at all.
      const attempt = () =>
        db.runTransaction(async (tx) => {
          const snaps = await tx.getAll(...refs);
          const seen = new Set<string>();
          const taken: number[] = [];
          refs.forEach((docRef, i) => {
            if (seen.has(docRef.path) || snaps[i]!.exists) taken.push(i);
            seen.add(docRef.path);
          });
          if (taken.length === 0) links.forEach((link, i) => tx.create(refs[i]!, toLinkDoc(link)));
          return taken;
        });
      // A plain create (createIfAbsent) that lands between the reads and the commit fails the
      // commit's precondition with ALREADY_EXISTS, which the transaction does not retry: one
      // more attempt reads that link and answers its index as taken.
      return attempt().catch((error: unknown) => {
        if (hasCode(error, ALREADY_EXISTS)) return attempt();
        throw error;
      });
    },
    async get(projectId, slug) {
      const snap = await ref(projectId, slug).get();
      return snap.exists ? fromLinkDoc(snap.data()!) : null;
    },
    list: firestoreLinkList(db),
    async update(projectId, slug, patch, now) {
      // A rename moves the link's count: fold what is waiting under the old slug first.
      if (patch.slug !== undefined && patch.slug !== slug) await foldProjectClicks(db, projectId);
      return updateLink(db, projectId, slug, patch, now);
    },
    async setHealth(projectId, slug, health) {
      try {
        await ref(projectId, slug).update({ health });
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },
    async delete(projectId, slug) {
      // Fold first, so no fold recreates the deleted link's counter afterwards.
      await foldProjectClicks(db, projectId);
      // One atomic batch: the precondition on the link fails the whole batch when it is gone,
      // and deleting a shard that was never written is a no-op.
      const link = ref(projectId, slug);
      const batch = db.batch().delete(link, { exists: true });
      for (let i = 0; i < CLICK_SHARDS; i++) batch.delete(paths.shard(link, i));
      try {
        await batch.commit();
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },
    async incrementClicks(projectId, slug, by = 1) {
      const shard = paths.shard(ref(projectId, slug), Math.floor(Math.random() * CLICK_SHARDS));
      await shard.set({ count: FieldValue.increment(by) }, { merge: true });
    },
    async clickCount(projectId, slug) {
      const snap = await buildSum(paths.clickShards(ref(projectId, slug)), 'count').get();
      return snap.data().total ?? 0;
    },
    async clickCounts(projectId, slugs) {
      const counts = new Map(slugs.map((slug) => [slug, 0]));
      if (counts.size === 0) return counts;
      // One batched read of every shard of every link (CLICK_SHARDS per link, a shard never
      // written reads as missing), rather than one sum aggregation per link.
      const wanted = [...counts.keys()];
      const shards = wanted.flatMap((slug) => {
        const link = ref(projectId, slug);
        return Array.from({ length: CLICK_SHARDS }, (_, i) => paths.shard(link, i));
      });
      const snaps = await db.getAll(...shards);
      snaps.forEach((snap, i) => {
        const slug = wanted[Math.floor(i / CLICK_SHARDS)]!;
        const count = snap.exists ? Number(snap.get('count') ?? 0) : 0;
        counts.set(slug, counts.get(slug)! + count);
      });
      return counts;
    },
  };
}
