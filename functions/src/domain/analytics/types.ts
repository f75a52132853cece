// What the stores keep per UTC day for reports (decided at write time, read without scanning
// clicks), and the shapes the analytics endpoints answer.

/** Where a click came from when the browser sent no Referer: parentheses never occur in a host. */
export const DIRECT = '(direct)';

export interface Counts {
  clicks: number;
  installs: number;
}

/**
 * Daily rollups summed over a range of days. Installs carry no country, platform or referrer
 * host (the app reports them, not a browser), so the breakdowns count clicks only.
 */
export interface ClickRollup {
  /** Only days that have counts; reports fill the others with zeros. */
  days: Record<string, Counts>;
  countries: Record<string, number>;
  platforms: Record<string, number>;
  /** Referrer host, DIRECT when there was none. */
  referrerHosts: Record<string, number>;
  links: Record<string, Counts>;
}

/**
 * Keys are data (slugs, referrer hosts): the maps have no prototype, so a link named
 * `constructor` or a host named `__proto__` is counted like any other, not looked up on Object.
 */
export function emptyRollup(): ClickRollup {
  const map = <T>() => Object.create(null) as Record<string, T>;
  return { days: map(), countries: map(), platforms: map(), referrerHosts: map(), links: map() };
}

/** An influencer statistics item: uniqueUsers are distinct visitors (see docs/analytics.md). */
export interface InfluencerStats {
  influencerId: string;
  clicks: number;
  installs: number;
  uniqueUsers: number;
}

export interface ProjectAnalytics {
  projectId: string;
  from: string;
  to: string;
  totals: Counts;
  clicksByDay: ({ date: string } & Counts)[];
  byCountry: { country: string; clicks: number }[];
  byPlatform: { platform: string; clicks: number }[];
  byReferrer: { referrerHost: string; clicks: number }[];
  topLinks: ({ slug: string } & Counts)[];
}
