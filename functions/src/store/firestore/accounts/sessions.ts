// Sessions in `sessions/{hash}` and set-password links in `passwordTokens/{hash}`: the id is
// the SHA-256 of the token, so checking a presented one is one direct get. A link is consumed
// in a transaction: of two racing uses, exactly one reads it before its delete commits.

import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import type { PasswordTokenRecord, SessionRecord } from '../../../domain/accounts/types';
import type { PasswordTokenRepo, SessionRepo } from '../../accounts-ports';
import { documentId } from '../database/doc-id';
import { hasCode, NOT_FOUND, paths } from '../database/documents';
import { buildQuery, type QuerySpec } from '../database/query-registry';

/** Firestore's limit on writes in one batch. */
const BATCH = 500;

/** Deletes what the query finds, a batch at a time; answers how many. */
async function deleteFound(db: Firestore, from: CollectionReference, spec: QuerySpec, max = Infinity): Promise<number> {
  let deleted = 0;
  while (deleted < max) {
    const snap = await buildQuery(from, { ...spec, limit: Math.min(BATCH, max - deleted) }).get();
    if (snap.empty) break;
    const batch = db.batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
    if (snap.size < BATCH) break;
  }
  return deleted;
}

export function firestoreSessions(db: Firestore): SessionRepo {
  const sessions = paths.sessions(db);
  return {
    async create(session) {
      await sessions.doc(session.hash).create(session);
    },
    async get(hash) {
      const snap = await sessions.doc(documentId(hash)).get();
      return snap.exists ? (snap.data() as SessionRecord) : null;
    },
    async touch(hash, lastSeenAt) {
      try {
        await sessions.doc(documentId(hash)).update({ lastSeenAt });
      } catch (error) {
        if (!hasCode(error, NOT_FOUND)) throw error;
      }
    },
    async delete(hash) {
      try {
        await sessions.doc(documentId(hash)).delete({ exists: true });
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },
    deleteForUser: (uid) => deleteFound(db, sessions, { where: [['uid', '==', uid]] }),
    deleteExpired: (now, limit) => deleteFound(db, sessions, { where: [['expiresAt', '<', now]] }, limit),
  };
}

export function firestorePasswordTokens(db: Firestore): PasswordTokenRepo {
  const tokens = paths.passwordTokens(db);
  return {
    async create(token) {
      await tokens.doc(token.hash).create(token);
    },
    consume(hash, now) {
      return db.runTransaction(async (tx) => {
        const ref = tokens.doc(documentId(hash));
        const snap = await tx.get(ref);
        if (!snap.exists) return null;
        tx.delete(ref);
        const token = snap.data() as PasswordTokenRecord;
        return token.expiresAt > now ? token : null;
      });
    },
    async deleteForUser(uid) {
      await deleteFound(db, tokens, { where: [['uid', '==', uid]] });
    },
  };
}
