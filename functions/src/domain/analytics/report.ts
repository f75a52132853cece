// Turns summed daily rollups into the project analytics answer: every day of the range (zeros
// included), breakdowns largest first, the top links.

import type { Platform } from '../clicks/types';
import { type DayRange, daysOf } from './date-range';
import type { ClickRollup, Counts, ProjectAnalytics } from './types';

export const TOP_LINKS = 10;
const PLATFORMS: Platform[] = ['ios', 'android', 'web'];

/** One rollup row (a day, a link and the click's dimensions) added into a running sum. */
export interface RollupRow {
  day: string;
  slug: string;
  country: string;
  platform: string;
  referrerHost: string;
  clicks: number;
  installs: number;
}

export function addRow(into: ClickRollup, row: RollupRow): void {
  const day = (into.days[row.day] ??= { clicks: 0, installs: 0 });
  day.clicks += row.clicks;
  day.installs += row.installs;
  const link = (into.links[row.slug] ??= { clicks: 0, installs: 0 });
  link.clicks += row.clicks;
  link.installs += row.installs;
  if (row.clicks === 0) return;
  add(into.countries, row.country, row.clicks);
  add(into.platforms, row.platform, row.clicks);
  add(into.referrerHosts, row.referrerHost, row.clicks);
}

export function add(counts: Record<string, number>, key: string, by: number): void {
  counts[key] = (counts[key] ?? 0) + by;
}

export function projectAnalytics(projectId: string, range: DayRange, rollup: ClickRollup): ProjectAnalytics {
  const clicksByDay = daysOf(range).map((date) => ({ date, ...(rollup.days[date] ?? { clicks: 0, installs: 0 }) }));
  const totals = clicksByDay.reduce<Counts>((sum, d) => ({ clicks: sum.clicks + d.clicks, installs: sum.installs + d.installs }), { clicks: 0, installs: 0 });
  const platforms = { ...Object.fromEntries(PLATFORMS.map((p) => [p, 0])), ...rollup.platforms };
  return {
    projectId,
    from: range.from,
    to: range.to,
    totals,
    clicksByDay,
    byCountry: largestFirst(rollup.countries).map(([country, clicks]) => ({ country, clicks })),
    byPlatform: largestFirst(platforms).map(([platform, clicks]) => ({ platform, clicks })),
    byReferrer: largestFirst(rollup.referrerHosts).map(([referrerHost, clicks]) => ({ referrerHost, clicks })),
    topLinks: Object.entries(rollup.links)
      .filter(([, c]) => c.clicks > 0 || c.installs > 0)
      .sort(([a, x], [b, y]) => y.clicks - x.clicks || y.installs - x.installs || compare(a, b))
      .slice(0, TOP_LINKS)
      .map(([slug, c]) => ({ slug, clicks: c.clicks, installs: c.installs })),
  };
}

/** Largest count first; equal counts in key order so answers are stable. Zero counts stay only for platforms. */
function largestFirst(counts: Record<string, number>): [string, number][] {
  return Object.entries(counts).sort(([a, x], [b, y]) => y - x || compare(a, b));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
