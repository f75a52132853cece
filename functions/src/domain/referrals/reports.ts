// The referral reports (docs/referrals.md), built from per-referrer counters: the funnel (with a range),
// the stats and the older leaderboard shape.

import { addDays, type DayRange } from '../analytics/date-range';
import type { FunnelRange, ReferrerCounts } from './types';

/** 7d and 30d end today and include it; all is every day ever counted (null). */
export function funnelDays(range: FunnelRange, today: string): DayRange | null {
  if (range === 'all') return null;
  return { from: addDays(today, range === '7d' ? -6 : -29), to: today };
}

export function funnelReport(range: FunnelRange, counts: ReferrerCounts[]) {
  const sum = (pick: (c: ReferrerCounts) => number) => counts.reduce((total, c) => total + pick(c), 0);
  const clicks = sum((c) => c.clicks);
  const installs = sum((c) => c.installs);
  return {
    range,
    funnel: {
      clicks,
      installs,
      referrals: sum((c) => c.referrals),
      qualified: sum((c) => c.qualified),
      clickToInstallRate: clicks === 0 ? 0 : Math.round((installs / clicks) * 10_000) / 10_000,
    },
    flaggedCount: sum((c) => c.flagged),
    referrers: [...counts]
      .sort((a, b) => b.referrals - a.referrals || b.clicks - a.clicks || compare(a.referrerId, b.referrerId))
      .map((c) => ({
        referrerId: c.referrerId,
        referrerLabel: c.referrerLabel,
        clicks: c.clicks,
        installs: c.installs,
        referrals: c.referrals,
        qualified: c.qualified,
        flagged: c.flagged,
      })),
  };
}

/** All time: unflagged attributions, the referrers who have any, and the one with the most. */
export function statsReport(counts: ReferrerCounts[]) {
  const ranked = leaderboard(counts, Infinity);
  return {
    totalReferrals: ranked.reduce((total, r) => total + r.referrals, 0),
    uniqueReferrers: ranked.length,
    topReferrer: ranked[0]?.referrerId ?? null,
  };
}

/** Referrers with at least one unflagged attribution, most first (ties by id). */
export function leaderboard(counts: ReferrerCounts[], limit: number): { referrerId: string; referrals: number }[] {
  return counts
    .filter((c) => c.referrals > 0)
    .sort((a, b) => b.referrals - a.referrals || compare(a.referrerId, b.referrerId))
    .slice(0, limit)
    .map((c) => ({ referrerId: c.referrerId, referrals: c.referrals }));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
