// Report reads over the rollups click-rollup.ts writes: a range of days is a range of the
// primary key (project, day, ...), folded in memory; clicks themselves are never read.

import type { Database } from 'better-sqlite3';
import { addRow, type RollupRow } from '../../domain/analytics/report';
import { emptyRollup } from '../../domain/analytics/types';
import type { AnalyticsRepo } from '../ports';

export function sqliteAnalytics(db: Database): AnalyticsRepo {
  const rows = db.prepare<[string, string, string], RollupRow>(
    `SELECT day, slug, country, platform, referrer_host AS referrerHost, clicks, installs
     FROM click_rollup WHERE project_id = ? AND day BETWEEN ? AND ?`,
  );
  const influencers = db.prepare<[string], { influencerId: string; uniqueUsers: number }>(
    `SELECT influencer_id AS influencerId, unique_users AS uniqueUsers
     FROM influencer_stats WHERE project_id = ? AND clicks > 0 ORDER BY influencer_id`,
  );

  return {
    async rollup(projectId, from, to) {
      const rollup = emptyRollup();
      for (const row of rows.iterate(projectId, from, to)) addRow(rollup, row);
      return rollup;
    },
    async influencers(projectId) {
      return influencers.all(projectId);
    },
  };
}
