// The Cloud Functions rate limiter on the in-process emulator (firestore-emulator.ts, whose
// transactions really race): leases over a shared window keep the limiter contract, never admit
// more than the limit across instances, cost one transaction per lease and none per hit after
// it; and firebaseLimiter counts each key where docs/rate-limits.md says.

import type { Firestore } from 'firebase-admin/firestore';
import { firebaseLimiter } from '../../src/platform/firebase-limiter';
import { firestoreLimiter } from '../../src/platform/firestore-limiter';
import { leasedLimiter } from '../../src/platform/leased-limiter';
import type { LimitResult, RateLimiter } from '../../src/runtime-ports';
import { paths } from '../../src/store/firestore/database/documents';
import { runLimiterContract, T0 } from '../support/limiter-contract';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { countOperations, type OperationCounter } from './firestore-operations';

let firestore: EmulatedFirestore;
let db: Firestore;
let ops: OperationCounter;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('firebase-limiter');
  ({ db } = firestore);
  ops = countOperations(firestore.emulator);
});

afterAll(() => firestore.close());

runLimiterContract('leased over firestore', (now) => leasedLimiter(firestoreLimiter(paths.rateLimitWindows(db), { now }), now));

const HOUR = 3_600_000;
let n = 0;
const freshKey = (prefix = 'project-redirects') => `${prefix}:${process.pid}:${Date.now()}:${(n += 1)}`;
/** A Cloud Functions instance: its own memory, the shared Firestore. */
const instance = (now = () => T0) => leasedLimiter(firestoreLimiter(paths.rateLimitWindows(db), { now, unitsPerShard: Number.POSITIVE_INFINITY }), now);
const hit = (limiter: RateLimiter, key: string, limit: number): Promise<LimitResult> => Promise.resolve(limiter.hit(key, limit, HOUR));

describe('leased limiter', () => {
  it('when 1,000 hits of one instance spend a 5,000 window, then it costs 4 transactions (leases of 250) and the hits between answer synchronously', async () => {
    const limiter = instance();
    const key = freshKey();
    ops.take();
    expect(await hit(limiter, key, 5_000)).toEqual({ allowed: true, remaining: 4_999, resetAt: T0 + HOUR });
    expect(ops.take()).toEqual({ reads: 1, writes: 1 });
    const next = limiter.hit(key, 5_000, HOUR);
    expect(next).not.toBeInstanceOf(Promise);
    expect(next).toMatchObject({ allowed: true, remaining: 4_998 });
    for (let i = 2; i < 1_000; i++) await hit(limiter, key, 5_000);
    expect(ops.take()).toEqual({ reads: 3, writes: 3 });
  });

  it('when 50 hits arrive together on a new instance, then they share one lease: one transaction', async () => {
    const limiter = instance();
    const key = freshKey();
    ops.take();
    const results = await Promise.all(Array.from({ length: 50 }, () => hit(limiter, key, 5_000)));
    expect(results.every((r) => r.allowed)).toBe(true);
    expect(ops.take()).toEqual({ reads: 1, writes: 1 });
  });

  it('when three instances race 300 hits for a limit of 100, then at most 100 are admitted, and exactly 100 once every instance has spent its lease', async () => {
    const instances = [instance(), instance(), instance()];
    const key = freshKey();
    const raced = await Promise.all(Array.from({ length: 300 }, (_, i) => hit(instances[i % 3]!, key, 100)));
    let admitted = raced.filter((r) => r.allowed).length;
    expect(admitted).toBeLessThanOrEqual(100);
    for (let i = 0; i < 300; i++) if ((await hit(instances[i % 3]!, key, 100)).allowed) admitted += 1;
    expect(admitted).toBe(100);
  }, 120_000);

  it('when the window ends, then units leased in it are dropped and a new lease is taken', async () => {
    let t = T0;
    const limiter = instance(() => t);
    const key = freshKey();
    await hit(limiter, key, 100);
    ops.take();
    t = T0 + HOUR;
    expect(await hit(limiter, key, 100)).toEqual({ allowed: true, remaining: 99, resetAt: T0 + 2 * HOUR });
    expect(ops.take()).toEqual({ reads: 1, writes: 1 });
  });
});

describe('firebaseLimiter: each limit where its precision is worth its price', () => {
  it('when a per-caller key is hit (a visitor, an API caller, match, signals, pixel), then it is counted in memory: synchronous, no Firestore operation', async () => {
    const limiter = firebaseLimiter(paths.rateLimitWindows(db), () => T0);
    ops.take();
    for (const prefix of ['redirect', 'api', 'match', 'signals', 'pixel']) {
      const key = freshKey(prefix);
      expect(limiter.hit(key, 2, 60_000)).toMatchObject({ allowed: true, remaining: 1 });
      expect(limiter.hit(key, 2, 60_000)).toMatchObject({ allowed: true, remaining: 0 });
      expect(limiter.hit(key, 2, 60_000)).toMatchObject({ allowed: false });
    }
    expect(ops.take()).toEqual({ reads: 0, writes: 0 });
  });

  it("when a project's redirect budget is hit, then it is leased: one transaction for the first hit, none for the next", async () => {
    const limiter = firebaseLimiter(paths.rateLimitWindows(db), () => T0);
    const key = freshKey('project-redirects');
    ops.take();
    expect(await hit(limiter, key, 5_000)).toMatchObject({ allowed: true });
    expect(limiter.hit(key, 5_000, HOUR)).toMatchObject({ allowed: true, remaining: 4_998 });
    expect(ops.take()).toEqual({ reads: 1, writes: 1 });
  });

  it('when password guesses or link creations are counted, then every hit is an exact Firestore transaction', async () => {
    const limiter = firebaseLimiter(paths.rateLimitWindows(db), () => T0);
    for (const prefix of ['password', 'password-link', 'link-creations']) {
      const key = freshKey(prefix);
      ops.take();
      expect(await hit(limiter, key, 5)).toMatchObject({ allowed: true, remaining: 4 });
      expect(await hit(limiter, key, 5)).toMatchObject({ allowed: true, remaining: 3 });
      expect(ops.take()).toEqual({ reads: 2, writes: 2 });
    }
  });
});
