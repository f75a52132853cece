// The report documents of a project, read for `ferry export`: the daily documents (a handful of
// shards a day: all read, summed per day) and the referrer documents (one per day, referrer and
// shard: streamed in day order and handled a day at a time), turned into the format's rollup
// and referral-day rows (report-rows.ts). Also which months may hold usage: the months of the
// usage documents, of every day with counts, and of the project's creation (a month's click
// counter may live only in shards under a usage document that was never written itself).

import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { TransferRecord } from '../../../domain/transfer/records';
import { paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { decodeKey, reportPaths } from '../database/report-paths';
import { type Counts, type DayCounts, dayRows, emptyDay, type ReferrerDay, referralDays } from './report-rows';

type Doc = { id: string; data(): DocumentData };
const BREAKDOWNS = ['country', 'platform', 'host', 'link', 'linkInstalls'] as const;
const number = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

export async function readReports(db: Firestore, projectId: string, createdAt: string): Promise<{ months: string[]; records: TransferRecord[] }> {
  const days = new Map<string, DayCounts>();
  for await (const doc of buildQuery(reportPaths.dailyStats(db, projectId)).stream() as AsyncIterable<Doc>) {
    const data = doc.data();
    const day = String(data.day);
    addDaily(days.get(day) ?? days.set(day, emptyDay()).get(day)!, (data.counts ?? {}) as Record<string, unknown>);
  }

  const records: TransferRecord[] = [];
  const flush = (day: string, referrers: Map<string, ReferrerDay>) => {
    const all = [...referrers.values()].sort((a, b) => (a.referrerId < b.referrerId ? -1 : 1));
    records.push(...dayRows(projectId, day, days.get(day) ?? emptyDay(), all), ...referralDays(projectId, day, all));
    days.delete(day);
  };
  let current: { day: string; referrers: Map<string, ReferrerDay> } | null = null;
  const byDay = buildQuery(reportPaths.referrerDays(db, projectId), { orderBy: [['day', 'asc']] });
  for await (const doc of byDay.stream() as AsyncIterable<Doc>) {
    const data = doc.data();
    const day = String(data.day);
    if (current && current.day !== day) flush(current.day, current.referrers);
    if (!current || current.day !== day) current = { day, referrers: new Map() };
    addReferrer(current.referrers, data);
  }
  if (current) flush(current.day, current.referrers);
  for (const day of [...days.keys()]) flush(day, new Map());

  const months = new Set([createdAt.slice(0, 7)]);
  for (const record of records) if (record.type === 'rollup') months.add(record.day.slice(0, 7));
  for await (const doc of buildQuery(paths.projects(db).doc(projectId).collection('usage')).stream() as AsyncIterable<Doc>) months.add(doc.id);
  return { months: [...months].sort(), records };
}

function addDaily(day: DayCounts, counts: Record<string, unknown>): void {
  day.clicks += number(counts.clicks);
  day.installs += number(counts.installs);
  for (const breakdown of BREAKDOWNS) {
    const into: Counts = day[breakdown];
    for (const [key, n] of Object.entries((counts[breakdown] ?? {}) as Counts)) {
      const decoded = decodeKey(key);
      into[decoded] = (into[decoded] ?? 0) + number(n);
    }
  }
}

/** A referrer's shard of the day: counts summed, each label kept when it is the newest. */
function addReferrer(referrers: Map<string, ReferrerDay>, data: DocumentData): void {
  const referrerId = String(data.referrerId);
  let r = referrers.get(referrerId);
  if (!r) {
    r = { referrerId, clicks: 0, installs: 0, referrals: 0, qualified: 0, flagged: 0, clickLabel: null, clickLabelAt: null, label: null, labelAt: null };
    referrers.set(referrerId, r);
  }
  const counts = (data.counts ?? {}) as Record<string, unknown>;
  for (const field of ['clicks', 'installs', 'referrals', 'qualified', 'flagged'] as const) r[field] += number(counts[field]);
  const [label, labelAt, clickLabel, clickLabelAt] = [text(data.label), text(data.labelAt), text(data.clickLabel), text(data.clickLabelAt)];
  if (label !== null && (labelAt ?? '') >= (r.labelAt ?? '')) Object.assign(r, { label, labelAt });
  if (clickLabel !== null && (clickLabelAt ?? '') >= (r.clickLabelAt ?? '')) Object.assign(r, { clickLabel, clickLabelAt });
}
