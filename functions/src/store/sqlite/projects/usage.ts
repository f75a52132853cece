// Monthly usage counters (links created, clicks counted) per project.

import type { Database } from 'better-sqlite3';
import type { UsageRepo } from '../../ports';

type Metric = 'links' | 'clicks';

export function sqliteUsage(db: Database): UsageRepo {
  const ensure = db.prepare('INSERT OR IGNORE INTO usage (project_id, month) VALUES (?, ?)');
  const read = db.prepare<[string, string], { links: number; clicks: number }>('SELECT links, clicks FROM usage WHERE project_id = ? AND month = ?');
  // Column names cannot be bound, so each metric gets its own prepared statements.
  const add = {
    links: db.prepare('UPDATE usage SET links = links + ? WHERE project_id = ? AND month = ?'),
    clicks: db.prepare('UPDATE usage SET clicks = clicks + ? WHERE project_id = ? AND month = ?'),
  };
  const subtract = {
    links: db.prepare('UPDATE usage SET links = MAX(0, links - ?) WHERE project_id = ? AND month = ?'),
    clicks: db.prepare('UPDATE usage SET clicks = MAX(0, clicks - ?) WHERE project_id = ? AND month = ?'),
  };

  const consume = db.transaction((projectId: string, month: string, metric: Metric, amount: number, limit: number) => {
    ensure.run(projectId, month);
    const current = read.get(projectId, month)![metric];
    const granted = Math.max(0, Math.min(amount, limit - current));
    if (granted > 0) add[metric].run(granted, projectId, month);
    return granted;
  });

  return {
    async consume(projectId, month, metric, amount, limit) {
      return consume.immediate(projectId, month, metric, amount, limit);
    },
    async release(projectId, month, metric, amount) {
      subtract[metric].run(amount, projectId, month);
    },
    async get(projectId, month) {
      return read.get(projectId, month) ?? { links: 0, clicks: 0 };
    },
    async closeMonth() {
      return 0; // one row per project and month already: nothing to compact
    },
  };
}
