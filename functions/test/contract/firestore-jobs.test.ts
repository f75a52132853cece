// The scheduled functions of the Firebase entry, called the way Cloud Scheduler does (wrapped by
// firebase-functions-test), on the Firestore adapter over the in-process emulator.
import { getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { previousUsageMonth } from '../../src/jobs/roll-usage';
import { openFirestoreStore } from '../../src/store/firestore';
import type { Store } from '../../src/store/ports';
import { type RunningEmulator, startFirestoreEmulator } from './firestore-emulator';
import { aClick, aLink, aPendingMatch, aProject } from './suite/fixtures';

type Wrapped = (event: object) => Promise<unknown>;

let emulator: RunningEmulator;
let entry: Record<string, unknown>;
let fft: { wrap: (fn: unknown) => Wrapped; cleanup: () => void };
let store: Store;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  Object.assign(process.env, { FIRESTORE_EMULATOR_HOST: emulator.host, STORE: 'firestore', FIREBASE_PROJECT_ID: 'demo-ferry' });
  /* eslint-disable @typescript-eslint/no-require-imports */
  fft = require('firebase-functions-test')();
  entry = require('../../src/index');
  /* eslint-enable @typescript-eslint/no-require-imports */
});

afterAll(async () => {
  fft.cleanup();
  await store?.close();
  emulator.stop();
});

/** The same Firestore the entry uses (firebase-admin's one default app). */
function sameStore(): Store {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { firestoreDb } = require('../../src/platform/firebase') as typeof import('../../src/platform/firebase');
  return (store ??= openFirestoreStore(firestoreDb('demo-ferry')));
}

describe('scheduled functions on Firestore (wrap)', () => {
  it('when rollMonthlyUsage fires, then last month is folded into one counter document and reads the same', async () => {
    const s = sameStore();
    const month = previousUsageMonth(new Date());
    const project = aProject({ subdomain: 'roll' });
    await s.projects.create(project);
    await s.links.createIfAbsent(aLink(project.id, { slug: 'r' }));
    for (let i = 0; i < 5; i++) await s.clicks.record(aClick(project.id, 'r'), { month });
    await s.clicks.foldLogged(); // the minute's fold: the clicks join the month's shards
    const shards = getFirestore(getApps()[0]!).collection(`projects/${project.id}/usage/${month}/clickShards`);
    expect((await shards.get()).size).toBeGreaterThan(0);

    await fft.wrap(entry.rollMonthlyUsage)({});

    expect((await shards.get()).size).toBe(0);
    expect(await s.usage.get(project.id, month)).toEqual({ links: 0, clicks: 5 });
  });

  it('when expireMatches fires, then pending matches past their 24 hours are deleted and live ones kept', async () => {
    const s = sameStore();
    await s.links.createIfAbsent(aLink('p-expire', { slug: 'e' }));
    const old = aClick('p-expire', 'e', { clickedAt: '2020-01-01T00:00:00.000Z' });
    const live = aClick('p-expire', 'e', { clickedAt: new Date().toISOString() });
    await s.clicks.record(old, { month: '2020-01', pending: aPendingMatch(old) });
    await s.clicks.record(live, { month: '2020-01', pending: aPendingMatch(live) });

    await fft.wrap(entry.expireMatches)({});

    expect(await s.clicks.pendingMatch(old.id)).toBeNull();
    expect(await s.clicks.pendingMatch(live.id)).not.toBeNull();
  });

  it("when foldClicks fires, then clicks waiting in the log are folded into their link's counter", async () => {
    const s = sameStore();
    await s.projects.create(aProject({ id: 'p-fold', subdomain: 'p-fold' }));
    await s.links.createIfAbsent(aLink('p-fold', { slug: 'f' }));
    for (let i = 0; i < 3; i++) await s.clicks.record(aClick('p-fold', 'f'), { month: '2026-05' });

    await fft.wrap(entry.foldClicks)({});

    // Nothing left for another fold: the scheduled run took all three.
    expect(await s.clicks.foldLogged()).toBe(0);
    expect(await s.links.clickCount('p-fold', 'f')).toBe(3);
  });
});
