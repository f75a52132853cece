// Fixed-window counters in process memory: exact for the single self-hosted process. Every
// answer is synchronous (a Map lookup, no promise), since the redirect path asks twice per
// request. A window starts at a key's first hit. Cloud Functions use the Firestore adapter
// (store/firestore/rate-limiter.ts), which holds across instances.

import type { LimitResult, RateLimiter } from '../services/deps';

interface Window {
  count: number;
  resetAt: number;
}

/** Beyond this many live keys (a flood from many IPs), ended windows are swept, then the oldest dropped. */
const MAX_KEYS = 100_000;

export function memoryLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();

  function sweep(t: number): void {
    for (const [key, window] of windows) if (window.resetAt <= t) windows.delete(key);
    // Map order is insertion order: the first key is the oldest window.
    if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value as string);
  }

  /** The key's live window, started (or restarted, reusing the object) at `t` when needed. */
  function current(key: string, windowMs: number, t: number): Window {
    const window = windows.get(key);
    if (window !== undefined) {
      if (window.resetAt > t) return window;
      window.count = 0;
      window.resetAt = t + windowMs;
      return window;
    }
    if (windows.size >= MAX_KEYS) sweep(t);
    const fresh = { count: 0, resetAt: t + windowMs };
    windows.set(key, fresh);
    return fresh;
  }

  return {
    hit(key, limit, windowMs, cost = 1): LimitResult {
      const window = current(key, windowMs, now());
      const allowed = window.count + cost <= limit;
      if (allowed) window.count += cost;
      return { allowed, remaining: Math.max(0, limit - window.count), resetAt: window.resetAt };
    },
    peek(key, limit, windowMs): LimitResult {
      const t = now();
      const window = windows.get(key);
      if (window === undefined || window.resetAt <= t) return { allowed: limit > 0, remaining: limit, resetAt: t + windowMs };
      return { allowed: window.count < limit, remaining: Math.max(0, limit - window.count), resetAt: window.resetAt };
    },
    add(key, amount, _limit, windowMs): void {
      const window = current(key, windowMs, now());
      window.count = Math.max(0, window.count + amount);
    },
  };
}
