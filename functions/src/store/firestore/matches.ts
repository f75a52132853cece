// Pending deferred matches in `pendingMatches/{clickId}` (written with their click by
// clicks.record: click-fold/click-log.ts, or click-writes.ts for a capped link) and install
// counters in `projects/{pid}/installs/{scope}:{id}/shards/{k}`.
//
// Cost of each call:
// - byClipboardToken / byReferrerToken: one equality query, limit 1 (1 read; the tokens are
//   random, so their single-field indexes take writes evenly).
// - candidates: one query on the (ipHash, osFamily, projectId, clickedAt desc) composite
//   index, `limit` reads at most.
// - consume: one transaction, 1 read (2 when it consumes: the click too); commits 2 updates
//   (the match, and the click's installMatched) only when it consumes.
// - enrich: the token query (1 read) + 1 update.
// - deleteExpired: one name-only query over every expiry shard (`limit` reads at most, 1 when
//   nothing is expired) + one batch of deletes per 500.
// - countInstall: 0 reads, one batch of 1-3 blind increments on random shards.
// - installCount: one sum aggregation over the scope's shards.

import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { StoredMatch } from '../../domain/clicks/types';
import type { MatchRepo } from '../ports';
import { ALL_EXPIRY_SHARDS, fromMatchDoc } from './clicks/click-doc';
import { stageInstallRollup } from './clicks/click-rollup';
import { hasCode, NOT_FOUND, paths, randomShard, withoutUndefined } from './database/documents';
import { buildQuery, buildSum } from './database/query-registry';

/**
 * A link's installs follow its clicks (a viral link can bring several a second), and one
 * document takes about one write a second; as many shards as its click counter.
 */
export const INSTALL_SHARDS = 10;

/** Firestore's cap on writes in one batch. */
const MAX_BATCH_WRITES = 500;

type Token = 'clipboardToken' | 'referrerToken';

export function firestoreMatches(db: Firestore): MatchRepo {
  const findByToken = async (field: Token, token: string) => {
    const snap = await buildQuery(paths.pendingMatches(db), { where: [[field, '==', token]], limit: 1 }).get();
    return snap.docs[0] ?? null;
  };
  const byToken = async (field: Token, token: string): Promise<StoredMatch | null> => {
    const doc = await findByToken(field, token);
    return doc ? fromMatchDoc(doc.data()) : null;
  };

  return {
    byClipboardToken: (token) => byToken('clipboardToken', token),
    byReferrerToken: (token) => byToken('referrerToken', token),
    async candidates(projectId, ipHash, osFamily, since, limit) {
      const snap = await buildQuery(paths.pendingMatches(db), {
        where: [
          ['projectId', '==', projectId],
          ['ipHash', '==', ipHash],
          ['osFamily', '==', osFamily],
          ['clickedAt', '>=', since],
        ],
        orderBy: [['clickedAt', 'desc']],
        limit,
      }).get();
      return snap.docs.map((d) => fromMatchDoc(d.data()));
    },
    consume(clickId, deviceKey, now, graceMs) {
      const ref = paths.pendingMatch(db, clickId);
      // The read puts the doc in the transaction, so of racing callers that all saw it
      // unconsumed only one commits; the others retry, see it consumed and write nothing.
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return 'taken' as const;
        const match = fromMatchDoc(snap.data()!);
        if (!match.consumedAt) {
          // The click remembers that it led to an install (exports show it after the match expires).
          const click = paths.clicks(db, match.projectId).doc(clickId);
          const clickSnap = await tx.get(click);
          tx.update(ref, { consumedAt: now, consumedBy: deviceKey });
          if (clickSnap.exists) tx.update(click, { installMatched: true });
          return 'consumed' as const;
        }
        const sameDevice = match.consumedBy === deviceKey;
        return sameDevice && Date.parse(now) - Date.parse(match.consumedAt) <= graceMs ? ('grace' as const) : ('taken' as const);
      });
    },
    async enrich(clipboardToken, signals) {
      const doc = await findByToken('clipboardToken', clipboardToken);
      if (!doc) return false;
      try {
        // update() replaces the whole `signals` map, so a later beacon never mixes with an older one.
        await doc.ref.update({ signals: withoutUndefined(signals) });
        return true;
      } catch (error) {
        // Expired and deleted between the query and the update.
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },
    async deleteExpired(now, limit) {
      const before = Timestamp.fromDate(new Date(now));
      // Every shard in one name-only query: the documents are about to go, their fields are not needed.
      const query = buildQuery(paths.pendingMatches(db), {
        where: [
          ['expiryShard', 'in', ALL_EXPIRY_SHARDS],
          ['expireAt', '<', before],
        ],
        limit,
      });
      const refs: DocumentReference[] = (await query.select().get()).docs.map((d) => d.ref);
      for (let i = 0; i < refs.length; i += MAX_BATCH_WRITES) {
        const batch = db.batch();
        for (const ref of refs.slice(i, i + MAX_BATCH_WRITES)) batch.delete(ref);
        await batch.commit();
      }
      return refs.length;
    },
    async countInstall(install) {
      const { projectId, slug, influencerId, campaignId } = install;
      // Blind increments, no read: installs of one link never contend. One batch keeps the
      // three counts in step.
      const batch = db.batch();
      const bump = (scope: string, id: string) =>
        batch.set(randomShard(paths.installShards(db, projectId, scope, id), INSTALL_SHARDS), { count: FieldValue.increment(1) }, { merge: true });
      bump('link', slug);
      if (influencerId) bump('influencer', influencerId);
      if (campaignId) bump('campaign', campaignId);
      stageInstallRollup(db, batch, install);
      await batch.commit();
    },
    async installCount(projectId, scope, id) {
      const snap = await buildSum(paths.installShards(db, projectId, scope, id), 'count').get();
      return snap.data().total ?? 0;
    },
  };
}
