// Retargeting-pixel visitors on PostgreSQL: one row per hashed browser per project, with visit
// counts. One upsert per visit, so processes recording the same browser at once both count.

import type { Pool } from 'pg';
import type { PixelRepo } from '../../ports';
import { row } from '../database/transaction';

export function postgresPixel(pool: Pool): PixelRepo {
  return {
    async recordVisit(projectId, visitorHash, at) {
      await pool.query(
        `INSERT INTO pixel_visitors AS v (project_id, visitor_hash, first_seen, last_seen) VALUES ($1, $2, $3, $3)
         ON CONFLICT (project_id, visitor_hash) DO UPDATE SET last_seen = excluded.last_seen, visits = v.visits + 1`,
        [projectId, visitorHash, at],
      );
    },
    async visitedBefore(projectId, visitorHash) {
      return (await row(pool, 'SELECT 1 FROM pixel_visitors WHERE project_id = $1 AND visitor_hash = $2', [projectId, visitorHash])) !== null;
    },
  };
}
