// What a batch of logged clicks adds to the counters, grouped so that a fold writes each counter
// once however many clicks it carries (the click is a visit's only write; counters are folded
// from the click log, docs/adr/0013-click-log-folded-into-counters.md). Pure: the stores turn a
// tally into their own writes.

import { utcDay } from '../analytics/date-range';
import { DIRECT } from '../analytics/types';
import type { ClickEvent } from './types';

export type Counts = Map<string, number>;

export interface DayTally {
  clicks: number;
  country: Counts;
  platform: Counts;
  host: Counts;
  link: Counts;
}

export interface ReferrerTally {
  /** Clicks per UTC day. */
  days: Counts;
  /** The label of the newest labelled click, and when it was given. */
  label?: { text: string; at: string };
}

export interface ClickTally {
  links: Counts;
  months: Counts;
  influencers: Counts;
  campaigns: Counts;
  days: Map<string, DayTally>;
  /** Distinct visitor hashes seen per influencer. */
  visitors: Map<string, Set<string>>;
  referrers: Map<string, ReferrerTally>;
}

export const emptyTally = (): ClickTally => ({
  links: new Map(),
  months: new Map(),
  influencers: new Map(),
  campaigns: new Map(),
  days: new Map(),
  visitors: new Map(),
  referrers: new Map(),
});

const add = (counts: Counts, key: string, by = 1) => counts.set(key, (counts.get(key) ?? 0) + by);

/**
 * How many separate counter writes the tally makes: one per link, month, day, campaign and
 * referrer day; two per influencer (its count and its index entry) and per referrer (its total
 * doc holds the label); one per distinct influencer visitor.
 */
export function tallyWrites(tally: ClickTally): number {
  let writes = tally.links.size + tally.months.size + tally.days.size + tally.campaigns.size + 2 * tally.influencers.size;
  for (const seen of tally.visitors.values()) writes += seen.size;
  for (const referrer of tally.referrers.values()) writes += referrer.days.size + 1;
  return writes;
}

/** A logged click and the usage month it counts in (the month of its visit). */
export interface LoggedClick {
  click: ClickEvent;
  month: string;
}

export function addClick(tally: ClickTally, { click, month }: LoggedClick): void {
  add(tally.links, click.slug);
  add(tally.months, month);
  const dayKey = utcDay(click.clickedAt);
  let day = tally.days.get(dayKey);
  if (!day) tally.days.set(dayKey, (day = { clicks: 0, country: new Map(), platform: new Map(), host: new Map(), link: new Map() }));
  day.clicks++;
  add(day.country, click.country);
  add(day.platform, click.platform);
  add(day.host, click.referrerHost ?? DIRECT);
  add(day.link, click.slug);
  if (click.influencerId) {
    add(tally.influencers, click.influencerId);
    let seen = tally.visitors.get(click.influencerId);
    if (!seen) tally.visitors.set(click.influencerId, (seen = new Set()));
    if (click.visitorHash) seen.add(click.visitorHash);
  }
  if (click.campaignId) add(tally.campaigns, click.campaignId);
  if (click.referrerId) {
    let referrer = tally.referrers.get(click.referrerId);
    if (!referrer) tally.referrers.set(click.referrerId, (referrer = { days: new Map() }));
    add(referrer.days, dayKey);
    if (click.referrerLabel && (!referrer.label || click.clickedAt >= referrer.label.at)) referrer.label = { text: click.referrerLabel, at: click.clickedAt };
  }
}

/** The counter writes `click` would add to `tally` (0 when it only bumps counters already there). */
export function writesAdded(tally: ClickTally, { click, month }: LoggedClick): number {
  const day = utcDay(click.clickedAt);
  let writes = 0;
  if (!tally.links.has(click.slug)) writes++;
  if (!tally.months.has(month)) writes++;
  if (!tally.days.has(day)) writes++;
  if (click.influencerId) {
    if (!tally.influencers.has(click.influencerId)) writes += 2;
    if (click.visitorHash && !tally.visitors.get(click.influencerId)?.has(click.visitorHash)) writes++;
  }
  if (click.campaignId && !tally.campaigns.has(click.campaignId)) writes++;
  if (click.referrerId) {
    const referrer = tally.referrers.get(click.referrerId);
    if (!referrer) writes += 2;
    else if (!referrer.days.has(day)) writes++;
  }
  return writes;
}

/**
 * Tallies clicks in order until the next one would take the tally past `maxWrites` (one store
 * commit's budget); answers the tally and how many clicks it holds (at least one, if any).
 */
export function tallyClicks(clicks: readonly LoggedClick[], maxWrites: number): { tally: ClickTally; taken: number } {
  const tally = emptyTally();
  let writes = 0;
  let taken = 0;
  for (const click of clicks) {
    const more = writesAdded(tally, click);
    if (taken > 0 && writes + more > maxWrites) break;
    addClick(tally, click);
    writes += more;
    taken++;
  }
  return { tally, taken };
}
