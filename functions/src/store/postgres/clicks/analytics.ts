// Report reads on PostgreSQL over the counters record() and countInstall() keep: a range of days
// is a range of click_rollup's primary key (project, day, ...), summed here; clicks themselves
// are never read.

import type { Pool } from 'pg';
import { addRow, type RollupRow } from '../../../domain/analytics/report';
import { emptyRollup } from '../../../domain/analytics/types';
import type { AnalyticsRepo } from '../../ports';
import { rows } from '../database/transaction';

export function postgresAnalytics(pool: Pool): AnalyticsRepo {
  return {
    async rollup(projectId, from, to) {
      const found = await rows<RollupRow>(
        pool,
        `SELECT day, slug, country, platform, referrer_host AS "referrerHost", clicks, installs
         FROM click_rollup WHERE project_id = $1 AND day BETWEEN $2 AND $3`,
        [projectId, from, to],
      );
      const rollup = emptyRollup();
      for (const r of found) addRow(rollup, r);
      return rollup;
    },
    async influencers(projectId) {
      // Ordered by bytes (the "C" collation of the column), as the other stores order ids.
      return rows<{ influencerId: string; uniqueUsers: number }>(
        pool,
        `SELECT influencer_id AS "influencerId", unique_users AS "uniqueUsers"
         FROM influencer_stats WHERE project_id = $1 AND clicks > 0 ORDER BY influencer_id`,
        [projectId],
      );
    },
  };
}
