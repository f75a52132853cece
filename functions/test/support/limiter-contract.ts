// What every RateLimiter adapter must do (services/deps.ts), run against the in-memory one and
// the Firestore one. The clock starts on an hour boundary, so the memory adapter's windows
// (from a key's first hit) and Firestore's (aligned to the clock) end at the same moment.
import type { LimitResult, RateLimiter } from '../../src/runtime-ports';

export const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const MINUTE = 60_000;

export function runLimiterContract(name: string, make: (now: () => number) => RateLimiter | Promise<RateLimiter>) {
  describe(`rate limiter contract: ${name}`, () => {
    let t = T0;
    let limiter: RateLimiter;
    let key: string;
    let n = 0;
    beforeEach(async () => {
      t = T0;
      limiter = await make(() => t);
      // Unique per test: a Firestore emulator keeps its documents for the whole file.
      key = `contract:${process.pid}:${Date.now()}:${(n += 1)}`;
    });
    const hit = (limit: number, cost?: number): Promise<LimitResult> => Promise.resolve(limiter.hit(key, limit, MINUTE, cost));
    const peek = (limit: number): Promise<LimitResult> => Promise.resolve(limiter.peek(key, limit, MINUTE));

    it('when hits fit in the limit, then each is allowed with one fewer remaining; the next is refused until the window ends', async () => {
      for (let i = 1; i <= 3; i++) expect(await hit(3)).toEqual({ allowed: true, remaining: 3 - i, resetAt: T0 + MINUTE });
      expect(await hit(3)).toEqual({ allowed: false, remaining: 0, resetAt: T0 + MINUTE });
      t = T0 + MINUTE - 1;
      expect((await hit(3)).allowed).toBe(false);
      t = T0 + MINUTE;
      expect(await hit(3)).toEqual({ allowed: true, remaining: 2, resetAt: T0 + 2 * MINUTE });
    });

    it('when a hit costs several units, then it is taken whole or not at all', async () => {
      expect(await hit(5, 3)).toMatchObject({ allowed: true, remaining: 2 });
      expect(await hit(5, 3)).toMatchObject({ allowed: false, remaining: 2 });
      expect(await hit(5, 2)).toMatchObject({ allowed: true, remaining: 0 });
      expect(await hit(5, 1)).toMatchObject({ allowed: false, remaining: 0 });
    });

    it('when peeking, then nothing is counted', async () => {
      expect(await peek(2)).toMatchObject({ allowed: true, remaining: 2 });
      await hit(2);
      expect(await peek(2)).toMatchObject({ allowed: true, remaining: 1 });
      expect(await peek(2)).toMatchObject({ allowed: true, remaining: 1 });
      await hit(2);
      expect(await peek(2)).toMatchObject({ allowed: false, remaining: 0 });
    });

    it('when units are given back or added, then the window counts them whatever the limit', async () => {
      await hit(4, 4);
      await limiter.add(key, -3, 4, MINUTE);
      expect(await peek(4)).toMatchObject({ allowed: true, remaining: 3 });
      expect(await hit(4, 3)).toMatchObject({ allowed: true, remaining: 0 });
      await limiter.add(key, 2, 4, MINUTE);
      expect(await peek(4)).toMatchObject({ allowed: false, remaining: 0 });
      await limiter.add(key, -1, 4, MINUTE);
      expect(await peek(4)).toMatchObject({ allowed: false });
    });

    it('when two keys are hit, then their windows are independent', async () => {
      await hit(1);
      expect((await hit(1)).allowed).toBe(false);
      expect((await Promise.resolve(limiter.hit(`${key}:other`, 1, MINUTE))).allowed).toBe(true);
    });
  });
}
