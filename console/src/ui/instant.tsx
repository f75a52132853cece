// One way to show an instant from the API (a creation, a click, a check) on every screen: in the
// viewer's own zone, with that zone's name ("UTC", "GMT+9"), so no time reads as another zone's.
// Days of reports are UTC days and say so themselves (analytics/dates.ts).

// dateStyle and timeStyle cannot be combined with timeZoneName, hence the separate parts.
const parts = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
const toMinute = new Intl.DateTimeFormat(undefined, parts);
const toSecond = new Intl.DateTimeFormat(undefined, { ...parts, second: '2-digit' });

/** "Nov 28, 2026, 09:58 AM UTC"; with `seconds`, "Nov 28, 2026, 09:58:12 AM UTC". */
export const formatInstant = (iso: string, seconds = false): string => (seconds ? toSecond : toMinute).format(new Date(iso));

export const Instant = ({ iso, seconds = false }: { iso: string; seconds?: boolean }) => <time dateTime={iso}>{formatInstant(iso, seconds)}</time>;
