// Firestore's click fold (store/firestore/click-fold/): what the shared contract cannot reach.
// Racing folders count each click once; a page whose counters need several commits, and clicks
// stamped at one and the same instant, are folded exactly; the scheduled fold finds the
// projects marked by their clicks; usage counts what waits without folding it.

import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { openFirestoreStore } from '../../src/store/firestore';
import { CLICK_LOG_SHARDS } from '../../src/store/firestore/click-fold/click-log';
import { foldProjectClicks } from '../../src/store/firestore/click-fold/fold-project';
import { toClickDoc } from '../../src/store/firestore/clicks/click-doc';
import { CLICK_SHARDS, paths } from '../../src/store/firestore/database/documents';
import type { Store } from '../../src/store/ports';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { aClick } from './suite/fixtures';

let firestore: EmulatedFirestore;
let db: Firestore;
let store: Store;
const month = '2026-05';
let n = 0;
const projectId = () => `fold-${++n}-${Date.now()}`;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('click-fold');
  db = firestore.db;
  store = openFirestoreStore(db);
});
afterAll(() => firestore.close());

const linkCount = async (pid: string, slug: string) =>
  (await db.getAll(...Array.from({ length: CLICK_SHARDS }, (_, i) => paths.shard(paths.links(db, pid).doc(slug), i)))).reduce(
    (sum, s) => sum + Number(s.get('count') ?? 0),
    0,
  );

describe('Firestore click fold', () => {
  it('when three folders race over the same log, then every click is counted once', async () => {
    const pid = projectId();
    for (let i = 0; i < 30; i++) await store.clicks.record(aClick(pid, `l${i % 3}`), { month });
    const folded = await Promise.all([foldProjectClicks(db, pid), foldProjectClicks(db, pid), foldProjectClicks(db, pid)]);
    expect(folded.reduce((a, b) => a + b, 0)).toBe(30);
    expect(await Promise.all(['l0', 'l1', 'l2'].map((slug) => linkCount(pid, slug)))).toEqual([10, 10, 10]);
    expect(await foldProjectClicks(db, pid)).toBe(0);
  });

  it('when 600 clicks stamped at one instant on 600 links need two commits, then each is folded once, and later clicks at that instant too', async () => {
    const pid = projectId();
    const instant = Timestamp.fromMillis(Date.UTC(2026, 4, 1, 10));
    const write = async (from: number, to: number) => {
      const batch = db.batch();
      for (let i = from; i < to; i++) {
        const click = aClick(pid, `t${i}`);
        batch.create(paths.clicks(db, pid).doc(click.id), { ...toClickDoc(click), usageMonth: month, logShard: i % CLICK_LOG_SHARDS, loggedAt: instant });
      }
      await batch.commit();
    };
    await write(0, 300);
    await write(300, 600);
    expect(await foldProjectClicks(db, pid)).toBe(600);
    const state = (await paths.clickFold(db, pid).get()).data()!;
    expect(state.ids).toHaveLength(600);
    await write(600, 601); // a late click of the same instant
    expect(await foldProjectClicks(db, pid)).toBe(1);
    expect((await store.usage.get(pid, month)).clicks).toBe(601);
    expect(await linkCount(pid, 't0')).toBe(1);
    expect(await linkCount(pid, 't600')).toBe(1);
  });

  it('when clicks wait in the log, then usage counts them without folding, and the scheduled fold (foldLogged) then folds the marked project', async () => {
    const pid = projectId();
    for (let i = 0; i < 4; i++) await store.clicks.record(aClick(pid, 'w'), { month });
    expect((await store.usage.get(pid, month)).clicks).toBe(4);
    expect(await linkCount(pid, 'w')).toBe(0); // nothing folded by that read
    expect((await paths.clickFoldQueue(db).doc(pid).get()).get('dirtyAt')).toBeInstanceOf(Timestamp);
    expect(await store.clicks.foldLogged()).toBeGreaterThanOrEqual(4);
    expect(await linkCount(pid, 'w')).toBe(4);
    expect((await store.usage.get(pid, month)).clicks).toBe(4);
  });

  it('when a project was marked long ago, then the scheduled fold leaves it to its readers', async () => {
    const pid = projectId();
    const click = aClick(pid, 'old');
    await paths
      .clicks(db, pid)
      .doc(click.id)
      .create({ ...toClickDoc(click), usageMonth: month, logShard: 3, loggedAt: FieldValue.serverTimestamp() });
    await paths
      .clickFoldQueue(db)
      .doc(pid)
      .set({ dirtyAt: Timestamp.fromMillis(Date.now() - 6 * 60_000), dirtyShard: 3 });
    await store.clicks.foldLogged();
    expect(await linkCount(pid, 'old')).toBe(0);
    expect(await store.links.clickCount(pid, 'old')).toBe(1); // a read folds its project first
  });
});

describe('Firestore raw click retention', () => {
  it("when a click is recorded, then its TTL field says when the project's retention ends (90 days unless set), and reads never show it", async () => {
    const pid = projectId();
    const kept = aClick(pid, 'r', { clickedAt: '2026-05-01T10:00:00.000Z' });
    const short = aClick(pid, 'r', { clickedAt: '2026-05-01T10:00:00.000Z' });
    const capped = aClick(pid, 'r', { clickedAt: '2026-05-01T10:00:00.000Z' });
    await store.clicks.record(kept, { month });
    await store.clicks.record(short, { month, retentionDays: 7 });
    await store.clicks.record(capped, { month, retentionDays: 30, maxClicks: 100 });
    const expireAt = async (id: string) => ((await paths.clicks(db, pid).doc(id).get()).get('expireAt') as Timestamp).toDate().toISOString();
    expect(await expireAt(kept.id)).toBe('2026-07-30T10:00:00.000Z');
    expect(await expireAt(short.id)).toBe('2026-05-08T10:00:00.000Z');
    expect(await expireAt(capped.id)).toBe('2026-05-31T10:00:00.000Z');
    expect((await store.clicks.history(pid, 'r', 5)).every((click) => !('expireAt' in click))).toBe(true);
  });
});
