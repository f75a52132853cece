// How long raw clicks are kept: a project setting, 90 days unless set. Counters
// and daily reports are folded from the clicks long before, and are kept for good; what goes
// is the click-level detail (history, clicks.csv). Pure date arithmetic, in whole UTC days.

export const DEFAULT_CLICK_RETENTION_DAYS = 90;
export const MIN_CLICK_RETENTION_DAYS = 1;
/** Ten years: a bound, so the date arithmetic and Firestore's TTL stay in range. */
export const MAX_CLICK_RETENTION_DAYS = 3_650;

const DAY_MS = 86_400_000;

export function retentionDaysOf(project: { clickRetentionDays?: number }): number {
  return project.clickRetentionDays ?? DEFAULT_CLICK_RETENTION_DAYS;
}

/** When a click made at `clickedAt` may be deleted (Firestore's TTL field). */
export function clickKeepUntil(clickedAt: string, days: number): Date {
  return new Date(Date.parse(clickedAt) + days * DAY_MS);
}

/** Clicks made before this instant are past retention at `now`. */
export function retentionCutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
