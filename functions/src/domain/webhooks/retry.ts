// What an attempt's answer means, and when the next one is made (docs/webhooks.md). At least
// once: a delivery is retried until a 2xx, a 410 (the receiver is gone: the webhook is turned
// off), an answer no retry can change (another 4xx), or 24 hours after the event.

export type AttemptVerdict = 'delivered' | 'retry' | 'gone' | 'rejected';

/** `status` null: no HTTP answer (timeout, connection refused or reset, DNS, an address refused). */
export function verdictOf(status: number | null): AttemptVerdict {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 410) return 'gone';
  // Timeouts and rate limits the receiver answers are worth another try, as are its 5xx.
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'rejected';
}

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_STEP_MS = 6 * 60 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Delay before attempt `attempts + 1`, after `attempts` failed ones: 30 s doubled each time, at
 * most 6 h, then scaled by a jitter in [0.8, 1.2) so that a receiver back from an outage is not
 * hit by every delivery at the same instant. `random` is in [0, 1).
 */
export function retryDelayMs(attempts: number, random: number): number {
  const step = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_STEP_MS);
  return Math.round(step * (0.8 + 0.4 * random));
}

/** When to try again, or null: the event is older than 24 h by then, so the delivery fails. */
export function nextAttemptAt(eventAt: string, now: Date, attempts: number, random: number): string | null {
  const next = now.getTime() + retryDelayMs(attempts, random);
  return next - Date.parse(eventAt) > GIVE_UP_AFTER_MS ? null : new Date(next).toISOString();
}
