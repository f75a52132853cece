// Per-key request limits with the RateLimit-* headers of decisions §3, Retry-After and the
// spec's message on 429. The key function decides the scope (per IP, per project, per key).

import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

export interface LimitRule {
  name: string;
  limit: number;
  windowMs: number;
  key: (c: Context<AppEnv>) => string | null;
  message?: string;
}

export function rateLimit(rule: LimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = rule.key(c);
    if (key === null) return next();
    const { limiter, now } = c.var.deps;
    const result = await limiter.hit(`${rule.name}:${key}`, rule.limit, rule.windowMs);
    const resetSeconds = Math.max(0, Math.ceil((result.resetAt - now().getTime()) / 1000));
    c.header('RateLimit-Limit', String(rule.limit));
    c.header('RateLimit-Remaining', String(result.remaining));
    c.header('RateLimit-Reset', String(resetSeconds));
    if (!result.allowed) {
      c.header('Retry-After', String(resetSeconds));
      return c.json({ error: rule.message ?? 'Too many requests', code: 'RATE_LIMITED' }, 429);
    }
    return next();
  };
}
