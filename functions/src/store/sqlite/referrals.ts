// Referral attributions (one row per project and new user: the primary key makes the first
// attribution win) and per-referrer daily counters. Invite-link clicks and installs live in
// click_rollup (referrer_id column) and are summed from there. better-sqlite3 runs each
// transaction whole before any other statement, so duplicate and velocity checks are exact.

import type { Database } from 'better-sqlite3';
import { utcDay } from '../../domain/analytics/date-range';
import type { ReferralRecord, ReferrerCounts } from '../../domain/referrals/types';
import type { ReferralRepo } from '../ports';

type Counter = [
  projectId: string,
  day: string,
  referrerId: string,
  referrals: number,
  qualified: number,
  flagged: number,
  label: string | null,
  labelAt: string | null,
];
type Sums = { referrerId: string; a: number; b: number; c: number };
type Label = { referrerId: string; at: string; label: string };

const ALL_DAYS = { from: '0000-01-01', to: '9999-12-31' };

export function sqliteReferrals(db: Database): ReferralRepo {
  const byUser = db.prepare<[string, string], { doc: string }>('SELECT doc FROM referrals WHERE project_id = ? AND new_user_id = ?');
  const insert = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO referrals (project_id, new_user_id, referrer_id, attributed_at, doc) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare<[string, string, string]>('UPDATE referrals SET doc = ? WHERE project_id = ? AND new_user_id = ?');
  const recent = db.prepare<[string, string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM referrals WHERE project_id = ? AND referrer_id = ? AND attributed_at > ?',
  );
  const count = db.prepare<Counter>(
    `INSERT INTO referral_daily (project_id, day, referrer_id, referrals, qualified, flagged, label, label_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (project_id, day, referrer_id) DO UPDATE SET
       referrals = referrals + excluded.referrals, qualified = qualified + excluded.qualified,
       flagged = flagged + excluded.flagged,
       label = CASE WHEN excluded.label IS NOT NULL AND excluded.label_at >= COALESCE(label_at, '') THEN excluded.label ELSE label END,
       label_at = CASE WHEN excluded.label IS NOT NULL AND excluded.label_at >= COALESCE(label_at, '') THEN excluded.label_at ELSE label_at END`,
  );
  const clickSums = db.prepare<[string, string, string], Sums>(
    `SELECT referrer_id AS referrerId, SUM(clicks) AS a, SUM(installs) AS b, 0 AS c FROM click_rollup
     WHERE project_id = ? AND referrer_id <> '' AND day BETWEEN ? AND ? GROUP BY referrer_id`,
  );
  const referralSums = db.prepare<[string, string, string], Sums>(
    `SELECT referrer_id AS referrerId, SUM(referrals) AS a, SUM(qualified) AS b, SUM(flagged) AS c FROM referral_daily
     WHERE project_id = ? AND day BETWEEN ? AND ? GROUP BY referrer_id`,
  );
  // SQLite fills the bare `label` column from the row that holds the MAX: the label seen last
  // (rows from before label times were kept stand in with their day, which sorts before its times).
  const labels = db.prepare<[string, string, string, string, string, string], Label>(
    `SELECT referrer_id AS referrerId, MAX(COALESCE(referrer_label_at, day)) AS at, referrer_label AS label FROM click_rollup
     WHERE project_id = ? AND referrer_id <> '' AND day BETWEEN ? AND ? AND referrer_label IS NOT NULL GROUP BY referrer_id
     UNION ALL
     SELECT referrer_id, MAX(COALESCE(label_at, day)), label FROM referral_daily
     WHERE project_id = ? AND day BETWEEN ? AND ? AND label IS NOT NULL GROUP BY referrer_id`,
  );

  const read = (projectId: string, newUserId: string): ReferralRecord | null => {
    const row = byUser.get(projectId, newUserId);
    return row ? (JSON.parse(row.doc) as ReferralRecord) : null;
  };

  const track = db.transaction((record: ReferralRecord, since: string, limit: number) => {
    const { projectId, referrerId } = record;
    const day = utcDay(record.attributedAt);
    const label = record.referrerLabel ?? null;
    const first = read(projectId, record.newUserId);
    if (first?.referrerId === referrerId) return { outcome: 'replayed' as const, record: first };
    if (first) {
      count.run(projectId, day, referrerId, 0, 0, 1, label, label && record.attributedAt);
      return { outcome: 'duplicate' as const, record: first };
    }
    const flagReason = record.flagReason ?? (recent.get(projectId, referrerId, since)!.n >= limit ? 'velocity' : null);
    const stored: ReferralRecord = { ...record, flagReason };
    insert.run(projectId, record.newUserId, referrerId, record.attributedAt, JSON.stringify(stored));
    count.run(projectId, day, referrerId, flagReason ? 0 : 1, 0, flagReason ? 1 : 0, label, label && record.attributedAt);
    return { outcome: 'attributed' as const, record: stored };
  });

  const qualify = db.transaction((projectId: string, newUserId: string, event: string, at: string) => {
    const record = read(projectId, newUserId);
    if (!record || record.status === 'qualified') return record;
    const qualified: ReferralRecord = { ...record, status: 'qualified', qualifiedAt: at, qualifyEvent: event };
    update.run(JSON.stringify(qualified), projectId, newUserId);
    // A flagged attribution stays counted as flagged only.
    if (!record.flagReason) count.run(projectId, utcDay(at), record.referrerId, 0, 1, 0, null, null);
    return qualified;
  });

  return {
    async track(record, velocity) {
      return track(record, velocity.since, velocity.limit);
    },
    async qualify(projectId, newUserId, event, at) {
      return qualify(projectId, newUserId, event, at);
    },
    async get(projectId, newUserId) {
      return read(projectId, newUserId);
    },
    async counts(projectId, days) {
      const { from, to } = days ?? ALL_DAYS;
      const counts = new Map<string, ReferrerCounts>();
      const entry = (referrerId: string) => {
        let c = counts.get(referrerId);
        if (!c) counts.set(referrerId, (c = { referrerId, referrerLabel: null, clicks: 0, installs: 0, referrals: 0, qualified: 0, flagged: 0 }));
        return c;
      };
      for (const s of clickSums.all(projectId, from, to)) Object.assign(entry(s.referrerId), { clicks: s.a, installs: s.b });
      for (const s of referralSums.all(projectId, from, to)) Object.assign(entry(s.referrerId), { referrals: s.a, qualified: s.b, flagged: s.c });
      const newest = new Map<string, string>();
      for (const { referrerId, at, label } of labels.all(projectId, from, to, projectId, from, to)) {
        const c = counts.get(referrerId);
        if (c && at >= (newest.get(referrerId) ?? '')) {
          newest.set(referrerId, at);
          c.referrerLabel = label;
        }
      }
      return [...counts.values()].filter((c) => c.clicks + c.installs + c.referrals + c.qualified + c.flagged > 0);
    },
  };
}
