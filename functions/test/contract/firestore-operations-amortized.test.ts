// Firestore's targets per redirect, amortized over real traffic on the emulator: 2,000 desktop
// visits on 100 links and 1,000 phone visits, with the scheduled fold running as it would
// every minute (here every 2,000 visits), then every counter read once through the API. The
// fold's cost per visit depends on the visits per fold and the links, not on how many folds run:
// one fold of 2,000 shows it as two or five did (desktop 1.008 reads / 1.054 writes here, 1.007 /
// 1.054 over 4,000 visits, 1.051 / 1.054 over 10,000; phone 2.105 writes), in a fifth of the
// emulator's time that 10,000 took. The
// rate limits are on, counted as deployed on Firebase (platform/firebase-limiter.ts), raised so
// that one test IP and all its visits in a minute fit: the visitor's limit costs nothing, the
// project's a lease (taken while warming up), so the steady state has no limiter operation.
// Targets: <= 1.2 billed writes and <= 1.2 reads per desktop redirect, <= 2.2 writes per phone
// redirect, folds included; and the counters equal the visits.

import { type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { firebaseLimiter } from '../../src/platform/firebase-limiter';
import { openFirestoreStore } from '../../src/store/firestore';
import { paths } from '../../src/store/firestore/database/documents';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { countOperations, type OperationCounter } from './firestore-operations';

const LINKS = 100;
const DESKTOP_VISITS = 2_000;
const PHONE_VISITS = 1_000;
const FOLD_EVERY = 2_000;
const PARALLEL = 25;

let firestore: EmulatedFirestore;
let db: Firestore;
let ops: OperationCounter;
let t: ReturnType<typeof testApp>;
let acme: Awaited<ReturnType<typeof appProject>>;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('amortized');
  db = firestore.db;
  ops = countOperations(firestore.emulator);
  t = testApp(openFirestoreStore(db));
  acme = await appProject(t, 'amort');
  for (let i = 0; i < LINKS; i++) await acme.link({ slug: `l${i}`, desktopUrl: 'https://acme.example/' });
  t.deps.limiter = firebaseLimiter(paths.rateLimitWindows(db), () => t.deps.now().getTime());
  t.deps.limits = { ...DEFAULT_RATE_LIMITS, redirectsPerMinute: 1_000_000, projectRedirectsPerHour: 1_000_000 };
});

afterAll(() => firestore.close());

/** `count` visits spread over the links, PARALLEL at a time, folding every FOLD_EVERY. */
async function traffic(count: number, userAgent: string) {
  for (let done = 0; done < count; done += PARALLEL) {
    const statuses = await Promise.all(
      Array.from({ length: Math.min(PARALLEL, count - done) }, (_, i) => acme.visit(`/l${(done + i) % LINKS}`, userAgent).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 302 || status === 200)).toBe(true);
    if ((done + PARALLEL) % FOLD_EVERY === 0) await t.deps.store.clicks.foldLogged();
  }
  await t.deps.store.clicks.foldLogged();
}

const perVisit = (n: number, visits: number) => Math.round((n / visits) * 1000) / 1000;

describe('Firestore operations amortized over 2,000 desktop and 1,000 phone visits on 100 links', () => {
  it('when desktop and phone traffic is folded every 2,000 visits, then each redirect costs at most 1.2 reads and 1.2 writes (2.2 on a phone), and every click is counted', async () => {
    for (let i = 0; i < LINKS; i++) await acme.visit(`/l${i}`, UA.desktopChrome); // warm the link cache
    await t.deps.store.clicks.foldLogged();
    ops.take();
    await traffic(DESKTOP_VISITS, UA.desktopChrome);
    const desktop = ops.take();
    await traffic(PHONE_VISITS, UA.iphoneSafari);
    const phone = ops.take();

    const figures = {
      desktop: { reads: perVisit(desktop.reads, DESKTOP_VISITS), writes: perVisit(desktop.writes, DESKTOP_VISITS) },
      phone: { reads: perVisit(phone.reads, PHONE_VISITS), writes: perVisit(phone.writes, PHONE_VISITS) },
    };
    const pass = figures.desktop.reads <= 1.2 && figures.desktop.writes <= 1.2 && figures.phone.writes <= 2.2;
    process.stdout.write(
      `${pass ? 'PASS' : 'FAIL'} Firestore per redirect, folds and limits included: desktop ${figures.desktop.reads} reads / ${figures.desktop.writes} writes (<= 1.2 / 1.2), phone ${figures.phone.writes} writes (<= 2.2)\n`,
    );
    expect(figures.desktop.reads).toBeLessThanOrEqual(1.2);
    expect(figures.desktop.writes).toBeLessThanOrEqual(1.2);
    expect(figures.phone.writes).toBeLessThanOrEqual(2.2);

    const perLink = 1 + (DESKTOP_VISITS + PHONE_VISITS) / LINKS;
    const counts = await t.deps.store.links.clickCounts(acme.id, ['l0', 'l99']);
    expect([...counts.values()]).toEqual([perLink, perLink]);
    const month = t.deps.now().toISOString().slice(0, 7);
    expect((await t.deps.store.usage.get(acme.id, month)).clicks).toBe(LINKS * perLink);
  }, 600_000); // it counts operations, not time: about 30 s alone on two cores
});
