// When to try a request again, and how long to wait first. Only failures that another try can
// fix are retried: no answer at all, a server error, or a rate limit (429).

const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Exponential backoff with jitter, so many app launches after an outage do not retry in step. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3). Null when
 * absent or unreadable, so the caller falls back to its own backoff.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
