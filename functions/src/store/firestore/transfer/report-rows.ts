// The inverse of report-docs.ts, for `ferry export` from Firestore: a day's report documents
// hold each breakdown on its own (clicks by link, by country, by platform, by referrer host, by
// invite referrer), while the export's rollup rows hold them joined, as SQLite keeps them. Any
// rows whose sums give back every breakdown answer every report the same (the API only reads
// breakdowns one at a time), so the rows are one such joining: the breakdowns laid side by side
// in key order and cut where any of them changes key (at most the sum of their sizes, in rows).
// Pure.

import type { TransferRecord } from '../../../domain/transfer/records';

type Rollup = Extract<TransferRecord, { type: 'rollup' }>;
export type Counts = Record<string, number>;

/** One day of the daily documents, summed over shards, keys decoded. */
export interface DayCounts {
  clicks: number;
  installs: number;
  country: Counts;
  platform: Counts;
  host: Counts;
  link: Counts;
  linkInstalls: Counts;
}

/** One (day, invite referrer) of the referrer documents, summed over shards. */
export interface ReferrerDay {
  referrerId: string;
  clicks: number;
  installs: number;
  referrals: number;
  qualified: number;
  flagged: number;
  /** Newest label a click brought (clickLabel), and the newest a track or install brought. */
  clickLabel: string | null;
  clickLabelAt: string | null;
  label: string | null;
  labelAt: string | null;
}

export const emptyDay = (): DayCounts => ({ clicks: 0, installs: 0, country: {}, platform: {}, host: {}, link: {}, linkInstalls: {} });

/**
 * Lays the breakdowns of `total` things side by side and cuts them into pieces where any changes
 * key. A breakdown that sums to less than the total is topped up with '' (a store that lost part
 * of a write must not lose the rest of the day).
 */
export function joinBreakdowns(total: number, breakdowns: Counts[]): { keys: string[]; n: number }[] {
  const width = Math.max(total, ...breakdowns.map(sum));
  const lanes = breakdowns.map((counts) => {
    // Keys of one breakdown are distinct: no tie to order.
    const entries = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const short = width - sum(counts);
    return short > 0 ? [...entries, ['', short] as [string, number]] : entries;
  });
  const at = lanes.map(() => 0);
  const left = lanes.map((lane) => lane[0]?.[1] ?? 0);
  const pieces: { keys: string[]; n: number }[] = [];
  for (let done = 0; done < width; ) {
    const n = Math.min(...left);
    pieces.push({ keys: lanes.map((lane, i) => lane[at[i]!]![0]), n });
    done += n;
    lanes.forEach((lane, i) => {
      left[i]! -= n;
      if (left[i] === 0 && at[i]! + 1 < lane.length) left[i] = lane[(at[i]! += 1)]![1];
    });
  }
  return pieces;
}

/** The rollup rows of one day: click rows, then install rows (no click dimensions), merged by key. */
export function dayRows(projectId: string, day: string, counts: DayCounts, referrers: ReferrerDay[]): Rollup[] {
  const referrerClicks = Object.fromEntries(referrers.map((r) => [r.referrerId, r.clicks]));
  const referrerInstalls = Object.fromEntries(referrers.map((r) => [r.referrerId, r.installs]));
  const rows = new Map<string, Rollup>();
  const add = (slug: string, country: string, platform: string, referrerHost: string, referrerId: string, clicks: number, installs: number) => {
    const key = [slug, country, platform, referrerHost, referrerId].join('\u0000');
    const row = rows.get(key);
    // Pieces of one joining never repeat a key: only an install row meets a click row's key.
    if (row) {
      row.installs += installs;
      return;
    }
    rows.set(key, {
      type: 'rollup',
      projectId,
      day,
      slug,
      country,
      platform,
      referrerHost,
      referrerId,
      clicks,
      installs,
      referrerLabel: null,
      referrerLabelAt: null,
    });
  };
  for (const { keys, n } of joinBreakdowns(counts.clicks, [counts.link, counts.country, counts.platform, counts.host, referrerClicks])) {
    add(keys[0]!, keys[1]!, keys[2]!, keys[3]!, keys[4]!, n, 0);
  }
  for (const { keys, n } of joinBreakdowns(counts.installs, [counts.linkInstalls, referrerInstalls])) add(keys[0]!, '', '', '', keys[1]!, 0, n);
  // A click's label rides on one row of its referrer (reports take the newest label of any row).
  const firstRow = new Map<string, Rollup>();
  for (const row of rows.values()) if (!firstRow.has(row.referrerId)) firstRow.set(row.referrerId, row);
  for (const r of referrers) {
    const row = firstRow.get(r.referrerId);
    if (row && r.clickLabel !== null) Object.assign(row, { referrerLabel: r.clickLabel, referrerLabelAt: r.clickLabelAt });
  }
  return [...rows.values()];
}

type ReferralDayRecord = Extract<TransferRecord, { type: 'referralDay' }>;

/** The sign-up counts of a day's referrers, with the labels tracks and installs brought. */
export function referralDays(projectId: string, day: string, referrers: ReferrerDay[]): ReferralDayRecord[] {
  return referrers
    .filter((r) => r.referrals + r.qualified + r.flagged > 0 || r.label !== null)
    .map((r) => ({
      type: 'referralDay',
      projectId,
      day,
      referrerId: r.referrerId,
      referrals: r.referrals,
      qualified: r.qualified,
      flagged: r.flagged,
      label: r.label,
      labelAt: r.labelAt,
    }));
}

function sum(counts: Counts): number {
  return Object.values(counts).reduce((total, n) => total + Math.max(0, n), 0);
}
