// Report ranges: whole UTC days named YYYY-MM-DD, both ends included. Rollups are kept per
// UTC day, so a range of days is exactly what the stores can answer without scanning clicks.

import { invalid } from '../errors';

export interface DayRange {
  from: string;
  to: string;
}

/** What a report shows when the caller names no dates: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** A year and a leap day: enough for "this year" and "the last 12 months", and bounded. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of an instant: "2026-11-22". */
export function utcDay(at: Date | string): string {
  return (typeof at === 'string' ? at : at.toISOString()).slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

/**
 * Every day from..to, in order. Counted, not compared as text: the day after 9999-12-31 is
 * "+010000-01-01", which sorts before it, so a text loop would never end.
 */
export function daysOf(range: DayRange): string[] {
  const count = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(range.from, i));
}

/**
 * Reads `from` and `to` (each optional). Missing both: the last 30 days up to today. Only
 * `from`: up to today. Only `to`: the 30 days ending then. Refused with 400: a date that is not
 * a real calendar day, `from` after `to`, and more than 366 days.
 */
export function parseDayRange(query: { from?: string; to?: string }, today: string): DayRange {
  const to = query.to === undefined ? today : parseDay('to', query.to);
  const from = query.from === undefined ? addDays(to, -(DEFAULT_RANGE_DAYS - 1)) : parseDay('from', query.from);
  if (query.to === undefined && from > to) throw invalid('from', 'from must not be after today when to is omitted');
  if (from > to) throw invalid('from', 'from must not be after to');
  const length = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (length > MAX_RANGE_DAYS) throw invalid('from', `the range may span at most ${MAX_RANGE_DAYS} days`);
  return { from, to };
}

function parseDay(field: string, value: string): string {
  // Date.parse accepts 2026-02-30 (as March 2nd); a round trip catches it.
  if (!DAY_PATTERN.test(value) || utcDay(new Date(Date.parse(`${value}T00:00:00.000Z`) || 0)) !== value) {
    throw invalid(field, `${field} must be a date written YYYY-MM-DD`);
  }
  return value;
}
