// Referral attributions on PostgreSQL (one row per project and new user: the primary key makes
// the first attribution win, across processes) and per-referrer daily counters, written in the
// transaction of the attribution. Invite-link clicks and installs live in click_rollup
// (referrer_id column) and are summed from there.

import type { Pool } from 'pg';
import { utcDay } from '../../domain/analytics/date-range';
import type { ReferralRecord, ReferrerCounts } from '../../domain/referrals/types';
import type { ReferralRepo } from '../ports';
import { inTransaction, type Queryable, row, rows } from './database/transaction';

type Sums = { referrerId: string; a: number; b: number; c: number };
type Label = { referrerId: string; at: string; label: string };
type Counter = { referrals?: number; qualified?: number; flagged?: number; label?: string | null; labelAt?: string | null };

const ALL_DAYS = { from: '0000-01-01', to: '9999-12-31' };

// A label replaces the day's only when seen later in time.
const COUNT = `
  INSERT INTO referral_daily AS d (project_id, day, referrer_id, referrals, qualified, flagged, label, label_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
  ON CONFLICT (project_id, day, referrer_id) DO UPDATE SET
    referrals = d.referrals + excluded.referrals, qualified = d.qualified + excluded.qualified, flagged = d.flagged + excluded.flagged,
    label = CASE WHEN excluded.label IS NOT NULL AND excluded.label_at >= COALESCE(d.label_at, '') THEN excluded.label ELSE d.label END,
    label_at = CASE WHEN excluded.label IS NOT NULL AND excluded.label_at >= COALESCE(d.label_at, '') THEN excluded.label_at ELSE d.label_at END`;

async function count(db: Queryable, projectId: string, day: string, referrerId: string, c: Counter): Promise<void> {
  await db.query(COUNT, [projectId, day, referrerId, c.referrals ?? 0, c.qualified ?? 0, c.flagged ?? 0, c.label ?? null, c.labelAt ?? null]);
}

async function read(db: Queryable, projectId: string, newUserId: string, lock = ''): Promise<ReferralRecord | null> {
  const found = await row<{ doc: string }>(db, `SELECT doc FROM referrals WHERE project_id = $1 AND new_user_id = $2 ${lock}`, [projectId, newUserId]);
  return found ? (JSON.parse(found.doc) as ReferralRecord) : null;
}

export function postgresReferrals(pool: Pool): ReferralRepo {
  return {
    track(record, velocity) {
      const { projectId, referrerId, newUserId } = record;
      const day = utcDay(record.attributedAt);
      const label = record.referrerLabel ?? null;
      const seen = { label, labelAt: label && record.attributedAt };
      return inTransaction(pool, async (db) => {
        // The user's attribution, as stored first by whoever won: a replay, or another referrer's
        // attempt counted as flagged for that referrer.
        const answer = async (first: ReferralRecord) => {
          if (first.referrerId === referrerId) return { outcome: 'replayed' as const, record: first };
          await count(db, projectId, day, referrerId, { flagged: 1, ...seen });
          return { outcome: 'duplicate' as const, record: first };
        };
        const first = await read(db, projectId, newUserId);
        if (first) return answer(first);
        let flagReason = record.flagReason;
        if (!flagReason) {
          // One referrer's new attributions are checked one at a time, across processes: each
          // counts the ones committed before it, so exactly `limit` pass within the window.
          await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [JSON.stringify(['referral-velocity', projectId, referrerId])]);
          const recent = await row<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM referrals WHERE project_id = $1 AND referrer_id = $2 AND attributed_at > $3', [
            projectId,
            referrerId,
            velocity.since,
          ]);
          if (recent!.n >= velocity.limit) flagReason = 'velocity';
        }
        const stored: ReferralRecord = { ...record, flagReason };
        const inserted = await row(
          db,
          `INSERT INTO referrals (project_id, new_user_id, referrer_id, attributed_at, doc) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (project_id, new_user_id) DO NOTHING RETURNING 1`,
          [projectId, newUserId, referrerId, record.attributedAt, JSON.stringify(stored)],
        );
        // Another process stored this user first (the INSERT waited for its commit): a new
        // statement sees its attribution.
        if (!inserted) return answer((await read(db, projectId, newUserId))!);
        await count(db, projectId, day, referrerId, flagReason ? { flagged: 1, ...seen } : { referrals: 1, ...seen });
        return { outcome: 'attributed' as const, record: stored };
      });
    },
    qualify(projectId, newUserId, event, at) {
      return inTransaction(pool, async (db) => {
        // Locked: two qualifications at once count once.
        const record = await read(db, projectId, newUserId, 'FOR UPDATE');
        if (!record || record.status === 'qualified') return record;
        const qualified: ReferralRecord = { ...record, status: 'qualified', qualifiedAt: at, qualifyEvent: event };
        await db.query('UPDATE referrals SET doc = $1 WHERE project_id = $2 AND new_user_id = $3', [JSON.stringify(qualified), projectId, newUserId]);
        // A flagged attribution stays counted as flagged only.
        if (!record.flagReason) await count(db, projectId, utcDay(at), record.referrerId, { qualified: 1 });
        return qualified;
      });
    },
    get: (projectId, newUserId) => read(pool, projectId, newUserId),
    async counts(projectId, days) {
      const { from, to } = days ?? ALL_DAYS;
      const range = [projectId, from, to];
      // The newest label of each referrer in each table (rows from before label times were kept
      // stand in with their day, which sorts before its times).
      const newestLabel = (table: string, label: string, labelAt: string) =>
        rows<Label>(
          pool,
          `SELECT DISTINCT ON (referrer_id) referrer_id AS "referrerId", COALESCE(${labelAt}, day) AS at, ${label} AS label FROM ${table}
           WHERE project_id = $1 AND referrer_id <> '' AND day BETWEEN $2 AND $3 AND ${label} IS NOT NULL
           ORDER BY referrer_id, COALESCE(${labelAt}, day) DESC`,
          range,
        );
      const [clickSums, referralSums, clickLabels, referralLabels] = await Promise.all([
        rows<Sums>(
          pool,
          `SELECT referrer_id AS "referrerId", SUM(clicks)::bigint AS a, SUM(installs)::bigint AS b, 0 AS c FROM click_rollup
           WHERE project_id = $1 AND referrer_id <> '' AND day BETWEEN $2 AND $3 GROUP BY referrer_id ORDER BY referrer_id`,
          range,
        ),
        rows<Sums>(
          pool,
          `SELECT referrer_id AS "referrerId", SUM(referrals)::bigint AS a, SUM(qualified)::bigint AS b, SUM(flagged)::bigint AS c FROM referral_daily
           WHERE project_id = $1 AND day BETWEEN $2 AND $3 GROUP BY referrer_id ORDER BY referrer_id`,
          range,
        ),
        newestLabel('click_rollup', 'referrer_label', 'referrer_label_at'),
        newestLabel('referral_daily', 'label', 'label_at'),
      ]);
      const counts = new Map<string, ReferrerCounts>();
      const entry = (referrerId: string) => {
        let c = counts.get(referrerId);
        if (!c) counts.set(referrerId, (c = { referrerId, referrerLabel: null, clicks: 0, installs: 0, referrals: 0, qualified: 0, flagged: 0 }));
        return c;
      };
      for (const s of clickSums) Object.assign(entry(s.referrerId), { clicks: s.a, installs: s.b });
      for (const s of referralSums) Object.assign(entry(s.referrerId), { referrals: s.a, qualified: s.b, flagged: s.c });
      const newest = new Map<string, string>();
      for (const { referrerId, at, label } of [...clickLabels, ...referralLabels]) {
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
