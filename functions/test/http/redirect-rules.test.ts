import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

describe('GET /:slug link rules (docs/link-host.md rules 1-4, 6, 7, and click recording)', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeAll(async () => {
    acme = await appProject(t, 'acme', 'studio', { catchAllUrl: 'https://acme.example/missing' });
  });
  afterAll(() => t.close());

  it('when the host is no project, then the branded 404 page', async () => {
    const res = await t.app.request('http://nobody.localhost:8080/promo', { headers: { 'user-agent': UA.iphoneSafari } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This link does not exist');
  });

  it('when the slug is unknown, then 302 to the catch-all URL; without one, the 404 page', async () => {
    const res = await acme.visit('/nope', UA.iphoneSafari);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://acme.example/missing');
    const plain = await appProject(t, 'plain');
    expect((await plain.visit('/nope', UA.iphoneSafari)).status).toBe(404);
  });

  it('when scheduledAt is ahead, then 200 Coming Soon and no click; after it, the link works', async () => {
    await acme.link({ slug: 'soon', scheduledAt: '2026-11-22T12:00:00.000Z' });
    const res = await acme.visit('/soon', UA.iphoneSafari);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('2026');
    expect(await t.store.links.clickCount(acme.id, 'soon')).toBe(0);
    t.setNow(new Date('2026-11-22T12:00:00.000Z'));
    expect(await t.store.links.clickCount(acme.id, 'soon')).toBe(0);
    expect((await acme.visit('/soon', UA.desktopChrome)).status).toBe(200);
    expect(await t.store.links.clickCount(acme.id, 'soon')).toBe(1);
    t.setNow(new Date('2026-11-22T10:00:00.000Z'));
  });

  it('when expiresAt has passed, then 410', async () => {
    await acme.link({ slug: 'old', expiresAt: '2026-11-22T09:00:00.000Z' });
    const res = await acme.visit('/old', UA.iphoneSafari);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('expired');
  });

  it('when 20 visits race on a link with maxClicks 5, then exactly 5 get through and 15 get 410', async () => {
    await acme.link({ slug: 'capped', maxClicks: 5, desktopUrl: 'https://acme.example/ok' });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => acme.visit('/capped', UA.desktopChrome).then((r) => r.status)));
    expect(statuses.filter((s) => s === 302)).toHaveLength(5);
    expect(statuses.filter((s) => s === 410)).toHaveLength(15);
    expect(await t.store.links.clickCount(acme.id, 'capped')).toBe(5);
  });

  it("when a link that is not live has an expiredUrl (its own, else the project's), then 302 there, uncounted", async () => {
    const shop = await appProject(t, 'shop', 'free', { expiredUrl: 'https://shop.example/ended' });
    await shop.link({ slug: 'sale', expiresAt: '2026-11-22T09:00:00.000Z' });
    await shop.link({ slug: 'launch', scheduledAt: '2026-12-01T00:00:00.000Z', expiredUrl: 'https://shop.example/soon' });
    const location = async (path: string) => (await shop.visit(path, UA.iphoneSafari)).headers.get('location');
    expect(await location('/sale')).toBe('https://shop.example/ended');
    expect(await location('/launch')).toBe('https://shop.example/soon');
    expect(await t.store.links.clickCount(shop.id, 'sale')).toBe(0);
    // 20 racing visits on a cap of 5: the 15 over the cap go to the expiredUrl, none to a 410.
    await shop.link({ slug: 'few', maxClicks: 5, desktopUrl: 'https://shop.example/ok' });
    const locations = await Promise.all(Array.from({ length: 20 }, () => shop.visit('/few', UA.desktopChrome).then((r) => r.headers.get('location'))));
    expect(locations.filter((l) => l === 'https://shop.example/ok')).toHaveLength(5);
    expect(locations.filter((l) => l === 'https://shop.example/ended')).toHaveLength(15);
    // Cleared on the project: the 410 page again.
    expect((await t.call('PATCH', `/api/projects/${shop.id}`, { token: shop.secretKey, body: { expiredUrl: null } })).status).toBe(200);
    expect((await shop.visit('/sale', UA.iphoneSafari)).status).toBe(410);
  });

  it('when expiredUrl is not an http(s) URL, then 400 naming it, on links and projects', async () => {
    const bad = await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'x', deepLink: 'acme://x', expiredUrl: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toContain('expiredUrl');
    const badProject = await t.call('PATCH', `/api/projects/${acme.id}`, { token: acme.secretKey, body: { expiredUrl: 'ftp://x.example' } });
    expect(badProject.status).toBe(400);
    expect(badProject.json.error).toContain('expiredUrl');
  });

  it('when a link has a password, then GET shows the form, a wrong POST is 401, the right one redirects', async () => {
    await acme.link({ slug: 'secret', password: 'open sesame', desktopUrl: 'https://acme.example/inside' });
    const form = await acme.visit('/secret', UA.desktopChrome);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('name="password"');
    expect(await t.store.links.clickCount(acme.id, 'secret')).toBe(0);
    const post = (password: string, ip = '198.51.100.1') =>
      acme.visit('/secret', UA.desktopChrome, {
        method: 'POST',
        body: new URLSearchParams({ password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      });
    const wrong = await post('nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong password');
    const right = await post('open sesame');
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('https://acme.example/inside');
    expect(await t.store.links.clickCount(acme.id, 'secret')).toBe(1);
  });

  it('when 5 wrong passwords came from one IP within 15 minutes, then the 6th try is 429, other IPs unaffected, and it ends after the window', async () => {
    await acme.link({ slug: 'vault', password: 'right', desktopUrl: 'https://acme.example/vault' });
    const post = (password: string, ip: string) =>
      acme.visit('/vault', UA.desktopChrome, {
        method: 'POST',
        body: `password=${password}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 5; i++) expect((await post('wrong', '198.51.100.9')).status).toBe(401);
    expect((await post('right', '198.51.100.9')).status).toBe(429);
    expect((await post('right', '198.51.100.10')).status).toBe(302);
    t.setNow(new Date('2026-11-22T10:15:01.000Z'));
    expect((await post('right', '198.51.100.9')).status).toBe(302);
    t.setNow(new Date('2026-11-22T10:00:00.000Z'));
  });

  it('when the monthly click quota of the plan is spent, then the 403 page and no click', async () => {
    const free = await appProject(t, 'quota', 'free');
    await free.link({ slug: 'q' });
    await t.store.usage.consume(free.id, '2026-11', 'clicks', 10_000, 10_000);
    const res = await free.visit('/q', UA.iphoneSafari);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('paused');
    expect(await t.store.links.clickCount(free.id, 'q')).toBe(0);
  });

  it("when a geo rule holds the visitor's country, then 302 to its URL on every platform", async () => {
    await acme.link({ slug: 'geo', geoRouting: [{ country: 'de', url: 'https://acme.example/de?c=#{country}' }] });
    for (const ua of [UA.iphoneSafari, UA.androidChrome, UA.desktopChrome]) {
      const res = await acme.visit('/geo', ua, { headers: { 'x-test-country': 'DE' } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://acme.example/de?c=DE');
    }
    expect((await acme.visit('/geo', UA.iphoneSafari, { headers: { 'x-test-country': 'FR' } })).status).toBe(200);
  });

  it('when a link has an App Clip or Instant App URL, then iOS or Android go there', async () => {
    await acme.link({ slug: 'clip', appClipUrl: 'https://appclip.apple.com/id?p=com.acme.app.Clip', instantAppUrl: 'https://acme.example/instant' });
    expect((await acme.visit('/clip', UA.iphoneSafari)).headers.get('location')).toBe('https://appclip.apple.com/id?p=com.acme.app.Clip');
    expect((await acme.visit('/clip', UA.androidChrome)).headers.get('location')).toBe('https://acme.example/instant');
  });

  it('when visits are counted, then history lists the last 20 newest first in the documented shape', async () => {
    await acme.link({ slug: 'hist', desktopUrl: 'https://acme.example/h', influencerId: 'inf-9' });
    for (let i = 0; i < 22; i++) {
      t.setNow(new Date(Date.UTC(2026, 10, 22, 10, 30, i)));
      await acme.visit('/hist', i % 2 ? UA.desktopChrome : UA.iphoneSafari, {
        headers: { 'x-test-country': i === 21 ? 'JP' : 'US', referer: 'https://t.co/abc' },
      });
    }
    t.setNow(new Date('2026-11-22T10:00:00.000Z'));
    const res = await t.call('GET', '/api/links/hist/history', { token: acme.secretKey });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(20);
    expect(res.json[0]).toEqual({
      clickedAt: '2026-11-22T10:30:21.000Z',
      country: 'JP',
      redirectChain: ['http://acme.localhost:8080/hist', 'https://acme.example/h'],
      platform: 'web',
      referrerHost: 't.co',
      userAgentFamily: 'Chrome',
    });
    expect(res.json[1]).toMatchObject({
      platform: 'ios',
      redirectChain: ['http://acme.localhost:8080/hist', 'deepview:ios'],
      userAgentFamily: 'Mobile Safari',
    });
    expect(await t.store.clicks.influencerClicks(acme.id, 'inf-9')).toBe(22);
    expect((await t.store.usage.get(acme.id, '2026-11')).clicks).toBeGreaterThanOrEqual(22);
    expect((await t.call('GET', '/api/links/nope/history', { token: acme.secretKey })).status).toBe(404);
    const other = await t.seedProject('other-history');
    expect((await t.call('GET', '/api/links/hist/history', { token: other.secretKey })).status).toBe(404);
  });

  it('when a link is renamed, then its history follows it; a new link on a deleted slug starts with none', async () => {
    t.setNow(new Date('2026-11-23T08:00:00.000Z'));
    await acme.link({ slug: 'was', desktopUrl: 'https://acme.example/w' });
    await acme.visit('/was', UA.desktopChrome);
    await t.call('PUT', '/api/links/was', { token: acme.secretKey, body: { slug: 'is' } });
    const moved = await t.call('GET', '/api/links/is/history', { token: acme.secretKey });
    expect(moved.json).toHaveLength(1);
    expect(moved.json[0].redirectChain[1]).toBe('https://acme.example/w');

    await t.call('DELETE', '/api/links/is', { token: acme.secretKey });
    t.setNow(new Date('2026-11-23T08:05:00.000Z'));
    await acme.link({ slug: 'is', desktopUrl: 'https://acme.example/new' });
    expect((await t.call('GET', '/api/links/is/history', { token: acme.secretKey })).json).toEqual([]);
    await acme.visit('/is', UA.desktopChrome);
    const fresh = await t.call('GET', '/api/links/is/history', { token: acme.secretKey });
    expect(fresh.json.map((c: { redirectChain: string[] }) => c.redirectChain[1])).toEqual(['https://acme.example/new']);
  });

  it('when a link is updated or deleted, then the next visit sees it at once (cache dropped)', async () => {
    await acme.link({ slug: 'fresh', desktopUrl: 'https://acme.example/v1' });
    expect((await acme.visit('/fresh', UA.desktopChrome)).headers.get('location')).toBe('https://acme.example/v1');
    await t.call('PUT', '/api/links/fresh', { token: acme.secretKey, body: { desktopUrl: 'https://acme.example/v2' } });
    expect((await acme.visit('/fresh', UA.desktopChrome)).headers.get('location')).toBe('https://acme.example/v2');
    await t.call('DELETE', '/api/links/fresh', { token: acme.secretKey });
    expect((await acme.visit('/fresh', UA.desktopChrome)).headers.get('location')).toBe('https://acme.example/missing');
    expect((await acme.visit('/later', UA.desktopChrome)).headers.get('location')).toBe('https://acme.example/missing');
    await acme.link({ slug: 'later', desktopUrl: 'https://acme.example/later' });
    expect((await acme.visit('/later', UA.desktopChrome)).headers.get('location')).toBe('https://acme.example/later');
  });

  it('when a link checker sends HEAD, then it sees the redirect but no click is counted', async () => {
    await acme.link({ slug: 'headed', desktopUrl: 'https://acme.example/h' });
    const res = await acme.visit('/headed', UA.desktopChrome, { method: 'HEAD' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://acme.example/h');
    expect(await t.store.links.clickCount(acme.id, 'headed')).toBe(0);
  });

  it('when the project has an active custom domain, then links answer on it too', async () => {
    await t.store.projects.update(acme.id, { customDomain: { hostname: 'go.acme.example', status: 'active' } }, '2026-11-22T00:00:00.000Z');
    await acme.link({ slug: 'branded', desktopUrl: 'https://acme.example/b' });
    const res = await t.app.request('http://go.acme.example/branded', { headers: { 'user-agent': UA.desktopChrome } });
    expect(res.headers.get('location')).toBe('https://acme.example/b');
  });
});

describe('host and client IP behind a proxy', () => {
  it('when TRUST_PROXY is on, X-Forwarded-Host picks the project; when off, it is ignored', async () => {
    for (const trustProxy of [true, false]) {
      const t = testApp(undefined, { trustProxy });
      const p = await appProject(t, 'proxied');
      await p.link({ slug: 'x', desktopUrl: 'https://proxied.example/' });
      const res = await t.app.request('http://api.localhost:8080/x', {
        headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-host': 'proxied.localhost:8080' },
      });
      expect(res.status).toBe(trustProxy ? 302 : 404);
      await t.close();
    }
  });
});
