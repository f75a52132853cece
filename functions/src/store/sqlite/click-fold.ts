// What folding a batch of logged clicks writes (click-log.ts): each click's history row and a
// mobile click's pending match, then one UPDATE per distinct counter row (link, month,
// influencer, campaign) and the report rollups. Runs inside the caller's transaction.

import type { Database } from 'better-sqlite3';
import type { ClickEvent } from '../../domain/clicks/types';
import type { LoggedClick } from './click-log';
import { rollupWriter } from './click-rollup';

const key = (...parts: string[]) => parts.join('\u0000');
const split = (k: string) => k.split('\u0000') as [string, string];
const bumpIn = (map: Map<string, number>, k: string) => map.set(k, (map.get(k) ?? 0) + 1);

/** Applies a batch of click_log docs (JSON of LoggedClick) to the store. */
export function clickFolder(db: Database): (docs: readonly string[]) => void {
  const insertClick = db.prepare('INSERT OR IGNORE INTO clicks (id, project_id, slug, clicked_at, doc) VALUES (?, ?, ?, ?, ?)');
  const bumpLink = db.prepare('UPDATE links SET clicks = clicks + ? WHERE project_id = ? AND slug = ?');
  const bumpMonth = db.prepare(
    'INSERT INTO usage (project_id, month, clicks) VALUES (?, ?, ?) ON CONFLICT (project_id, month) DO UPDATE SET clicks = clicks + excluded.clicks',
  );
  const bumpInfluencer = db.prepare(
    `INSERT INTO influencer_stats (project_id, influencer_id, clicks) VALUES (?, ?, ?)
     ON CONFLICT (project_id, influencer_id) DO UPDATE SET clicks = clicks + excluded.clicks`,
  );
  const bumpCampaign = db.prepare(
    `INSERT INTO campaign_stats (project_id, campaign_id, clicks) VALUES (?, ?, ?)
     ON CONFLICT (project_id, campaign_id) DO UPDATE SET clicks = clicks + excluded.clicks`,
  );
  const insertPending = db.prepare(
    `INSERT OR IGNORE INTO pending_matches (click_id, project_id, ip_hash, os_family, clicked_at, expires_at, clipboard_token, referrer_token, doc)
     VALUES (@clickId, @projectId, @ipHash, @osFamily, @clickedAt, @expiresAt, @clipboardToken, @referrerToken, @doc)`,
  );
  const rollup = rollupWriter(db);

  return (docs) => {
    const links = new Map<string, number>();
    const months = new Map<string, number>();
    const influencers = new Map<string, number>();
    const campaigns = new Map<string, number>();
    const clicks: ClickEvent[] = [];
    for (const doc of docs) {
      const { click, month, counted, pending } = JSON.parse(doc) as LoggedClick;
      if (pending) insertPending.run({ ...pending, doc: JSON.stringify(pending) });
      // History and exports read the click itself; OR IGNORE keeps a replayed row harmless.
      insertClick.run(click.id, click.projectId, click.slug, click.clickedAt, JSON.stringify(click));
      if (!counted) bumpIn(links, key(click.projectId, click.slug));
      bumpIn(months, key(click.projectId, month));
      if (click.influencerId) bumpIn(influencers, key(click.projectId, click.influencerId));
      if (click.campaignId) bumpIn(campaigns, key(click.projectId, click.campaignId));
      clicks.push(click);
    }
    for (const [k, n] of links) bumpLink.run(n, ...split(k));
    for (const [k, n] of months) bumpMonth.run(...split(k), n);
    for (const [k, n] of influencers) bumpInfluencer.run(...split(k), n);
    for (const [k, n] of campaigns) bumpCampaign.run(...split(k), n);
    rollup.clicks(clicks);
  };
}
