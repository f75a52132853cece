// Click recording: the click row, the link's count (checked against maxClicks in the same
// UPDATE, so racing visits cannot pass the cap), the month's count, the influencer's and the
// campaign's counts and, for mobile, the pending match. Group commit: the clicks that arrive within one turn of
// the event loop share one transaction (one WAL commit instead of one each); every caller
// still gets its answer only after its click is committed.

import type { Database } from 'better-sqlite3';
import type { ClickEvent, PendingMatch, RecordOutcome } from '../../domain/clicks/types';
import type { ClickRepo } from '../ports';
import { rollupWriter } from './click-rollup';

export function sqliteClicks(db: Database): ClickRepo {
  const bump = db.prepare('UPDATE links SET clicks = clicks + 1 WHERE project_id = ? AND slug = ?');
  const bumpBelowCap = db.prepare('UPDATE links SET clicks = clicks + 1 WHERE project_id = ? AND slug = ? AND clicks < ?');
  const insertClick = db.prepare('INSERT INTO clicks (id, project_id, slug, clicked_at, doc) VALUES (?, ?, ?, ?, ?)');
  const countMonth = db.prepare(
    'INSERT INTO usage (project_id, month, clicks) VALUES (?, ?, 1) ON CONFLICT (project_id, month) DO UPDATE SET clicks = clicks + 1',
  );
  const countInfluencer = db.prepare(
    'INSERT INTO influencer_stats (project_id, influencer_id, clicks) VALUES (?, ?, 1) ON CONFLICT (project_id, influencer_id) DO UPDATE SET clicks = clicks + 1',
  );
  const countCampaign = db.prepare(
    'INSERT INTO campaign_stats (project_id, campaign_id, clicks) VALUES (?, ?, 1) ON CONFLICT (project_id, campaign_id) DO UPDATE SET clicks = clicks + 1',
  );
  const insertPending = db.prepare(
    `INSERT INTO pending_matches (click_id, project_id, ip_hash, os_family, clicked_at, expires_at, clipboard_token, referrer_token, doc)
     VALUES (@clickId, @projectId, @ipHash, @osFamily, @clickedAt, @expiresAt, @clipboardToken, @referrerToken, @doc)`,
  );
  const latest = db.prepare<[string, string, number], { doc: string }>(
    'SELECT doc FROM clicks WHERE project_id = ? AND slug = ? ORDER BY clicked_at DESC, rowid DESC LIMIT ?',
  );
  const influencer = db.prepare<[string, string], { clicks: number }>(
    'SELECT clicks FROM influencer_stats WHERE project_id = ? AND influencer_id = ?',
  );
  const campaign = db.prepare<[string, string], { clicks: number }>(
    'SELECT clicks FROM campaign_stats WHERE project_id = ? AND campaign_id = ?',
  );
  const pendingByClick = db.prepare<[string], { doc: string }>('SELECT doc FROM pending_matches WHERE click_id = ?');
  // Report counters (analytics, influencer visitors, invite referrers): see click-rollup.ts.
  const rollup = rollupWriter(db);

  const record = db.transaction((click: ClickEvent, maxClicks: number | undefined, month: string, pending?: PendingMatch): RecordOutcome => {
    const counted = maxClicks === undefined
      ? bump.run(click.projectId, click.slug)
      : bumpBelowCap.run(click.projectId, click.slug, maxClicks);
    if (maxClicks !== undefined && counted.changes === 0) return 'capped';
    insertClick.run(click.id, click.projectId, click.slug, click.clickedAt, JSON.stringify(click));
    countMonth.run(click.projectId, month);
    if (click.influencerId) countInfluencer.run(click.projectId, click.influencerId);
    if (click.campaignId) countCampaign.run(click.projectId, click.campaignId);
    rollup.click(click);
    if (pending) insertPending.run({ ...pending, doc: JSON.stringify(pending) });
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
    async history(projectId, slug, limit) {
      return latest.all(projectId, slug, limit).map((row) => JSON.parse(row.doc) as ClickEvent);
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
