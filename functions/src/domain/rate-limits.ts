// The request limits (docs/rate-limits.md), and how a window that allows many requests is
// split over shards. Pure data and arithmetic: the limiter adapters and the HTTP middleware
// share it. Every limit is configurable (config.ts); 0 turns that limit off.

export interface RateLimits {
  /** Every /api/* request but the pixel, per client IP, per minute. */
  apiPerMinute: number;
  /** POST /api/match per client IP per minute (counted on top of apiPerMinute). */
  matchPerMinute: number;
  /** GET|POST /:slug on a link host per client IP per minute. */
  redirectsPerMinute: number;
  /** GET|POST /:slug per project (all its hosts) per hour. */
  projectRedirectsPerHour: number;
  /** Links created per API key per hour; a bulk of 100 counts 100. */
  linkCreationsPerHour: number;
}

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = Object.freeze({
  apiPerMinute: 100,
  matchPerMinute: 10,
  redirectsPerMinute: 60,
  projectRedirectsPerHour: 5_000,
  linkCreationsPerHour: 1_000,
});

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

export const TOO_MANY_REQUESTS = 'Too many requests';
export const KEY_RATE_LIMIT_EXCEEDED = 'API key rate limit exceeded';

/**
 * A window allowing more than this many units is spread over several counter documents, so
 * concurrent admissions on a busy window (a project host at 5,000/hour) do not all queue on one.
 */
export const UNITS_PER_SHARD = 1_000;
export const MAX_SHARDS = 16;

export function shardCount(limit: number, unitsPerShard = UNITS_PER_SHARD): number {
  return Math.min(MAX_SHARDS, Math.max(1, Math.floor(limit / unitsPerShard)));
}

/** Shard `i`'s part of `limit`; the parts add up to exactly `limit`. */
export function shardQuota(limit: number, shards: number, i: number): number {
  return Math.floor(limit / shards) + (i < limit % shards ? 1 : 0);
}

/** Start of the fixed window holding `t`: windows are aligned so every instance agrees. */
export function windowStart(t: number, windowMs: number): number {
  return t - (t % windowMs);
}

/** A lease is at most this share of a window's limit (a twentieth: 250 of 5,000 an hour). */
export const LEASE_SHARE = 20;
/** ... and at most this share of what was left when the last lease was taken. */
export const LEASE_OF_REMAINING = 8;

/**
 * How many units an instance takes from a shared window at once (platform/leased-limiter.ts).
 * Large while the window is mostly unused, so a busy project costs one shared operation per
 * few hundred requests; shrinking as the window fills, so the units other instances hold
 * unused when it runs out stay few; never below one.
 */
export function leaseSize(limit: number, remaining: number): number {
  return Math.max(1, Math.min(Math.ceil(limit / LEASE_SHARE), Math.floor(remaining / LEASE_OF_REMAINING)));
}
