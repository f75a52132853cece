// The plan limits (docs/api.md, "Plans and limits") at their edges over HTTP, on the Firestore store (the real
// app of test/support/test-app.ts on the in-process emulator, whose transactions really race).
// test/http/plan-quotas.test.ts and plan-projects.test.ts prove the same edges on SQLite.

import { type Firestore } from 'firebase-admin/firestore';
import { openFirestoreStore } from '../../src/store/firestore';
import { expireCaches } from '../support/expire-caches';
import { appProject } from '../support/link-host';
import { idToken, testApp } from '../support/test-app';
import { UA } from '../support/user-agents';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';

let firestore: EmulatedFirestore;
let db: Firestore;
let t: ReturnType<typeof testApp>;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('plan-limits');
  ({ db } = firestore);
  t = testApp(openFirestoreStore(db));
});

afterAll(() => firestore.close());

const NOV = '2026-11';
const createLink = (key: string, slug: string) => t.call('POST', '/api/links', { token: key, body: { title: slug, deepLink: 'acme://x', slug } });

describe('plan limits on Firestore, over HTTP', () => {
  it('when a free project reaches 300 links in a month, then the 299th and 300th pass and the 301st is 403', async () => {
    const p = await t.seedProject('fs-links-free', 'free');
    await t.store.usage.consume(p.id, NOV, 'links', 298, 300);
    expect((await createLink(p.secretKey, 'below')).status).toBe(200);
    expect((await createLink(p.secretKey, 'at')).status).toBe(200);
    const over = await createLink(p.secretKey, 'over');
    expect(over.status).toBe(403);
    expect(over.json.code).toBe('PLAN_LIMIT_REACHED');
    expect(await t.store.links.get(p.id, 'over')).toBeNull();
    expect((await t.store.usage.get(p.id, NOV)).links).toBe(300);
  });

  it('when 10 creates race for the last 3 links of an indie month, then exactly 3 are created', async () => {
    const p = await t.seedProject('fs-links-race', 'indie');
    await t.store.usage.consume(p.id, NOV, 'links', 4_997, 5_000);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => createLink(p.secretKey, `race-${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 403, 403, 403, 403, 403, 403, 403]);
    expect(await t.countLinks(p.id)).toBe(3);
    expect((await t.store.usage.get(p.id, NOV)).links).toBe(5_000);
  }, 60_000);

  it('when a bulk asks for more than the month has left, then it creates up to the limit and says how many', async () => {
    const p = await t.seedProject('fs-links-bulk', 'free');
    await t.store.usage.consume(p.id, NOV, 'links', 298, 300);
    const links = Array.from({ length: 5 }, (_, i) => ({ title: `Item ${i}`, deepLink: `acme://item/${i}` }));
    const res = await t.call('POST', '/api/links/bulk', { token: p.secretKey, body: { links } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ created: 2, limitReached: true, notCreated: 3 });
    expect(await t.countLinks(p.id)).toBe(2);
  });

  it('when the month turns at 00:00 UTC, then the spent quota of November does not hold in December', async () => {
    const p = await t.seedProject('fs-links-month', 'free');
    await t.store.usage.consume(p.id, NOV, 'links', 300, 300);
    t.setNow(new Date('2026-11-30T23:59:59.999Z'));
    expect((await createLink(p.secretKey, 'late')).status).toBe(403);
    t.setNow(new Date('2026-12-01T00:00:00.000Z'));
    expect((await createLink(p.secretKey, 'early')).status).toBe(200);
    t.setNow(new Date('2026-11-22T10:00:00.000Z'));
  });

  it('when recorded clicks bring a free project to 10,000, then the last two redirect and the next is the 403 page', async () => {
    const p = await appProject(t, 'fs-clicks', 'free');
    await p.link({ slug: 'go', desktopUrl: 'https://acme.example/' });
    // Part of the month as the counter document holds it, the rest as recorded-click shards.
    await t.store.usage.consume(p.id, NOV, 'clicks', 9_990, 10_000);
    for (let i = 0; i < 8; i++) expect((await p.visit('/go', UA.desktopChrome)).status).toBe(302);
    const visit = async () => {
      expireCaches(t.deps, 'clickQuota'); // the quota state is cached 10 s
      return (await p.visit('/go', UA.desktopChrome)).status;
    };
    expect(await visit()).toBe(302); // 9,999th
    expect(await visit()).toBe(302); // 10,000th
    expect(await visit()).toBe(403);
    expect((await t.store.usage.get(p.id, NOV)).clicks).toBe(10_000);
  });

  it('when a free owner creates projects, then the 3rd passes and the 4th is 403; 6 racing creates admit exactly 3', async () => {
    const create = (uid: string, subdomain: string) => t.call('POST', '/api/projects', { token: idToken(uid), body: { name: subdomain, subdomain } });
    for (const sub of ['fs-own-1', 'fs-own-2', 'fs-own-3']) expect((await create('fs-owner', sub)).status).toBe(201);
    const over = await create('fs-owner', 'fs-own-4');
    expect(over.status).toBe(403);
    expect(over.json.code).toBe('PLAN_LIMIT_REACHED');

    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => create('fs-racer', `fs-race-${i}`)));
    expect(racing.map((a) => a.status).sort()).toEqual([201, 201, 201, 403, 403, 403]);
    expect(await t.store.projects.countOwnedBy('fs-racer')).toBe(3);
  }, 60_000);
});
