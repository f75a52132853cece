// Retargeting-pixel visitors: one row per hashed browser per project, with visit counts.

import type { Database } from 'better-sqlite3';
import type { PixelRepo } from '../ports';

export function sqlitePixel(db: Database): PixelRepo {
  const upsert = db.prepare(
    `INSERT INTO pixel_visitors (project_id, visitor_hash, first_seen, last_seen) VALUES (?, ?, ?, ?)
     ON CONFLICT (project_id, visitor_hash) DO UPDATE SET last_seen = excluded.last_seen, visits = visits + 1`,
  );
  const seen = db.prepare('SELECT 1 FROM pixel_visitors WHERE project_id = ? AND visitor_hash = ?');
  return {
    async recordVisit(projectId, visitorHash, at) {
      upsert.run(projectId, visitorHash, at, at);
    },
    async visitedBefore(projectId, visitorHash) {
      return seen.get(projectId, visitorHash) !== undefined;
    },
  };
}
