// Pending deferred matches on PostgreSQL: lookups by token and by fingerprint, consumption as one
// conditional UPDATE (row locks decide between processes racing for one match), and install
// counters written in the statement that counts the install: there is no click log to fold.

import type { Pool } from 'pg';
import { utcDay } from '../../../domain/analytics/date-range';
import type { ConsumeOutcome, PendingMatch, StoredMatch } from '../../../domain/clicks/types';
import type { MatchRepo } from '../../ports';
import { changed, row, rows } from '../database/transaction';

type Row = { doc: string; consumed_at: string | null; consumed_by: string | null; signals: string | null };
const COLUMNS = 'doc, consumed_at, consumed_by, signals';

const parse = (r: Row): StoredMatch => ({
  ...(JSON.parse(r.doc) as PendingMatch),
  consumedAt: r.consumed_at,
  consumedBy: r.consumed_by,
  signals: r.signals ? (JSON.parse(r.signals) as StoredMatch['signals']) : null,
});

// The first caller's UPDATE takes the row; a concurrent one waits for its commit, sees
// consumed_at set and changes nothing. The click (unless pruned) is marked in the same statement,
// so it remembers the install atomically (exports show it after the match expires).
const CONSUME = `
  WITH taken AS (
    UPDATE pending_matches SET consumed_at = $2, consumed_by = $3 WHERE click_id = $1 AND consumed_at IS NULL
    RETURNING project_id, clicked_at, click_id
  ), marked AS (
    UPDATE clicks SET doc = jsonb_set(clicks.doc::jsonb, '{installMatched}', 'true')::text
    FROM taken WHERE clicks.project_id = taken.project_id AND clicks.clicked_at = taken.clicked_at AND clicks.id = taken.click_id
  )
  SELECT count(*) AS taken FROM taken`;

// The link's, influencer's and campaign's counters, and the day's rollup row (its invite
// referrer's too: referrals read invite installs from click_rollup), in one atomic statement.
// A label replaces the rollup row's only when seen later in time.
const COUNT_INSTALL = `
  WITH counted AS (
    INSERT INTO install_counts (project_id, scope, id, installs)
    SELECT $1, scope, id, 1 FROM unnest($2::text[], $3::text[]) AS t(scope, id)
    ON CONFLICT (project_id, scope, id) DO UPDATE SET installs = install_counts.installs + 1
  )
  INSERT INTO click_rollup AS r (project_id, day, slug, country, platform, referrer_host, referrer_id, clicks, installs, referrer_label, referrer_label_at)
  VALUES ($1, $4, $5, '', '', '', $6, 0, 1, $7, $8)
  ON CONFLICT (project_id, day, slug, country, platform, referrer_host, referrer_id) DO UPDATE SET
    installs = r.installs + 1,
    referrer_label = CASE WHEN excluded.referrer_label IS NOT NULL AND excluded.referrer_label_at >= COALESCE(r.referrer_label_at, '')
      THEN excluded.referrer_label ELSE r.referrer_label END,
    referrer_label_at = CASE WHEN excluded.referrer_label IS NOT NULL AND excluded.referrer_label_at >= COALESCE(r.referrer_label_at, '')
      THEN excluded.referrer_label_at ELSE r.referrer_label_at END`;

export function postgresMatches(pool: Pool): MatchRepo {
  const one = async (where: string, value: string) => {
    const found = await row<Row>(pool, `SELECT ${COLUMNS} FROM pending_matches WHERE ${where} = $1`, [value]);
    return found ? parse(found) : null;
  };

  return {
    byClipboardToken: (token) => one('clipboard_token', token),
    byReferrerToken: (token) => one('referrer_token', token),
    async candidates(projectId, ipHash, osFamily, since, limit) {
      const found = await rows<Row>(
        pool,
        `SELECT ${COLUMNS} FROM pending_matches WHERE project_id = $1 AND ip_hash = $2 AND os_family = $3 AND clicked_at >= $4
         ORDER BY clicked_at DESC, click_id DESC LIMIT $5`,
        [projectId, ipHash, osFamily, since, limit],
      );
      return found.map(parse);
    },
    async consume(clickId, deviceKey, now, graceMs): Promise<ConsumeOutcome> {
      if ((await row<{ taken: number }>(pool, CONSUME, [clickId, now, deviceKey]))?.taken === 1) return 'consumed';
      // A new statement: it sees the committed consumption that made the UPDATE change nothing.
      const found = await row<{ consumed_at: string | null; consumed_by: string | null }>(
        pool,
        'SELECT consumed_at, consumed_by FROM pending_matches WHERE click_id = $1',
        [clickId],
      );
      if (!found?.consumed_at || found.consumed_by !== deviceKey) return 'taken';
      return Date.parse(now) - Date.parse(found.consumed_at) <= graceMs ? 'grace' : 'taken';
    },
    async enrich(clipboardToken, signals) {
      return (await changed(pool, 'UPDATE pending_matches SET signals = $1 WHERE clipboard_token = $2', [JSON.stringify(signals), clipboardToken])) > 0;
    },
    async deleteExpired(now, limit) {
      // SKIP LOCKED: processes sweeping at once each take their own batch rather than waiting.
      return changed(
        pool,
        `DELETE FROM pending_matches WHERE click_id IN (
           SELECT click_id FROM pending_matches WHERE expires_at < $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
        [now, limit],
      );
    },
    async countInstall(m) {
      const scopes: [string, string][] = [['link', m.slug]];
      if (m.influencerId) scopes.push(['influencer', m.influencerId]);
      if (m.campaignId) scopes.push(['campaign', m.campaignId]);
      const at = m.at ?? new Date().toISOString();
      const label = m.referrerLabel ?? null;
      await pool.query(COUNT_INSTALL, [
        m.projectId,
        scopes.map(([scope]) => scope),
        scopes.map(([, id]) => id),
        utcDay(at),
        m.slug,
        m.referrerId ?? '',
        label,
        label ? at : null,
      ]);
    },
    async installCount(projectId, scope, id) {
      const found = await row<{ installs: number }>(pool, 'SELECT installs FROM install_counts WHERE project_id = $1 AND scope = $2 AND id = $3', [
        projectId,
        scope,
        id,
      ]);
      return found?.installs ?? 0;
    },
  };
}
