// Monthly usage counters (links created, clicks counted), one row per project and month. The
// clicks column is also moved by the clicks repository, in the transaction that records a click.

import type { Pool } from 'pg';
import type { UsageRepo } from '../../ports';
import { inTransaction, row } from '../database/transaction';

type Metric = 'links' | 'clicks';

// Column names cannot be bound: the metric picks from these two, never from the caller's text.
const COLUMN: Record<Metric, string> = { links: 'links', clicks: 'clicks' };

export function postgresUsage(pool: Pool): UsageRepo {
  return {
    async consume(projectId, month, metric, amount, limit) {
      const column = COLUMN[metric];
      return inTransaction(pool, async (db) => {
        await db.query('INSERT INTO usage (project_id, month) VALUES ($1, $2) ON CONFLICT (project_id, month) DO NOTHING', [projectId, month]);
        // The row stays held until commit: racing consumers, from any process, read the counter
        // one after the other, so none grants what another already took.
        const current = (await row<{ n: number }>(db, `SELECT ${column} AS n FROM usage WHERE project_id = $1 AND month = $2 FOR UPDATE`, [projectId, month]))!
          .n;
        const granted = Math.max(0, Math.min(amount, limit - current));
        if (granted > 0) await db.query(`UPDATE usage SET ${column} = ${column} + $3 WHERE project_id = $1 AND month = $2`, [projectId, month, granted]);
        return granted;
      });
    },
    async release(projectId, month, metric, amount) {
      const column = COLUMN[metric];
      await pool.query(`UPDATE usage SET ${column} = GREATEST(0, ${column} - $3) WHERE project_id = $1 AND month = $2`, [projectId, month, amount]);
    },
    async get(projectId, month) {
      return (
        (await row<{ links: number; clicks: number }>(pool, 'SELECT links, clicks FROM usage WHERE project_id = $1 AND month = $2', [projectId, month])) ?? {
          links: 0,
          clicks: 0,
        }
      );
    },
    async closeMonth() {
      return 0; // counted at write time, one row per project and month: nothing to compact
    },
  };
}
