// API keys, looked up by the SHA-256 hash of the presented key.

import type { Database } from 'better-sqlite3';
import type { ApiKeyRecord } from '../../../domain/projects/types';
import type { KeyRepo } from '../../ports';

export function sqliteKeys(db: Database): KeyRepo {
  const insert = db.prepare('INSERT INTO api_keys (id, project_id, hash, doc) VALUES (?, ?, ?, ?)');
  const byHash = db.prepare<[string], { doc: string }>('SELECT doc FROM api_keys WHERE hash = ?');
  const byProject = db.prepare<[string], { doc: string }>('SELECT doc FROM api_keys WHERE project_id = ? ORDER BY id');
  const remove = db.prepare('DELETE FROM api_keys WHERE project_id = ? AND id = ?');
  const parse = (row: { doc: string }) => JSON.parse(row.doc) as ApiKeyRecord;

  return {
    async create(key) {
      insert.run(key.id, key.projectId, key.hash, JSON.stringify(key));
    },
    async findByHash(hash) {
      const row = byHash.get(hash);
      return row ? parse(row) : null;
    },
    async list(projectId) {
      return byProject.all(projectId).map(parse);
    },
    async delete(projectId, keyId) {
      return remove.run(projectId, keyId).changes > 0;
    },
  };
}
