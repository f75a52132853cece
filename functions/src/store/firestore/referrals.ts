// Referral attributions in `projects/{pid}/referrals/{hash of newUserId}` and the per-referrer
// counters of click-rollup.ts.
//
// Cost of each call:
// - track: one transaction reading 2 documents (the new user's attribution, the referrer's
//   velocity log) and writing 4 (attribution, log, 2 counter shards); a duplicate writes the 2
//   counter shards only, a replay nothing. Racing tracks for one user abort and retry each other,
//   so exactly one attribution is stored. The velocity log is one document per referrer: only
//   that referrer's own sign-ups contend on it, and it is what keeps the flag exact.
// - qualify: one transaction, 1 read, 1-3 writes. get: 1 read.
// - counts: one query; a range reads each (day, referrer, shard) written in it, all time reads
//   each (referrer, shard).

import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { ReferralRecord, ReferrerCounts } from '../../domain/referrals/types';
import type { ReferralRepo } from '../ports';
import { stageReferrerCount } from './clicks/click-rollup';
import { ALREADY_EXISTS, hasCode, withoutUndefined } from './database/documents';
import { buildQuery } from './database/query-registry';
import { reportPaths } from './database/report-paths';

/** Sign-ups racing to one referrer retry on its velocity log; each round lets one through. */
const TRACK_ATTEMPTS = 10;
/** A create that lost a race fails with ALREADY_EXISTS instead of aborting; run it again then. */
const CREATE_RACE_RETRIES = 5;

export function firestoreReferrals(db: Firestore): ReferralRepo {
  const trackOnce = (record: ReferralRecord, since: string, limit: number) =>
    db.runTransaction(
      async (tx) => {
        const { projectId, referrerId } = record;
        const ref = reportPaths.referral(db, projectId, record.newUserId);
        const velocityRef = reportPaths.referrerVelocity(db, projectId, referrerId);
        const [snap, velocity] = await tx.getAll(ref, velocityRef);
        const event = { projectId, referrerId, label: record.referrerLabel, at: record.attributedAt };
        if (snap!.exists) {
          const first = snap!.data() as ReferralRecord;
          if (first.referrerId === referrerId) return { outcome: 'replayed' as const, record: first };
          stageReferrerCount(db, tx, event, 'flagged');
          return { outcome: 'duplicate' as const, record: first };
        }
        const recent = ((velocity!.get('times') as string[] | undefined) ?? []).filter((t) => t > since);
        const flagReason = record.flagReason ?? (recent.length >= limit ? 'velocity' : null);
        const stored: ReferralRecord = { ...record, flagReason };
        // The create goes first: the test emulator applies a failing commit's writes up to the failure.
        tx.create(ref, withoutUndefined(stored));
        tx.set(velocityRef, { referrerId, times: [...recent, record.attributedAt].sort().slice(-limit) });
        stageReferrerCount(db, tx, event, flagReason ? 'flagged' : 'referrals');
        return { outcome: 'attributed' as const, record: stored };
      },
      { maxAttempts: TRACK_ATTEMPTS },
    );

  return {
    async track(record, { since, limit }) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await trackOnce(record, since, limit);
        } catch (error) {
          if (!hasCode(error, ALREADY_EXISTS) || attempt >= CREATE_RACE_RETRIES) throw error;
        }
      }
    },
    async qualify(projectId, newUserId, event, at) {
      return db.runTransaction(async (tx) => {
        const ref = reportPaths.referral(db, projectId, newUserId);
        const snap = await tx.get(ref);
        if (!snap.exists) return null;
        const record = snap.data() as ReferralRecord;
        if (record.status === 'qualified') return record;
        const qualified: ReferralRecord = { ...record, status: 'qualified', qualifiedAt: at, qualifyEvent: event };
        tx.set(ref, withoutUndefined(qualified));
        // A flagged attribution stays counted as flagged only.
        if (!record.flagReason) stageReferrerCount(db, tx, { projectId, referrerId: record.referrerId, at }, 'qualified');
        return qualified;
      });
    },
    async get(projectId, newUserId) {
      const snap = await reportPaths.referral(db, projectId, newUserId).get();
      return snap.exists ? (snap.data() as ReferralRecord) : null;
    },
    async counts(projectId, days) {
      const query = days
        ? buildQuery(reportPaths.referrerDays(db, projectId), {
            where: [
              ['day', '>=', days.from],
              ['day', '<=', days.to],
            ],
          })
        : buildQuery(reportPaths.referrerTotals(db, projectId));
      const snap = await query.get();
      return sumByReferrer(snap.docs.map((d) => d.data()));
    },
  };
}

function sumByReferrer(docs: DocumentData[]): ReferrerCounts[] {
  const byId = new Map<string, ReferrerCounts & { labelAt: string }>();
  for (const data of docs) {
    const referrerId = String(data.referrerId);
    let c = byId.get(referrerId);
    if (!c) byId.set(referrerId, (c = { referrerId, referrerLabel: null, labelAt: '', clicks: 0, installs: 0, referrals: 0, qualified: 0, flagged: 0 }));
    const counts = (data.counts ?? {}) as Partial<Record<'clicks' | 'installs' | 'referrals' | 'qualified' | 'flagged', number>>;
    c.clicks += counts.clicks ?? 0;
    c.installs += counts.installs ?? 0;
    c.referrals += counts.referrals ?? 0;
    c.qualified += counts.qualified ?? 0;
    c.flagged += counts.flagged ?? 0;
    // Folded clicks bring their label in their own fields (click-fold/stage-tally.ts), so a fold
    // never overwrites a newer label that a track or an install wrote on the same document.
    for (const [label, at] of [
      [data.label, data.labelAt],
      [data.clickLabel, data.clickLabelAt],
    ] as const) {
      if (typeof label === 'string' && String(at) >= c.labelAt) {
        c.referrerLabel = label;
        c.labelAt = String(at);
      }
    }
  }
  return [...byId.values()].map(({ labelAt: _at, ...counts }) => counts);
}
