// Clicks on PostgreSQL: record() is one transaction that writes the click and every counter it
// feeds (record-click.ts), so there is no click log and foldLogged has nothing to do. History and
// exports read the clicks table; the counters are read from their rows as they are.

import type { Pool } from 'pg';
import type { ClickEvent, PendingMatch } from '../../../domain/clicks/types';
import type { ClickRepo } from '../../ports';
import { changed, row, rows } from '../database/transaction';
import { postgresClickScan } from './click-scan';
import { recordClick } from './record-click';

export function postgresClicks(pool: Pool): ClickRepo {
  const counter = async (sql: string, params: unknown[]) => (await row<{ clicks: number }>(pool, sql, params))?.clicks ?? 0;

  return {
    record: recordClick(pool),
    scan: postgresClickScan(pool),
    async history(projectId, slug, limit) {
      // The id breaks ties between clicks of one time, as the scan does (there is no rowid).
      const found = await rows<{ doc: string }>(pool, 'SELECT doc FROM clicks WHERE project_id = $1 AND slug = $2 ORDER BY clicked_at DESC, id DESC LIMIT $3', [
        projectId,
        slug,
        limit,
      ]);
      return found.map((r) => JSON.parse(r.doc) as ClickEvent);
    },
    async pruneBefore(projectId, before, max) {
      // Counters were added when each click was recorded: deleting the raw click leaves them.
      // SKIP LOCKED: processes pruning at once each take their own rows rather than waiting.
      return changed(
        pool,
        `DELETE FROM clicks WHERE (project_id, clicked_at, id) IN (
           SELECT project_id, clicked_at, id FROM clicks WHERE project_id = $1 AND clicked_at < $2
           ORDER BY clicked_at LIMIT $3 FOR UPDATE SKIP LOCKED)`,
        [projectId, before, max],
      );
    },
    influencerClicks: (projectId, influencerId) =>
      counter('SELECT clicks FROM influencer_stats WHERE project_id = $1 AND influencer_id = $2', [projectId, influencerId]),
    campaignClicks: (projectId, campaignId) => counter('SELECT clicks FROM campaign_stats WHERE project_id = $1 AND campaign_id = $2', [projectId, campaignId]),
    async pendingMatch(clickId) {
      const found = await row<{ doc: string }>(pool, 'SELECT doc FROM pending_matches WHERE click_id = $1', [clickId]);
      return found ? (JSON.parse(found.doc) as PendingMatch) : null;
    },
    async foldLogged() {
      return 0; // every counter is written with its click
    },
  };
}
