// The days a clicks export covers: named as the analytics reports name them (UTC
// days, YYYY-MM-DD, both ends included; default the last 30 days), at most MAX_EXPORT_DAYS a
// request. A longer range is cut to its newest MAX_EXPORT_DAYS days, and the answer says so.

import { addDays, parseDayRange } from '../analytics/date-range';

/** A quarter: on Firestore each exported click is one billed read, so one request stays bounded. */
export const MAX_EXPORT_DAYS = 92;

export interface ClickExportRange {
  /** The days exported, both included. */
  from: string;
  to: string;
  /** The instants the store reads: from <= clickedAt < until. */
  since: string;
  until: string;
  /** The days asked for began before `from`: the rest needs another request. */
  cut: boolean;
}

export function parseClickExportRange(query: { from?: string; to?: string }, today: string): ClickExportRange {
  const asked = parseDayRange(query, today);
  const earliest = addDays(asked.to, -(MAX_EXPORT_DAYS - 1));
  const from = asked.from < earliest ? earliest : asked.from;
  return {
    from,
    to: asked.to,
    since: `${from}T00:00:00.000Z`,
    until: `${addDays(asked.to, 1)}T00:00:00.000Z`,
    cut: from !== asked.from,
  };
}
