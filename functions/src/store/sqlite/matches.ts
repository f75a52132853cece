// Pending deferred matches: lookups by token and by fingerprint (an index on project, IP hash,
// OS family and time), consumption as one conditional UPDATE, and install counters.

import type { Database } from 'better-sqlite3';
import type { ConsumeOutcome, PendingMatch, StoredMatch } from '../../domain/clicks/types';
import type { InstallEvent, MatchRepo } from '../ports';
import { rollupWriter } from './clicks/click-rollup';

type Row = { doc: string; consumed_at: string | null; consumed_by: string | null; signals: string | null };
const COLUMNS = 'doc, consumed_at, consumed_by, signals';

export function sqliteMatches(db: Database): MatchRepo {
  const byClipboard = db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM pending_matches WHERE clipboard_token = ?`);
  const byReferrer = db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM pending_matches WHERE referrer_token = ?`);
  const byClick = db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM pending_matches WHERE click_id = ?`);
  const candidates = db.prepare<[string, string, string, string, number], Row>(
    `SELECT ${COLUMNS} FROM pending_matches WHERE project_id = ? AND ip_hash = ? AND os_family = ? AND clicked_at >= ?
     ORDER BY clicked_at DESC LIMIT ?`,
  );
  const take = db.prepare('UPDATE pending_matches SET consumed_at = ?, consumed_by = ? WHERE click_id = ? AND consumed_at IS NULL');
  const enrich = db.prepare('UPDATE pending_matches SET signals = ? WHERE clipboard_token = ?');
  const expired = db.prepare('DELETE FROM pending_matches WHERE click_id IN (SELECT click_id FROM pending_matches WHERE expires_at < ? LIMIT ?)');
  const countInstall = db.prepare(
    'INSERT INTO install_counts (project_id, scope, id, installs) VALUES (?, ?, ?, 1) ON CONFLICT (project_id, scope, id) DO UPDATE SET installs = installs + 1',
  );
  const installs = db.prepare<[string, string, string], { installs: number }>(
    'SELECT installs FROM install_counts WHERE project_id = ? AND scope = ? AND id = ?',
  );

  const parse = (row: Row | undefined): StoredMatch | null =>
    row
      ? {
          ...(JSON.parse(row.doc) as PendingMatch),
          consumedAt: row.consumed_at,
          consumedBy: row.consumed_by,
          signals: row.signals ? JSON.parse(row.signals) : null,
        }
      : null;

  // The click remembers that it led to an install (exports show it after the match expires).
  // Found by (project, time, id) on clicks_by_time: clicks have no index on the id alone.
  const markClick = db.prepare(
    `UPDATE clicks SET doc = json_set(doc, '$.installMatched', json('true'))
     WHERE (project_id, clicked_at, id) = (SELECT project_id, clicked_at, click_id FROM pending_matches WHERE click_id = ?)`,
  );
  const consume = db.transaction((clickId: string, deviceKey: string, now: string, graceMs: number): ConsumeOutcome => {
    if (take.run(now, deviceKey, clickId).changes === 1) {
      markClick.run(clickId);
      return 'consumed';
    }
    const match = parse(byClick.get(clickId));
    if (!match?.consumedAt || match.consumedBy !== deviceKey) return 'taken';
    return Date.parse(now) - Date.parse(match.consumedAt) <= graceMs ? 'grace' : 'taken';
  });

  const rollup = rollupWriter(db);
  const install = db.transaction((m: InstallEvent) => {
    countInstall.run(m.projectId, 'link', m.slug);
    if (m.influencerId) countInstall.run(m.projectId, 'influencer', m.influencerId);
    if (m.campaignId) countInstall.run(m.projectId, 'campaign', m.campaignId);
    rollup.install(m);
  });

  return {
    async byClipboardToken(token) {
      return parse(byClipboard.get(token));
    },
    async byReferrerToken(token) {
      return parse(byReferrer.get(token));
    },
    async candidates(projectId, ipHash, osFamily, since, limit) {
      return candidates.all(projectId, ipHash, osFamily, since, limit).map((row) => parse(row)!);
    },
    async consume(clickId, deviceKey, now, graceMs) {
      return consume(clickId, deviceKey, now, graceMs);
    },
    async enrich(clipboardToken, signals) {
      return enrich.run(JSON.stringify(signals), clipboardToken).changes > 0;
    },
    async deleteExpired(now, limit) {
      return expired.run(now, limit).changes;
    },
    async countInstall(match) {
      install(match);
    },
    async installCount(projectId, scope, id) {
      return installs.get(projectId, scope, id)?.installs ?? 0;
    },
  };
}
