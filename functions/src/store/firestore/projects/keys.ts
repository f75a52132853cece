// API keys in `apiKeys/{hash}`: the document id is the SHA-256 of the key, so checking a
// presented key is one direct get.

import type { Firestore } from 'firebase-admin/firestore';
import type { ApiKeyRecord } from '../../../domain/projects/types';
import type { KeyRepo } from '../../ports';
import { hasCode, NOT_FOUND, paths, withoutUndefined } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { byId } from './project-doc';

export function firestoreKeys(db: Firestore): KeyRepo {
  const keys = paths.keys(db);

  return {
    async create(key) {
      await keys.doc(key.hash).create(withoutUndefined(key));
    },
    async findByHash(hash) {
      const snap = await keys.doc(hash).get();
      return snap.exists ? (snap.data() as ApiKeyRecord) : null;
    },
    async list(projectId) {
      const snap = await buildQuery(keys, { where: [['projectId', '==', projectId]] }).get();
      return snap.docs.map((d) => d.data() as ApiKeyRecord).sort(byId);
    },
    async delete(projectId, keyId) {
      // Key ids are unique, so one field is enough to find it; the project is checked here.
      const snap = await buildQuery(keys, { where: [['id', '==', keyId]] }).get();
      const doc = snap.docs.find((d) => d.get('projectId') === projectId);
      if (!doc) return false;
      try {
        await doc.ref.delete({ exists: true });
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },
  };
}
