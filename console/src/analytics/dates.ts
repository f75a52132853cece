// Report ranges are whole UTC days (YYYY-MM-DD, both ends included, at most 366: the API's
// rule). Labels say "UTC" wherever a day is shown; instants are ui/instant.tsx's.

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 366;

export const utcToday = (): string => new Date().toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The last `days` UTC days, today included. */
export const lastDays = (days: number) => {
  const to = utcToday();
  return { from: addDays(to, -(days - 1)), to };
};

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
export const dayLabel = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));
