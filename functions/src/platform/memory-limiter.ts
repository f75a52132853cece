// Fixed-window counters in process memory: exact for the single self-hosted process. (The
// rate-limit issue adds a Firestore-backed adapter that holds across function instances.)

import type { RateLimiter } from '../services/deps';

export function memoryLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= t) {
        window = { count: 0, resetAt: t + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, remaining: Math.max(0, limit - window.count), resetAt: window.resetAt };
    },
    async peek(key, limit) {
      const window = windows.get(key);
      const count = window && window.resetAt > now() ? window.count : 0;
      return { allowed: count < limit, remaining: Math.max(0, limit - count), resetAt: window?.resetAt ?? now() };
    },
  };
}
