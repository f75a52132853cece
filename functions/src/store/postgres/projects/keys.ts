// API keys, looked up by the SHA-256 hash of the presented key.

import type { Pool } from 'pg';
import type { ApiKeyRecord } from '../../../domain/projects/types';
import type { KeyRepo } from '../../ports';
import { changed, row, rows } from '../database/transaction';

export function postgresKeys(pool: Pool): KeyRepo {
  const parse = (r: { doc: string }) => JSON.parse(r.doc) as ApiKeyRecord;
  return {
    async create(key) {
      await pool.query('INSERT INTO api_keys (id, project_id, hash, doc) VALUES ($1, $2, $3, $4)', [key.id, key.projectId, key.hash, JSON.stringify(key)]);
    },
    async findByHash(hash) {
      const found = await row<{ doc: string }>(pool, 'SELECT doc FROM api_keys WHERE hash = $1', [hash]);
      return found ? parse(found) : null;
    },
    async list(projectId) {
      return (await rows<{ doc: string }>(pool, 'SELECT doc FROM api_keys WHERE project_id = $1 ORDER BY id', [projectId])).map(parse);
    },
    async delete(projectId, keyId) {
      return (await changed(pool, 'DELETE FROM api_keys WHERE project_id = $1 AND id = $2', [projectId, keyId])) > 0;
    },
  };
}
