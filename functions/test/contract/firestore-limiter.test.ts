// The Firestore rate limiter on the in-process emulator (with the optimistic transactions of
// firestore-emulator.ts, so racing hits really race): the shared limiter contract, exact
// admission under concurrency with and without shards, the local pre-check, the documents it
// writes, and buildDeps choosing it when STORE=firestore.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CollectionReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { buildDeps } from '../../src/build-deps';
import { loadConfig } from '../../src/config';
import { firestoreLimiter } from '../../src/platform/firestore-limiter';
import type { LimitResult } from '../../src/runtime-ports';
import { openFirestoreStore } from '../../src/store/firestore';
import { paths } from '../../src/store/firestore/database/documents';
import { runLimiterContract, T0 } from '../support/limiter-contract';
import { tempSqliteStore } from '../support/temp-sqlite';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';

let firestore: EmulatedFirestore;
let db: Firestore;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('firestore-limiter');
  ({ db } = firestore);
});

afterAll(() => firestore.close());

runLimiterContract('firestore', (now) => firestoreLimiter(paths.rateLimitWindows(db), { now }));

const MINUTE = 60_000;
let n = 0;
const freshKey = () => `race:${process.pid}:${Date.now()}:${(n += 1)}`;
const windowDocs = async () => (await db.collection('rateLimits').get()).docs;

describe('firestore limiter', () => {
  it('when 20 hits race for a limit of 8, then exactly 8 are allowed', async () => {
    const limiter = firestoreLimiter(paths.rateLimitWindows(db), { now: () => T0 });
    const key = freshKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => Promise.resolve(limiter.hit(key, 8, MINUTE))));
    expect(results.filter((r) => r.allowed)).toHaveLength(8);
    expect(await limiter.peek(key, 8, MINUTE)).toMatchObject({ allowed: false, remaining: 0 });
  }, 120_000);

  it('when a window is sharded and 45 hits race for 30, then exactly 30 are allowed, spread over the shards', async () => {
    // Two instances, as on Cloud Functions, each with its own memory of full shards.
    const instances = [
      firestoreLimiter(paths.rateLimitWindows(db), { now: () => T0, unitsPerShard: 10 }),
      firestoreLimiter(paths.rateLimitWindows(db), { now: () => T0, unitsPerShard: 10 }),
    ];
    const key = freshKey();
    const before = new Set((await windowDocs()).map((d) => d.id));
    const results = await Promise.all(Array.from({ length: 45 }, (_, i) => Promise.resolve(instances[i % 2]!.hit(key, 30, MINUTE))));
    expect(results.filter((r) => r.allowed)).toHaveLength(30);
    const shards = (await windowDocs()).filter((d) => !before.has(d.id));
    expect(shards.map((d) => d.get('count'))).toEqual([10, 10, 10]);
    for (const instance of instances) expect((await instance.hit(key, 30, MINUTE)).allowed).toBe(false);
  }, 120_000);

  it('when this instance saw the window full, then the next hit is refused synchronously with no Firestore call', async () => {
    const limiter = firestoreLimiter(paths.rateLimitWindows(db), { now: () => T0 });
    const key = freshKey();
    await limiter.hit(key, 1, MINUTE);
    expect(await limiter.hit(key, 1, MINUTE)).toMatchObject({ allowed: false });
    const transactions = jest.spyOn(db, 'runTransaction');
    const reads = jest.spyOn(db, 'getAll');
    try {
      const answer = limiter.hit(key, 1, MINUTE);
      expect(answer).not.toBeInstanceOf(Promise);
      expect(answer).toEqual({ allowed: false, remaining: 0, resetAt: T0 + MINUTE });
      expect(limiter.peek(key, 1, MINUTE)).not.toBeInstanceOf(Promise);
      expect(transactions).not.toHaveBeenCalled();
      expect(reads).not.toHaveBeenCalled();
    } finally {
      transactions.mockRestore();
      reads.mockRestore();
    }
  });

  it('when a window is written, then its id hides the key and expireAt (the TTL field) is the window end', async () => {
    const limiter = firestoreLimiter(paths.rateLimitWindows(db), { now: () => T0 + 12_345 });
    const before = new Set((await windowDocs()).map((d) => d.id));
    await limiter.hit('redirect:203.0.113.99', 5, MINUTE);
    const [doc] = (await windowDocs()).filter((d) => !before.has(d.id));
    expect(doc!.id).not.toContain('203.0.113.99');
    expect(doc!.id).toMatch(new RegExp(`-${T0.toString(36)}-0$`));
    expect(doc!.data()).toEqual({ count: 1, expireAt: Timestamp.fromMillis(T0 + MINUTE) });
  });

  it('when window documents are deployed, then a TTL policy on expireAt deletes them and neither field is indexed', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as { fieldOverrides: unknown[] };
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: 'rateLimits', fieldPath: 'expireAt', ttl: true, indexes: [] });
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: 'rateLimits', fieldPath: 'count', indexes: [] });
  });

  it('when hits lose every race (ABORTED), then they are refused; when Firestore fails otherwise, then they pass', async () => {
    const failing = (code: number) =>
      ({
        doc: () => ({}),
        firestore: { runTransaction: () => Promise.reject(Object.assign(new Error('failed'), { code })) },
      }) as unknown as CollectionReference;
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await firestoreLimiter(failing(10), { now: () => T0 }).hit('k', 5, MINUTE)).toEqual({ allowed: false, remaining: 0, resetAt: T0 + MINUTE });
      expect(await firestoreLimiter(failing(14), { now: () => T0 }).hit('k', 5, MINUTE)).toEqual({ allowed: true, remaining: 5, resetAt: T0 + MINUTE });
      expect(quiet).toHaveBeenCalledTimes(1);
    } finally {
      quiet.mockRestore();
    }
  });

  it('when STORE=firestore, then buildDeps counts in Firestore; with SQLite, in memory', async () => {
    const config = loadConfig(
      { STORE: 'firestore', IP_HASH_PEPPER: 'pepper-for-the-limiter-test', FIREBASE_PROJECT_ID: 'demo-ferry', RATE_LIMIT_API_PER_MINUTE: '7' },
      'self-hosted',
    );
    const deps = buildDeps(config, openFirestoreStore(db));
    const before = (await windowDocs()).length;
    const answer = deps.limiter.hit(freshKey(), 3, MINUTE);
    expect(answer).toBeInstanceOf(Promise);
    expect(((await answer) as LimitResult).allowed).toBe(true);
    expect((await windowDocs()).length).toBe(before + 1);
    expect(deps.limits).toMatchObject({ apiPerMinute: 7, matchPerMinute: 10 });

    const store = tempSqliteStore();
    try {
      const selfHosted = buildDeps(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-limiter-')) }, 'self-hosted'), store);
      expect(selfHosted.limiter.hit(freshKey(), 3, MINUTE)).toMatchObject({ allowed: true, remaining: 2 });
    } finally {
      await store.close();
    }
  });
});
