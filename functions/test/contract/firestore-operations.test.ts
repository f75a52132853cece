// The Firestore reads and writes of one redirect, one match and one link create, as the
// docs/firebase.md's "Firestore operations per request" table states them, measured on the emulator
// (firestore-operations.ts counts what Firestore bills). The limits are off (test-app's
// TEST_LIMITS) so that each row counts the request's own work; the last test adds the
// rate limiter deployed on Firebase, the table's "Limits" column (docs/rate-limits.md).

import { type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { firebaseLimiter } from '../../src/platform/firebase-limiter';
import { openFirestoreStore } from '../../src/store/firestore';
import { paths } from '../../src/store/firestore/database/documents';
import { expireCaches } from '../support/expire-caches';
import { appProject, clipboardTokenOf } from '../support/link-host';
import { testApp } from '../support/test-app';
import { CRAWLERS, UA } from '../support/user-agents';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { type RunningEmulator } from './firestore-emulator';
import { countOperations, type OperationCounter } from './firestore-operations';

const APP_UA = 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0';

let emulator: RunningEmulator;
let firestore: EmulatedFirestore;
let db: Firestore;
let ops: OperationCounter;
let t: ReturnType<typeof testApp>;
let acme: Awaited<ReturnType<typeof appProject>>;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('operations');
  ({ emulator, db } = firestore);
  ops = countOperations(emulator);
  t = testApp(openFirestoreStore(db));
  acme = await appProject(t, 'ops');
});

afterAll(() => firestore.close());

/** The operations `action` made, alone. */
async function measure(action: () => Promise<unknown>) {
  ops.take();
  await action();
  return ops.take();
}

const visit = (slug: string, userAgent = UA.desktopChrome) => acme.visit(`/${slug}`, userAgent);
const forgetCaches = () => expireCaches(t.deps);

describe('Firestore operations per request (docs/firebase.md table)', () => {
  it('POST /api/links with a secret key: 3 reads (key, project, quota) and 2 writes (quota, link), + 1 read (the webhooks) every 10 s', async () => {
    const created = await measure(async () => expect((await acme.link({ slug: 'web', desktopUrl: 'https://acme.example/' })).slug).toBe('web'));
    expect(created).toEqual({ reads: 4, writes: 2 });
    const again = await measure(async () => expect((await acme.link({ slug: 'web2', desktopUrl: 'https://acme.example/' })).slug).toBe('web2'));
    expect(again).toEqual({ reads: 3, writes: 2 });
  });

  it('redirects: 0 reads warm; 1 write on desktop (the click), 2 on a phone (and its pending match); cold caches add host, link and the 4 quota reads', async () => {
    await acme.link({ slug: 'cold', desktopUrl: 'https://acme.example/' });
    forgetCaches();
    // The project's first click also marks it for the scheduled fold (once per 20 s and instance).
    expect(await measure(() => visit('cold'))).toEqual({ reads: 2 + 4, writes: 1 + 1 });
    expect(await measure(() => visit('cold'))).toEqual({ reads: 0, writes: 1 });
    expect(await measure(() => visit('cold', UA.iphoneSafari))).toEqual({ reads: 0, writes: 2 });
    expect(await measure(() => visit('cold', CRAWLERS.facebook))).toEqual({ reads: 0, writes: 0 }); // a crawler's preview
  });

  it('redirects of influencer, campaign and invite links add no write: their counters are folded', async () => {
    await acme.link({ slug: 'inf', desktopUrl: 'https://acme.example/', influencerId: 'alice' });
    await acme.link({ slug: 'cmp', desktopUrl: 'https://acme.example/', campaignId: 'spring' });
    await acme.link({ slug: 'inv', desktopUrl: 'https://acme.example/', params: { referrerId: 'bob' } });
    for (const slug of ['inf', 'cmp', 'inv']) await visit(slug); // warm the link cache
    expect(await measure(() => visit('inf'))).toEqual({ reads: 0, writes: 1 });
    expect(await measure(() => visit('cmp'))).toEqual({ reads: 0, writes: 1 });
    expect(await measure(() => visit('inv'))).toEqual({ reads: 0, writes: 1 });
  });

  it('a maxClicks link: 15 reads per counted visit (two folds of nothing waiting, the sum, its 10 shards in the transaction) and every counter written at once; 3 reads for the 410 (a fold of nothing, the sum)', async () => {
    await acme.link({ slug: 'capped', desktopUrl: 'https://acme.example/', maxClicks: 1 });
    await visit('capped', UA.iphoneSafari); // warm caches (and spend the one click)
    await acme.link({ slug: 'capped2', desktopUrl: 'https://acme.example/', maxClicks: 5 });
    await visit('capped2', CRAWLERS.facebook); // warm the link cache with an uncounted visit
    expect(await measure(() => visit('capped2'))).toEqual({ reads: 2 + 2 + 11, writes: 4 });
    const gone = await measure(async () => expect((await visit('capped')).status).toBe(410));
    expect(gone).toEqual({ reads: 2 + 1, writes: 0 });
  });

  it('POST /api/match by clipboard: 4 reads and 4 writes the first time (the click is marked installMatched; + 1 read, the webhooks, every 10 s), 3 reads and no write for the same device again', async () => {
    const page = await visit('web', UA.iphoneSafari);
    const clipboard = clipboardTokenOf(await page.text());
    const match = () => t.call('POST', '/api/match', { body: { subdomain: 'ops', deviceInfo: { userAgent: APP_UA }, clipboard } });
    // On a cold cache the API host's own name costs one query (is it a custom domain?), then
    // its miss is cached like any host's.
    forgetCaches();
    const cold = await measure(() => t.call('POST', '/api/match', { body: { subdomain: 'ops', deviceInfo: { userAgent: APP_UA } } }));
    expect(cold).toEqual({ reads: 3, writes: 0 }); // API host query, project host query, fingerprint candidates
    expect(await measure(async () => expect((await match()).json).toMatchObject({ matched: true, matchType: 'clipboard' }))).toEqual({ reads: 5, writes: 4 });
    expect(await measure(async () => expect((await match()).json).toMatchObject({ matched: true }))).toEqual({ reads: 3, writes: 0 });
  });

  it('POST /api/match with no match: 1 read per token sent and 1 for the fingerprint candidates', async () => {
    const none = () => t.call('POST', '/api/match', { body: { subdomain: 'ops', deviceInfo: { userAgent: APP_UA }, clipboard: 'A'.repeat(22) } });
    expect(await measure(async () => expect((await none()).json).toEqual({ matched: false }))).toEqual({ reads: 2, writes: 0 });
  });

  it("with the default rate limits as deployed on Firebase, a redirect and a match cost no limiter operation once the project's lease is taken; a link create adds 1 / 1", async () => {
    const { limiter, limits } = t.deps;
    t.deps.limiter = firebaseLimiter(paths.rateLimitWindows(db), () => t.deps.now().getTime());
    t.deps.limits = { ...DEFAULT_RATE_LIMITS };
    try {
      // Warms the caches; the first visit of the hour on this instance also takes the project's
      // lease (1 read, 1 write: firebase-limiter.test.ts).
      await visit('web');
      expect(await measure(() => visit('web'))).toEqual({ reads: 0, writes: 1 });
      const none = () => t.call('POST', '/api/match', { body: { subdomain: 'ops', deviceInfo: { userAgent: APP_UA } } });
      await none();
      expect(await measure(() => none())).toEqual({ reads: 1, writes: 0 });
      expect(await measure(() => acme.link({ slug: 'limited' }))).toEqual({ reads: 3 + 1, writes: 2 + 1 });
    } finally {
      t.deps.limiter = limiter;
      t.deps.limits = limits;
    }
  });
});
