// Per-key request limits with the RateLimit-* headers (IETF draft style: limit, remaining,
// seconds to reset), Retry-After and the 429 message of docs/rate-limits.md. The key
// function decides the scope (per IP, per project, per key). When several limits apply to one
// request (the global API limit and the match limit), the headers describe the tightest: the
// one with the fewest requests left, as the draft recommends.

import type { Context, MiddlewareHandler } from 'hono';
import { type RateLimits, TOO_MANY_REQUESTS } from '../../domain/rate-limits';
import type { LimitResult } from '../../runtime-ports';
import type { AppEnv } from '../env';
import { TOO_MANY_REQUESTS_PAGE } from '../pages/too-many-requests';

type Ctx = Context<AppEnv>;

export interface LimitRule {
  name: string;
  /** Requests per window; a function reads the configured limits (0 turns the rule off). */
  limit: number | ((limits: RateLimits) => number);
  windowMs: number;
  key: (c: Ctx) => string | null;
  message?: string;
}

/** Remaining count of the policy the response's headers show so far, per request. */
const shownRemaining = new WeakMap<Ctx, number>();

export function rateLimit(rule: LimitRule): MiddlewareHandler<AppEnv> {
  const configured = rule.limit;
  const limitOf = typeof configured === 'number' ? () => configured : configured;
  const prefix = `${rule.name}:`;
  return async (c, next) => {
    const limit = limitOf(c.var.deps.limits);
    if (!(limit > 0)) return next();
    const key = rule.key(c);
    if (key === null) return next();
    const answer = c.var.deps.limiter.hit(prefix + key, limit, rule.windowMs);
    const result = answer instanceof Promise ? await answer : answer;
    if (!result.allowed) return tooManyRequests(c, limit, result, rule.message ?? TOO_MANY_REQUESTS);
    showLimit(c, limit, result);
    return next();
  };
}

/** Shows this policy in the RateLimit-* headers unless one with fewer requests left already is. */
export function showLimit(c: Ctx, limit: number, result: LimitResult): void {
  const shown = shownRemaining.get(c);
  if (shown !== undefined && shown <= result.remaining) return;
  shownRemaining.set(c, result.remaining);
  writeLimitHeaders(c, limit, result);
}

export function writeLimitHeaders(c: Ctx, limit: number, result: LimitResult): number {
  const resetSeconds = Math.max(0, Math.ceil((result.resetAt - c.var.deps.now().getTime()) / 1000));
  c.header('RateLimit-Limit', String(limit));
  c.header('RateLimit-Remaining', String(result.remaining));
  c.header('RateLimit-Reset', String(resetSeconds));
  return resetSeconds;
}

/**
 * The headers of an answer `result` refused: RateLimit-* for that window, whatever was shown
 * before, and Retry-After for when it ends. Also the password page's 429 (routes/redirect.ts).
 */
export function refusedBy(c: Ctx, limit: number, result: LimitResult): void {
  shownRemaining.set(c, 0);
  const resetSeconds = writeLimitHeaders(c, limit, result);
  // At least one second: a client told "retry after 0" would retry at once.
  c.header('Retry-After', String(Math.max(1, resetSeconds)));
  c.header('Cache-Control', 'private, no-store');
}

/**
 * The 429: JSON `{error, code}` for API callers; on a link host, where a visitor's browser
 * shows the answer, a small HTML page saying the same.
 */
export function tooManyRequests(c: Ctx, limit: number, result: LimitResult, message: string, as: 'json' | 'html' = 'json'): Response {
  refusedBy(c, limit, result);
  if (as === 'json') return c.json({ error: message, code: 'RATE_LIMITED' }, 429);
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
  c.header('X-Content-Type-Options', 'nosniff');
  return c.html(TOO_MANY_REQUESTS_PAGE, 429);
}
