// Fixed-window counters in process memory: exact for the single self-hosted process. Every
// answer is synchronous (a Map lookup, no promise), since the redirect path asks twice per
// request. A window starts at a key's first hit. On Cloud Functions it counts the per-caller limits
// of each instance; the limits that must hold across instances go through Firestore
// (platform/firebase-limiter.ts picks, platform/firestore-limiter.ts counts).

import type { LimitResult, RateLimiter } from '../runtime-ports';

interface Window {
  count: number;
  resetAt: number;
  /** The count reached the limit: a caller is being refused, so the window is kept. */
  blocked: boolean;
}

/** Beyond this many live keys (a flood from many IPs), room is made: see makeRoom. */
const MAX_KEYS = 100_000;
/** How often at most ended windows are swept when full: a sweep walks every key. */
const SWEEP_EVERY_MS = 1_000;
/** How far makeRoom looks past blocked windows for one it may drop. */
const EVICTION_SCAN = 64;

export function memoryLimiter(now: () => number = Date.now, maxKeys = MAX_KEYS): RateLimiter {
  const windows = new Map<string, Window>();
  let lastSweep = -Infinity;

  /**
   * Ended windows go first (at most one full walk a second, so a flood of new keys costs no
   * walk per request); then the oldest windows that are not refusing anyone. A blocked window
   * (a password lockout, a spent budget) is never dropped to make room: otherwise a flood of
   * new addresses would push lockouts out and give their callers a fresh budget.
   */
  function makeRoom(t: number): void {
    if (t - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = t;
      for (const [key, window] of windows) if (window.resetAt <= t) windows.delete(key);
      if (windows.size < maxKeys) return;
    }
    let scanned = 0;
    // Map order is insertion order: the first keys are the oldest windows.
    for (const [key, window] of windows) {
      if (!window.blocked || window.resetAt <= t) {
        windows.delete(key);
        return;
      }
      if (++scanned >= EVICTION_SCAN) return;
    }
  }

  /** The key's live window, started (or restarted, reusing the object) at `t` when needed. */
  function current(key: string, windowMs: number, t: number): Window {
    const window = windows.get(key);
    if (window !== undefined) {
      if (window.resetAt > t) return window;
      window.count = 0;
      window.resetAt = t + windowMs;
      window.blocked = false;
      return window;
    }
    if (windows.size >= maxKeys) makeRoom(t);
    const fresh = { count: 0, resetAt: t + windowMs, blocked: false };
    windows.set(key, fresh);
    return fresh;
  }

  return {
    hit(key, limit, windowMs, cost = 1): LimitResult {
      const window = current(key, windowMs, now());
      const allowed = window.count + cost <= limit;
      if (allowed) window.count += cost;
      window.blocked = window.count >= limit;
      return { allowed, remaining: Math.max(0, limit - window.count), resetAt: window.resetAt };
    },
    peek(key, limit, windowMs): LimitResult {
      const t = now();
      const window = windows.get(key);
      if (window === undefined || window.resetAt <= t) return { allowed: limit > 0, remaining: limit, resetAt: t + windowMs };
      return { allowed: window.count < limit, remaining: Math.max(0, limit - window.count), resetAt: window.resetAt };
    },
    add(key, amount, limit, windowMs): void {
      const window = current(key, windowMs, now());
      window.count = Math.max(0, window.count + amount);
      window.blocked = window.count >= limit;
    },
  };
}
