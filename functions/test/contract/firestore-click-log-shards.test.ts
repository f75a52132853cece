// The click log's ordering spread over CLICK_LOG_SHARDS (store/firestore/click-fold/): racing
// folders over clicks of many shards logged at one instant count each once; a writer on one
// shard behaves the same; the unsharded clicks of the version before (the legacy tail) are
// folded once, exactly, after their grace, a project caught mid-fold included; a burst of
// 2,500 visits to one project (more than one page of the fold) ends with every counter, report
// and usage figure exact.

import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { openFirestoreStore } from '../../src/store/firestore';
import { ALL_LOG_SHARDS, CLICK_LOG_SHARDS } from '../../src/store/firestore/click-fold/click-log';
import { foldProjectClicks } from '../../src/store/firestore/click-fold/fold-project';
import { foldRecentClicks, RUN_BUDGET_MS } from '../../src/store/firestore/click-fold/fold-recent';
import { LEGACY_GRACE_MS } from '../../src/store/firestore/click-fold/legacy-tail';
import { toClickDoc } from '../../src/store/firestore/clicks/click-doc';
import { CLICK_SHARDS, paths } from '../../src/store/firestore/database/documents';
import type { Store } from '../../src/store/ports';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { aClick, aProject } from './suite/fixtures';

let firestore: EmulatedFirestore;
let db: Firestore;
let store: Store;
const month = '2026-05';
let n = 0;
const projectId = () => `shards-${++n}-${Date.now()}`;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('click-log-shards');
  db = firestore.db;
  store = openFirestoreStore(db);
});
afterAll(() => firestore.close());

const linkCount = async (pid: string, slug: string) =>
  (await db.getAll(...Array.from({ length: CLICK_SHARDS }, (_, i) => paths.shard(paths.links(db, pid).doc(slug), i)))).reduce(
    (sum, s) => sum + Number(s.get('count') ?? 0),
    0,
  );
const state = async (pid: string) => (await paths.clickFold(db, pid).get()).data() ?? {};

describe('Firestore click log shards', () => {
  it('when visits are logged, then each click carries a log shard and every shard is used', async () => {
    const pid = projectId();
    await Promise.all(Array.from({ length: 400 }, () => store.clicks.record(aClick(pid, 'spread'), { month })));
    const shards = new Set((await paths.clicks(db, pid).get()).docs.map((doc) => doc.get('logShard') as number));
    expect([...shards].sort((a, b) => a - b)).toEqual(ALL_LOG_SHARDS);
    expect((await store.clicks.history(pid, 'spread', 1))[0]).not.toHaveProperty('logShard');
  });

  it('when three folders race over 600 clicks of every shard stamped at one instant, then each is counted once', async () => {
    const pid = projectId();
    const instant = Timestamp.fromMillis(Date.UTC(2026, 4, 1, 10));
    const batch = db.batch();
    for (let i = 0; i < 600; i++) {
      const click = aClick(pid, `s${i}`);
      batch.create(paths.clicks(db, pid).doc(click.id), { ...toClickDoc(click), usageMonth: month, logShard: i % CLICK_LOG_SHARDS, loggedAt: instant });
    }
    await batch.commit();
    const folded = await Promise.all([foldProjectClicks(db, pid), foldProjectClicks(db, pid), foldProjectClicks(db, pid)]);
    expect(folded.reduce((a, b) => a + b, 0)).toBe(600);
    expect((await store.usage.get(pid, month)).clicks).toBe(600);
    const counts = await Promise.all([0, 299, 599].map((i) => linkCount(pid, `s${i}`)));
    expect(counts).toEqual([1, 1, 1]);
    expect(await foldProjectClicks(db, pid)).toBe(0);
  });

  it('when every visit is logged on one shard, then folds and usage are exact as with many', async () => {
    const oneShard = openFirestoreStore(db, { clickLogShards: 1 });
    const pid = projectId();
    await Promise.all(Array.from({ length: 30 }, (_, i) => oneShard.clicks.record(aClick(pid, `o${i % 3}`), { month })));
    expect(new Set((await paths.clicks(db, pid).get()).docs.map((doc) => doc.get('logShard'))).size).toBe(1);
    expect((await oneShard.usage.get(pid, month)).clicks).toBe(30);
    expect(await Promise.all(['o0', 'o1', 'o2'].map((slug) => oneShard.links.clickCount(pid, slug)))).toEqual([10, 10, 10]);
  });

  it("when a project is created, then its fold state is the sharded log's from the start", async () => {
    const project = aProject();
    await store.projects.create(project);
    expect(await state(project.id)).toEqual({ sharded: true });
  });
});

describe('Firestore scheduled fold at a peak', () => {
  it("when projects are still behind after their first rounds, then they fold on within the run's budget; past the budget no round starts", async () => {
    const [p1, p2] = [projectId(), projectId()];
    for (const pid of [p1, p2]) for (let i = 0; i < 3; i++) await store.clicks.record(aClick(pid, 'peak'), { month });
    const start = Date.now();
    let calls = 0;
    const spent = () => (calls++ === 0 ? start : start + RUN_BUDGET_MS);
    expect(await foldRecentClicks(db, { clock: spent })).toBe(0);
    expect(await linkCount(p1, 'peak')).toBe(0);
    // No rounds in the first pass: only the second one, for projects behind, can fold them.
    expect(await foldRecentClicks(db, { firstPassRounds: 0 })).toBeGreaterThanOrEqual(6);
    expect([await linkCount(p1, 'peak'), await linkCount(p2, 'peak')]).toEqual([3, 3]);
  });
});

describe('Firestore click log: clicks logged before it was sharded', () => {
  /** What the version before left: a state mid-fold (one click of the instant T0 folded) and unsharded clicks. */
  async function oldVersionProject() {
    const pid = projectId();
    const t0 = Timestamp.fromMillis(Date.now() - 2 * 60_000);
    const clickedAt = new Date(t0.toMillis() - 1_000).toISOString();
    const old = (slug: string, loggedAt: Timestamp | FieldValue) => {
      const click = aClick(pid, slug, { clickedAt });
      return paths
        .clicks(db, pid)
        .doc(click.id)
        .create({ ...toClickDoc(click), usageMonth: month, loggedAt })
        .then(() => click.id);
    };
    await old('before', Timestamp.fromMillis(t0.toMillis() - 10)); // folded by the old version
    const foldedAtT0 = await old('tie', t0);
    await old('tie', t0); // same instant, not folded yet
    await old('late', Timestamp.fromMillis(t0.toMillis() + 1));
    await old('late', Timestamp.fromMillis(t0.toMillis() + 2));
    await paths.clickFold(db, pid).set({ through: t0, ids: [foldedAtT0] });
    return { pid, old };
  }
  const passGrace = async (pid: string) => {
    const legacy = (await state(pid)).legacy as { seenAt: Timestamp };
    await paths.clickFold(db, pid).update({ 'legacy.seenAt': Timestamp.fromMillis(legacy.seenAt.toMillis() - LEGACY_GRACE_MS - 1_000) });
  };

  it('when the new version folds a project the old one left mid-fold, then new clicks count at once, the old tail after its grace, each once', async () => {
    const { pid, old } = await oldVersionProject();
    for (let i = 0; i < 3; i++) await store.clicks.record(aClick(pid, 'tie'), { month });
    expect(await store.links.clickCount(pid, 'tie')).toBe(3); // the tail waits for its grace
    expect((await state(pid)).sharded).toBe(true);
    await old('late', FieldValue.serverTimestamp()); // an old instance still serving after the switch
    expect(await store.links.clickCount(pid, 'late')).toBe(0);
    await passGrace(pid);
    const folded = await Promise.all([foldProjectClicks(db, pid), foldProjectClicks(db, pid), foldProjectClicks(db, pid)]);
    expect(folded.reduce((a, b) => a + b, 0)).toBe(4);
    expect(await store.links.clickCount(pid, 'tie')).toBe(4);
    expect(await store.links.clickCount(pid, 'late')).toBe(3);
    expect(await store.links.clickCount(pid, 'before')).toBe(0);
    expect((await state(pid)).legacy).toBeNull();
    expect(await foldProjectClicks(db, pid)).toBe(0);
    expect((await store.usage.get(pid, month)).clicks).toBe(7);
  });

  it('when the old tail needs several commits and a folder races it, then every one of its clicks is counted once', async () => {
    const pid = projectId();
    const t0 = Timestamp.fromMillis(Date.now() - 60_000);
    await paths.clickFold(db, pid).set({ through: t0, ids: [] });
    const batch = db.batch();
    for (let i = 0; i < 600; i++) {
      const click = aClick(pid, `t${i}`, { clickedAt: new Date(t0.toMillis()).toISOString() });
      batch.create(paths.clicks(db, pid).doc(click.id), { ...toClickDoc(click), usageMonth: month, loggedAt: Timestamp.fromMillis(t0.toMillis() + (i % 7)) });
    }
    await batch.commit();
    expect(await foldProjectClicks(db, pid)).toBe(0);
    await passGrace(pid);
    const folded = await Promise.all([foldProjectClicks(db, pid), foldProjectClicks(db, pid)]);
    expect(folded[0]! + folded[1]! + (await foldProjectClicks(db, pid))).toBe(600);
    expect(await Promise.all([0, 333, 599].map((i) => linkCount(pid, `t${i}`)))).toEqual([1, 1, 1]);
    expect((await store.usage.get(pid, month)).clicks).toBe(600);
  });
});

describe('Firestore click log: a burst', () => {
  // Past one page of the fold (PAGE, 2,000 clicks), so that the fold resumes where a page ended.
  it('when 2,500 visits reach one project as fast as the emulator takes them, then every counter, report and usage figure is exact after the fold', async () => {
    const pid = projectId();
    const slugs = ['a', 'b', 'c', 'd', 'e'];
    const started = Date.now();
    for (let wave = 0; wave < 25; wave++) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => store.clicks.record(aClick(pid, slugs[i % 5]!, { platform: i % 2 ? 'ios' : 'web' }), { month })));
    }
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`2,500 visits logged in ${seconds.toFixed(1)} s (${Math.round(2500 / seconds)} a second on the in-process emulator)\n`);
    expect((await store.usage.get(pid, month)).clicks).toBe(2500); // counted before any fold
    const foldStarted = Date.now();
    expect(await store.clicks.foldLogged()).toBeGreaterThanOrEqual(2500);
    process.stdout.write(`2,500 clicks folded in ${((Date.now() - foldStarted) / 1000).toFixed(1)} s\n`);
    expect(await Promise.all(slugs.map((slug) => store.links.clickCount(pid, slug)))).toEqual([500, 500, 500, 500, 500]);
    const rollup = await store.analytics.rollup(pid, '2026-05-01', '2026-05-01');
    expect(rollup.days['2026-05-01']?.clicks).toBe(2500);
    expect(rollup.platforms).toEqual({ ios: 1250, web: 1250 });
    expect((await store.usage.get(pid, month)).clicks).toBe(2500);
  }, 120_000);
});
