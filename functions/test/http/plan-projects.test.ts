// Plan limits that are not monthly (docs/api.md, Plans and limits): projects per owner at each plan's edge and
// under racing creates, and branding removal (studio only). Custom domains by plan are in
// custom-domain.test.ts.

import type { ProjectRecord } from '../../src/domain/projects/types';
import { expireCaches } from '../support/expire-caches';
import { appProject } from '../support/link-host';
import { tempSqliteStore } from '../support/temp-sqlite';
import { idToken, testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

describe('plan limit: projects per owner', () => {
  const t = testApp();
  afterAll(() => t.close());
  const create = (uid: string, subdomain: string) => t.call('POST', '/api/projects', { token: idToken(uid), body: { name: subdomain, subdomain } });

  it('when a free owner creates projects, then the 2nd and 3rd pass and the 4th is 403 with nothing stored', async () => {
    expect((await create('free-owner', 'fo-1')).status).toBe(201);
    expect((await create('free-owner', 'fo-2')).status).toBe(201); // limit - 1
    expect((await create('free-owner', 'fo-3')).status).toBe(201); // limit
    const over = await create('free-owner', 'fo-4');
    expect(over.status).toBe(403);
    expect(over.json).toEqual({ error: 'Your plan allows 3 projects', code: 'PLAN_LIMIT_REACHED' });
    expect(await t.store.projects.getBySubdomain('fo-4')).toBeNull();
    expect(await t.store.projects.countOwnedBy('free-owner')).toBe(3);
  });

  it('when an owner holds an indie project, then the 9th and 10th pass and the 11th is 403', async () => {
    await t.seedProject('io-1', 'indie', 'indie-owner');
    for (let i = 2; i <= 8; i++) expect((await create('indie-owner', `io-${i}`)).status).toBe(201);
    expect((await create('indie-owner', 'io-9')).status).toBe(201); // limit - 1
    expect((await create('indie-owner', 'io-10')).status).toBe(201); // limit
    const over = await create('indie-owner', 'io-11');
    expect(over.status).toBe(403);
    expect(over.json).toEqual({ error: 'Your plan allows 10 projects', code: 'PLAN_LIMIT_REACHED' });
    expect(await t.store.projects.countOwnedBy('indie-owner')).toBe(10);
  });

  it('when an owner holds a studio project, then there is no project limit', async () => {
    await t.seedProject('so-1', 'studio', 'studio-owner');
    for (let i = 2; i <= 12; i++) expect((await create('studio-owner', `so-${i}`)).status).toBe(201);
    expect(await t.store.projects.countOwnedBy('studio-owner')).toBe(12);
  });

  it('when a member of other projects creates their own, then only projects they own count', async () => {
    const owner = await t.seedProject('shared-1', 'free', 'sharer');
    for (const sub of ['shared-2', 'shared-3']) await create('sharer', sub);
    await t.call('PATCH', `/api/projects/${owner.id}/members/member-only`, { token: owner.ownerToken, body: { role: 'editor' } });
    for (const sub of ['mo-1', 'mo-2', 'mo-3']) expect((await create('member-only', sub)).status).toBe(201);
  });
});

describe('plan limit: projects per owner, racing creates', () => {
  // Every racer reads what it owns before any of them writes, as on a busy server: each read is
  // made at once but answered only when all the racers have read, so every one of them saw
  // "0 owned" and only a limit that the store's create itself enforces can hold.
  const RACERS = 6;
  const store = tempSqliteStore();
  const { listForUser, countOwnedBy } = store.projects;
  const reads: Promise<ProjectRecord[]>[] = [];
  let allRead: () => void = () => undefined;
  const everyoneRead = new Promise<void>((resolve) => (allRead = resolve));
  store.projects.listForUser = async (uid) => {
    const read = listForUser(uid);
    reads.push(read);
    if (reads.length === RACERS) allRead();
    await everyoneRead;
    return read;
  };
  const t = testApp(store);
  afterAll(() => t.close());

  it('when 6 creates by one free owner race, then exactly 3 are created and 3 refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => t.call('POST', '/api/projects', { token: idToken('racer'), body: { name: 'r', subdomain: `race-${i}` } })),
    );
    // One read per create, each before any project was written.
    expect((await Promise.all(reads)).map((owned) => owned.length)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 403, 403, 403]);
    expect(await countOwnedBy('racer')).toBe(3);
  });
});

describe('plan limit: branding removal', () => {
  const t = testApp();
  afterAll(() => t.close());
  const page = async (p: Awaited<ReturnType<typeof appProject>>) => (await p.visit('/promo', UA.iphoneSafari)).text();

  it('when a free or indie project removes the branding, then 403; studio may, and its deepview drops the footer', async () => {
    for (const plan of ['free', 'indie'] as const) {
      const p = await appProject(t, `brand-${plan}`, plan);
      const res = await t.call('PATCH', `/api/projects/${p.id}`, { token: p.secretKey, body: { deepview: { removeBranding: true } } });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ error: 'Removing the Ferry branding needs the studio plan', code: 'PLAN_LIMIT_REACHED' });
      await p.link({ slug: 'promo' });
      expect(await page(p)).toContain('Powered by Ferry');
    }
    const studio = await appProject(t, 'brand-studio', 'studio');
    await studio.link({ slug: 'promo' });
    const res = await t.call('PATCH', `/api/projects/${studio.id}`, { token: studio.secretKey, body: { deepview: { removeBranding: true } } });
    expect(res.status).toBe(200);
    expect(await page(studio)).not.toContain('Powered by Ferry');
  });

  it('when a studio project without branding moves to indie, then the branding comes back', async () => {
    const p = await appProject(t, 'brand-down', 'studio', { deepview: { removeBranding: true } });
    await p.link({ slug: 'promo' });
    expect(await page(p)).not.toContain('Powered by Ferry');
    await t.store.projects.update(p.id, { plan: 'indie' }, '2026-11-22T10:00:00.000Z');
    expireCaches(t.deps, 'hosts');
    expect(await page(p)).toContain('Powered by Ferry');
  });
});
