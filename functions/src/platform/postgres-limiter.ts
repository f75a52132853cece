// Fixed-window counters shared by every Ferry process of a PostgreSQL store: one row per key and
// window (table rate_limit_windows, made by the store's migrations), counted by one atomic
// upsert, so a limit holds across processes exactly. Windows are aligned to the clock, so every
// process agrees when one ends. A caller already refused is remembered here until its window
// ends, and refused again without a query: a flood costs the database nothing.

import type { LimitResult, RateLimiter } from '../runtime-ports';

/** What the limiter needs of the database: node-postgres' Pool has it. */
export interface SqlQuery {
  query(sql: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/** Ended windows are deleted by one process now and then, not on every hit. */
const SWEEP_EVERY_MS = 60_000;

export function postgresLimiter(db: SqlQuery, now: () => number = Date.now): RateLimiter {
  const refusedUntil = new Map<string, number>();
  let lastSweep = now();
  const windowOf = (windowMs: number) => {
    const start = Math.floor(now() / windowMs) * windowMs;
    return { start, resetAt: start + windowMs };
  };
  const countOf = async (key: string, start: number): Promise<number> => {
    const { rows } = await db.query('SELECT count FROM rate_limit_windows WHERE key = $1 AND window_start = $2', [key, start]);
    return Number(rows[0]?.count ?? 0);
  };
  const sweep = () => {
    const t = now();
    if (t - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = t;
    for (const [key, until] of refusedUntil) if (until <= t) refusedUntil.delete(key);
    // Best effort: a failed sweep leaves rows for the next one.
    db.query('DELETE FROM rate_limit_windows WHERE expires_at <= $1', [t]).catch(() => undefined);
  };
  return {
    async hit(key, limit, windowMs, cost = 1): Promise<LimitResult> {
      sweep();
      const { start, resetAt } = windowOf(windowMs);
      if ((refusedUntil.get(key) ?? 0) > now() && cost > 0) return { allowed: false, remaining: 0, resetAt };
      if (cost <= limit) {
        const { rows } = await db.query(
          `INSERT INTO rate_limit_windows AS w (key, window_start, count, expires_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key, window_start) DO UPDATE SET count = w.count + EXCLUDED.count WHERE w.count + EXCLUDED.count <= $5
           RETURNING count`,
          [key, start, cost, resetAt, limit],
        );
        if (rows[0]) {
          const count = Number(rows[0].count);
          if (count >= limit) refusedUntil.set(key, resetAt);
          return { allowed: true, remaining: Math.max(0, limit - count), resetAt };
        }
      }
      const count = await countOf(key, start);
      if (count >= limit) refusedUntil.set(key, resetAt);
      return { allowed: false, remaining: Math.max(0, limit - count), resetAt };
    },
    async peek(key, limit, windowMs): Promise<LimitResult> {
      const { start, resetAt } = windowOf(windowMs);
      const count = await countOf(key, start);
      return { allowed: count < limit, remaining: Math.max(0, limit - count), resetAt };
    },
    async add(key, amount, limit, windowMs): Promise<void> {
      const { start, resetAt } = windowOf(windowMs);
      const { rows } = await db.query(
        `INSERT INTO rate_limit_windows AS w (key, window_start, count, expires_at) VALUES ($1, $2, GREATEST(0, $3::bigint), $4)
         ON CONFLICT (key, window_start) DO UPDATE SET count = GREATEST(0, w.count + $3::bigint)
         RETURNING count`,
        [key, start, amount, resetAt],
      );
      // Units given back may let a refused caller in again before the window ends.
      if (Number(rows[0]?.count ?? 0) < limit) refusedUntil.delete(key);
      else refusedUntil.set(key, resetAt);
    },
  };
}
