// Click recording: a visit's one write is its click_log row
// (click-fold/click-log.ts), which carries a mobile click's pending match too; the rest is folded
// from the log in batches. Links with maxClicks keep an exact path: the log is folded first, then
// the link's count is checked and bumped in the same UPDATE, so racing visits cannot pass the
// cap. Group commit: the clicks that arrive within one turn of the event loop share one
// transaction (one WAL commit instead of one each); every caller still gets its answer only
// after its click is committed.

import type { Database } from 'better-sqlite3';
import type { ClickEvent, PendingMatch, RecordOutcome } from '../../../domain/clicks/types';
import type { ClickRepo } from '../../ports';
import type { ClickLog } from '../click-fold/click-log';
import { sqliteClickScan } from './click-scan';

export function sqliteClicks(db: Database, log: ClickLog): Omit<ClickRepo, 'foldLogged'> {
  const bumpBelowCap = db.prepare('UPDATE links SET clicks = clicks + 1 WHERE project_id = ? AND slug = ? AND clicks < ?');
  const latest = db.prepare<[string, string, number], { doc: string }>(
    'SELECT doc FROM clicks WHERE project_id = ? AND slug = ? ORDER BY clicked_at DESC, rowid DESC LIMIT ?',
  );
  const influencer = db.prepare<[string, string], { clicks: number }>('SELECT clicks FROM influencer_stats WHERE project_id = ? AND influencer_id = ?');
  const campaign = db.prepare<[string, string], { clicks: number }>('SELECT clicks FROM campaign_stats WHERE project_id = ? AND campaign_id = ?');
  const pendingByClick = db.prepare<[string], { doc: string }>('SELECT doc FROM pending_matches WHERE click_id = ?');
  // Rows of `clicks` are folded clicks (the log holds the rest); clicks_by_time finds the old ones.
  const pruneOld = db.prepare<[string, string, number]>(
    'DELETE FROM clicks WHERE rowid IN (SELECT rowid FROM clicks WHERE project_id = ? AND clicked_at < ? ORDER BY clicked_at LIMIT ?)',
  );

  const record = db.transaction((click: ClickEvent, maxClicks: number | undefined, month: string, pending?: PendingMatch): RecordOutcome => {
    const logged = { click, month, ...(pending ? { pending } : {}) };
    if (maxClicks === undefined) {
      log.append(logged);
      return 'recorded';
    }
    // The cap reads the link's count: fold what the log still holds, so it is exact.
    log.fold();
    if (bumpBelowCap.run(click.projectId, click.slug, maxClicks).changes === 0) return 'capped';
    log.append({ ...logged, counted: true });
    return 'recorded';
  });

  type Job = { args: Parameters<typeof record>; resolve: (o: RecordOutcome) => void; reject: (e: unknown) => void };
  let queue: Job[] = [];
  const flush = () => {
    const jobs = queue;
    queue = [];
    try {
      const outcomes = db.transaction(() => jobs.map((job) => record(...job.args)))();
      jobs.forEach((job, i) => job.resolve(outcomes[i]!));
    } catch {
      // One bad click must not fail its neighbours: replay them one transaction each.
      for (const job of jobs) {
        try {
          job.resolve(record(...job.args));
        } catch (error) {
          job.reject(error);
        }
      }
    }
  };

  return {
    record(click, { maxClicks, month, pending }) {
      return new Promise<RecordOutcome>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ args: [click, maxClicks, month, pending], resolve, reject });
      });
    },
    scan: sqliteClickScan(db),
    async history(projectId, slug, limit) {
      return latest.all(projectId, slug, limit).map((row) => JSON.parse(row.doc) as ClickEvent);
    },
    async pruneBefore(projectId, before, max) {
      return pruneOld.run(projectId, before, max).changes;
    },
    async influencerClicks(projectId, influencerId) {
      return influencer.get(projectId, influencerId)?.clicks ?? 0;
    },
    async campaignClicks(projectId, campaignId) {
      return campaign.get(projectId, campaignId)?.clicks ?? 0;
    },
    async pendingMatch(clickId) {
      const row = pendingByClick.get(clickId);
      return row ? (JSON.parse(row.doc) as PendingMatch) : null;
    },
  };
}
