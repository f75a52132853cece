// Monthly plan quotas at their edges (docs/api.md, "Plans and limits"): links and clicks per
// month on each plan, limit-1 and limit allowed, limit+1 refused with 403 PLAN_LIMIT_REACHED, months in UTC.

import { expireCaches } from '../support/expire-caches';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const link = (slug: string) => ({ title: slug, deepLink: 'acme://promo', slug });

describe('plan quota: links per month', () => {
  const t = testApp();
  afterAll(() => t.close());
  const create = (key: string, slug: string) => t.call('POST', '/api/links', { token: key, body: link(slug) });

  it.each([
    ['free', 300],
    ['indie', 5_000],
  ] as const)('when a %s project reaches %i links, then the last two pass and the next is 403', async (plan, limit) => {
    const p = await t.seedProject(`links-${plan}`, plan);
    await t.store.usage.consume(p.id, '2026-11', 'links', limit - 2, limit);
    expect((await create(p.secretKey, 'below')).status).toBe(200); // limit - 1
    expect((await create(p.secretKey, 'at')).status).toBe(200); // limit
    const over = await create(p.secretKey, 'over');
    expect(over.status).toBe(403);
    expect(over.json).toEqual({ error: expect.stringContaining(`${limit}`), code: 'PLAN_LIMIT_REACHED' });
    expect(await t.store.links.get(p.id, 'over')).toBeNull();
    expect(await t.store.usage.get(p.id, '2026-11')).toMatchObject({ links: limit });
  });

  it('when 10 creates race for the last 3 links of the month, then exactly 3 are created', async () => {
    const p = await t.seedProject('links-race', 'free');
    await t.store.usage.consume(p.id, '2026-11', 'links', 297, 300);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(p.secretKey, `race-${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 403, 403, 403, 403, 403, 403, 403]);
    expect(await t.countLinks(p.id)).toBe(3);
    expect(await t.store.usage.get(p.id, '2026-11')).toMatchObject({ links: 300 });
  });

  it('when a studio project has created a million links this month, then it still creates', async () => {
    const p = await t.seedProject('links-studio', 'studio');
    await t.store.usage.consume(p.id, '2026-11', 'links', 1_000_000, Number.MAX_SAFE_INTEGER);
    expect((await create(p.secretKey, 'more')).status).toBe(200);
  });

  it('when the last unit goes at 23:59:59.999 UTC on the 30th, then the next waits for 00:00 UTC on the 1st', async () => {
    const p = await t.seedProject('links-month', 'free');
    await t.store.usage.consume(p.id, '2026-11', 'links', 299, 300);
    t.setNow(new Date('2026-11-30T23:59:59.999Z'));
    expect((await create(p.secretKey, 'last-of-nov')).status).toBe(200);
    expect((await create(p.secretKey, 'too-late')).status).toBe(403);
    t.setNow(new Date('2026-12-01T00:00:00.000Z'));
    expect((await create(p.secretKey, 'first-of-dec')).status).toBe(200);
    expect(await t.store.usage.get(p.id, '2026-11')).toMatchObject({ links: 300 });
    expect(await t.store.usage.get(p.id, '2026-12')).toMatchObject({ links: 1 });
    t.setNow(new Date('2026-11-22T10:00:00.000Z'));
  });

  it("when the year turns, then December's spent quota does not carry into January", async () => {
    const p = await t.seedProject('links-year', 'free');
    await t.store.usage.consume(p.id, '2026-12', 'links', 300, 300);
    t.setNow(new Date('2026-12-31T23:59:59.999Z'));
    expect((await create(p.secretKey, 'dec')).status).toBe(403);
    t.setNow(new Date('2027-01-01T00:00:00.000Z'));
    expect((await create(p.secretKey, 'jan')).status).toBe(200);
    t.setNow(new Date('2026-11-22T10:00:00.000Z'));
  });
});

describe('plan quota: clicks per month', () => {
  const t = testApp();
  afterAll(() => t.close());
  /** The quota is re-read every few seconds (click-quota.ts); tests skip that wait. */
  const forgetQuotaCache = () => expireCaches(t.deps, 'clickQuota');
  const visit = async (p: Awaited<ReturnType<typeof appProject>>) => (await p.visit('/go', UA.desktopChrome)).status;

  it.each([
    ['free', 10_000],
    ['indie', 300_000],
    ['studio', 10_000_000],
  ] as const)('when a %s project reaches %i clicks, then the last two are redirects and the next is the 403 page', async (plan, limit) => {
    const p = await appProject(t, `clicks-${plan}`, plan);
    await p.link({ slug: 'go', desktopUrl: 'https://acme.example/' });
    await t.store.usage.consume(p.id, '2026-11', 'clicks', limit - 2, limit);
    forgetQuotaCache();
    expect(await visit(p)).toBe(302); // limit - 1
    forgetQuotaCache();
    expect(await visit(p)).toBe(302); // limit
    forgetQuotaCache();
    expect(await visit(p)).toBe(403);
    expect(await t.store.links.clickCount(p.id, 'go')).toBe(2);
    expect((await t.store.usage.get(p.id, '2026-11')).clicks).toBe(limit);
  });

  it("when November's clicks are spent at 23:59:59.999 UTC, then links answer again at 00:00 UTC on the 1st", async () => {
    const p = await appProject(t, 'clicks-month', 'free');
    await p.link({ slug: 'go', desktopUrl: 'https://acme.example/' });
    await t.store.usage.consume(p.id, '2026-11', 'clicks', 10_000, 10_000);
    forgetQuotaCache();
    t.setNow(new Date('2026-11-30T23:59:59.999Z'));
    expect(await visit(p)).toBe(403);
    t.setNow(new Date('2026-12-01T00:00:00.000Z'));
    expect(await visit(p)).toBe(302);
    expect((await t.store.usage.get(p.id, '2026-12')).clicks).toBe(1);
    t.setNow(new Date('2026-11-22T10:00:00.000Z'));
  });
});
