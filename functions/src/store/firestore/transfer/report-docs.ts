// The report documents an import writes, composed from the store-neutral rows of a file: one
// daily document per day (shard 0) holding every breakdown the rows add up to, and per invite
// referrer one document per day and one for all time, with the counts and the newest labels
// of both the clicks (rollup rows) and the sign-ups (referral days). Pure.

import type { TransferRecord } from '../../../domain/transfer/records';
import { encodeKey } from '../database/report-paths';

type Rollup = Extract<TransferRecord, { type: 'rollup' }>;
type ReferralDay = Extract<TransferRecord, { type: 'referralDay' }>;
type Counts = Record<string, number>;

export interface DailyDoc {
  day: string;
  counts: { clicks: number; installs: number; country: Counts; platform: Counts; host: Counts; link: Counts; linkInstalls: Counts };
}

export interface ReferrerDoc {
  referrerId: string;
  day?: string;
  counts: { clicks: number; installs: number; referrals: number; qualified: number; flagged: number };
  label?: string;
  labelAt?: string;
  clickLabel?: string;
  clickLabelAt?: string;
}

const bump = (counts: Counts, key: string, n: number) => {
  if (n > 0) counts[encodeKey(key)] = (counts[encodeKey(key)] ?? 0) + n;
};

/** Rows of one project: its daily documents, by day. */
export function dailyDocs(rows: Rollup[]): Map<string, DailyDoc> {
  const days = new Map<string, DailyDoc>();
  for (const row of rows) {
    let doc = days.get(row.day);
    if (!doc) days.set(row.day, (doc = { day: row.day, counts: { clicks: 0, installs: 0, country: {}, platform: {}, host: {}, link: {}, linkInstalls: {} } }));
    const c = doc.counts;
    c.clicks += row.clicks;
    c.installs += row.installs;
    // As the SQLite report reads them: an install row carries no click dimensions.
    bump(c.country, row.country, row.clicks);
    bump(c.platform, row.platform, row.clicks);
    bump(c.host, row.referrerHost, row.clicks);
    bump(c.link, row.slug, row.clicks);
    bump(c.linkInstalls, row.slug, row.installs);
  }
  return days;
}

const emptyReferrer = (referrerId: string, day?: string): ReferrerDoc => ({
  referrerId,
  ...(day ? { day } : {}),
  counts: { clicks: 0, installs: 0, referrals: 0, qualified: 0, flagged: 0 },
});

/** A newer label replaces the doc's; a label without a time (older stores) dates from its day. */
function newer(doc: ReferrerDoc, field: 'label' | 'clickLabel', text: string | null, at: string | null, day: string): void {
  if (text === null) return;
  const when = at ?? day;
  const atField = field === 'label' ? 'labelAt' : 'clickLabelAt';
  if (doc[atField] === undefined || when >= doc[atField]!) Object.assign(doc, { [field]: text, [atField]: when });
}

/** One project's referrer documents: per (day, referrer) and all time per referrer. */
export function referrerDocs(rollups: Rollup[], days: ReferralDay[]): { perDay: ReferrerDoc[]; totals: ReferrerDoc[] } {
  const perDay = new Map<string, ReferrerDoc>();
  const totals = new Map<string, ReferrerDoc>();
  const both = (referrerId: string, day: string) => {
    const key = `${day}\u0000${referrerId}`;
    if (!perDay.has(key)) perDay.set(key, emptyReferrer(referrerId, day));
    if (!totals.has(referrerId)) totals.set(referrerId, emptyReferrer(referrerId));
    return [perDay.get(key)!, totals.get(referrerId)!];
  };
  for (const row of rollups) {
    if (row.referrerId === '') continue;
    for (const doc of both(row.referrerId, row.day)) {
      doc.counts.clicks += row.clicks;
      doc.counts.installs += row.installs;
      newer(doc, 'clickLabel', row.referrerLabel, row.referrerLabelAt, row.day);
    }
  }
  for (const row of days) {
    for (const doc of both(row.referrerId, row.day)) {
      doc.counts.referrals += row.referrals;
      doc.counts.qualified += row.qualified;
      doc.counts.flagged += row.flagged;
      newer(doc, 'label', row.label, row.labelAt, row.day);
    }
  }
  return { perDay: [...perDay.values()], totals: [...totals.values()] };
}
