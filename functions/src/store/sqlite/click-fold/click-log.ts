// The click log: a visit appends ONE row to `click_log` (integer keys, so appends
// touch the table's last page only) and is answered once that append is committed. Everything a
// click leaves (its history row, a mobile click's pending match, the link's count, the month's
// usage, influencer, campaign and report rollups) is derived by folding the log in batches: one IMMEDIATE
// transaction applies a batch's counters and deletes its log rows together, so a crash neither
// loses a click nor folds one twice. Reads that need counters fold the tail first (sqlite/index.ts),
// so answers stay exact; a timer folds the rest at least every FOLD_INTERVAL_MS.

import type { Database } from 'better-sqlite3';
import type { ClickEvent, PendingMatch } from '../../../domain/clicks/types';
import { rollupWriter } from '../clicks/click-rollup';

/**
 * Rows one fold transaction takes at most. Its cost grows with the store (each mobile click
 * adds to four indexes keyed by random tokens and hashes): 13-30 ms per 1,000 clicks on an empty
 * store, about 90 ms at 500,000 clicks (bench:soak). 250 keeps one batch, and so
 * the longest pause a visitor can meet behind it, near 25 ms there, at the same cost per click.
 */
export const FOLD_BATCH = 250;
/**
 * The background fold starts this often and drains the log a batch per event-loop turn, so
 * visits are answered between batches and the log stays short for the reads that fold first.
 */
export const FOLD_INTERVAL_MS = 200;

export interface LoggedClick {
  click: ClickEvent;
  month: string;
  /** The link's count was bumped at record time (links with maxClicks keep their cap exact). */
  counted?: true;
  /** A mobile click's deferred match: folded into pending_matches before any match reads them. */
  pending?: PendingMatch;
}

export interface ClickLog {
  append(entry: LoggedClick): void;
  /** Folds every logged click; returns how many. Synchronous: call it before reading counters. */
  fold(): number;
  /** Folds one batch (at most FOLD_BATCH clicks); returns how many. */
  foldBatch(): number;
  /** Clicks logged and not folded yet (for metrics and tests). */
  lag(): number;
}

const key = (...parts: string[]) => parts.join('\u0000');
const bumpIn = (map: Map<string, number>, k: string) => map.set(k, (map.get(k) ?? 0) + 1);

export function clickLog(db: Database): ClickLog {
  const append = db.prepare('INSERT INTO click_log (doc) VALUES (?)');
  const take = db.prepare<[number], { seq: number; doc: string }>('SELECT seq, doc FROM click_log ORDER BY seq LIMIT ?');
  const forget = db.prepare('DELETE FROM click_log WHERE seq <= ?');
  const pending = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM click_log');
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

  const foldBatch = db.transaction((): number => {
    const rows = take.all(FOLD_BATCH);
    if (rows.length === 0) return 0;
    const links = new Map<string, number>();
    const months = new Map<string, number>();
    const influencers = new Map<string, number>();
    const campaigns = new Map<string, number>();
    const clicks: ClickEvent[] = [];
    for (const row of rows) {
      const { click, month, counted, pending } = JSON.parse(row.doc) as LoggedClick;
      if (pending) insertPending.run({ ...pending, doc: JSON.stringify(pending) });
      // History and exports read the click itself; OR IGNORE keeps a replayed row harmless.
      insertClick.run(click.id, click.projectId, click.slug, click.clickedAt, JSON.stringify(click));
      if (!counted) bumpIn(links, key(click.projectId, click.slug));
      bumpIn(months, key(click.projectId, month));
      if (click.influencerId) bumpIn(influencers, key(click.projectId, click.influencerId));
      if (click.campaignId) bumpIn(campaigns, key(click.projectId, click.campaignId));
      clicks.push(click);
    }
    for (const [k, n] of links) bumpLink.run(n, ...(k.split('\u0000') as [string, string]));
    for (const [k, n] of months) bumpMonth.run(...(k.split('\u0000') as [string, string]), n);
    for (const [k, n] of influencers) bumpInfluencer.run(...(k.split('\u0000') as [string, string]), n);
    for (const [k, n] of campaigns) bumpCampaign.run(...(k.split('\u0000') as [string, string]), n);
    rollup.clicks(clicks);
    forget.run(rows[rows.length - 1]!.seq);
    return rows.length;
  });

  return {
    append(entry) {
      append.run(JSON.stringify(entry));
    },
    fold() {
      let total = 0;
      for (let n = foldBatch.immediate(); n > 0; n = n === FOLD_BATCH ? foldBatch.immediate() : 0) total += n;
      return total;
    },
    foldBatch: () => foldBatch.immediate(),
    lag: () => pending.get()!.n,
  };
}
