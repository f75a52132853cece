import { appProject, clipboardTokenOf } from '../support/link-host';
import { idToken, testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const APP_UA = 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0';

describe('GET /api/projects/:projectId/analytics and /api/analytics/influencers', () => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  let other: Awaited<ReturnType<typeof appProject>>;

  beforeEach(async () => {
    t = testApp();
    const suffix = Math.random().toString(36).slice(2, 8);
    acme = await appProject(t, `acme-${suffix}`);
    other = await appProject(t, `other-${suffix}`);
  });
  afterEach(() => t.close());

  const on = (iso: string) => t.setNow(new Date(iso));
  const visit = (project: typeof acme, slug: string, ua: string, ip: string, country: string, referer?: string) =>
    project.visit(`/${slug}`, ua, { headers: { 'x-forwarded-for': ip, 'x-test-country': country, ...(referer ? { referer } : {}) } }).then((r) => r.text());
  const installFrom = async (project: typeof acme, html: string) => {
    const res = await t.app.request(`http://${project.project.subdomain}.localhost:8080/api/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
      body: JSON.stringify({ deviceInfo: { userAgent: APP_UA }, clipboard: clipboardTokenOf(html) }),
    });
    expect(((await res.json()) as { matched: boolean }).matched).toBe(true);
  };
  const analytics = (projectId: string, query = '', token = acme.secretKey) => t.call('GET', `/api/projects/${projectId}/analytics${query}`, { token });
  const influencers = (query = '', token = acme.secretKey) => t.call('GET', `/api/analytics/influencers${query}`, { token });

  it('when links are visited and installed, then the range shows totals, every day, countries, platforms, referrer hosts and top links', async () => {
    await acme.link({ slug: 'promo' });
    await acme.link({ slug: 'other' });
    on('2026-10-01T10:00:00.000Z');
    await visit(acme, 'promo', UA.iphoneSafari, '198.51.100.9', 'JP');
    on('2026-11-20T10:00:00.000Z');
    const iphone = await visit(acme, 'promo', UA.iphoneSafari, '198.51.100.1', 'US', 'https://t.co/abc');
    await visit(acme, 'promo', UA.desktopChrome, '198.51.100.2', 'FR');
    on('2026-11-21T08:00:00.000Z');
    await installFrom(acme, iphone);
    on('2026-11-22T09:00:00.000Z');
    await visit(acme, 'other', UA.androidChrome, '198.51.100.3', 'DE', 'https://www.instagram.com/p/x');
    await visit(acme, 'other', UA.androidChrome, '198.51.100.4', 'US', 'https://t.co/def');

    const res = await analytics(acme.id, '?from=2026-11-20&to=2026-11-22');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      projectId: acme.id,
      from: '2026-11-20',
      to: '2026-11-22',
      totals: { clicks: 4, installs: 1 },
      clicksByDay: [
        { date: '2026-11-20', clicks: 2, installs: 0 },
        { date: '2026-11-21', clicks: 0, installs: 1 },
        { date: '2026-11-22', clicks: 2, installs: 0 },
      ],
      byCountry: [
        { country: 'US', clicks: 2 },
        { country: 'DE', clicks: 1 },
        { country: 'FR', clicks: 1 },
      ],
      byPlatform: [
        { platform: 'android', clicks: 2 },
        { platform: 'ios', clicks: 1 },
        { platform: 'web', clicks: 1 },
      ],
      byReferrer: [
        { referrerHost: 't.co', clicks: 2 },
        { referrerHost: '(direct)', clicks: 1 },
        { referrerHost: 'www.instagram.com', clicks: 1 },
      ],
      topLinks: [
        { slug: 'promo', clicks: 2, installs: 1 },
        { slug: 'other', clicks: 2, installs: 0 },
      ],
    });
    // The October click is outside the range; an ID token (owner) names the project by the path.
    const october = await analytics(acme.id, '?from=2026-10-01&to=2026-10-01', acme.ownerToken);
    expect(october.json.totals).toEqual({ clicks: 1, installs: 0 });
    expect(october.json.byCountry).toEqual([{ country: 'JP', clicks: 1 }]);
  });

  it('when no dates are given, then the last 30 days up to today come back, zeros included', async () => {
    const res = await analytics(acme.id, '');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ from: '2026-10-24', to: '2026-11-22', totals: { clicks: 0, installs: 0 }, byCountry: [], byReferrer: [], topLinks: [] });
    expect(res.json.clicksByDay).toHaveLength(30);
    expect(res.json.clicksByDay[29]).toEqual({ date: '2026-11-22', clicks: 0, installs: 0 });
    expect(res.json.byPlatform).toEqual([
      { platform: 'android', clicks: 0 },
      { platform: 'ios', clicks: 0 },
      { platform: 'web', clicks: 0 },
    ]);
    expect((await analytics(acme.id, '?to=2026-02-28')).json).toMatchObject({ from: '2026-01-30', to: '2026-02-28' });
    expect((await analytics(acme.id, '?from=2026-11-01')).json).toMatchObject({ from: '2026-11-01', to: '2026-11-22' });
    const leapYear = await analytics(acme.id, '?from=2028-01-01&to=2028-12-31');
    expect(leapYear.json.clicksByDay).toHaveLength(366);
  });

  it('when the range ends on 9999-12-31, then the report comes back (the day after it is no longer a YYYY-MM-DD string)', async () => {
    const res = await analytics(acme.id, '?from=9999-12-01&to=9999-12-31');
    expect(res.status).toBe(200);
    expect(res.json.clicksByDay).toHaveLength(31);
    expect(res.json.clicksByDay[30]).toEqual({ date: '9999-12-31', clicks: 0, installs: 0 });
  });

  it.each([
    ['?from=2026-13-01', 'from', 'from must be a date written YYYY-MM-DD'],
    ['?from=2026-11-01&to=2026-02-30', 'to', 'to must be a date written YYYY-MM-DD'],
    ['?from=yesterday', 'from', 'from must be a date written YYYY-MM-DD'],
    ['?from=2026-11-22T00:00:00Z', 'from', 'from must be a date written YYYY-MM-DD'],
    ['?from=2026-11-10&to=2026-11-09', 'from', 'from must not be after to'],
    ['?from=2026-12-01', 'from', 'from must not be after today when to is omitted'],
    ['?from=2025-01-01&to=2026-01-02', 'from', 'the range may span at most 366 days'],
  ])('when the query is %s, then 400 naming %s', async (query, field, error) => {
    const res = await analytics(acme.id, query);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'INVALID_ARGUMENT', field, error });
  });

  it("when a viewer reads, then it works; strangers, publishable keys and other projects' keys are refused", async () => {
    const viewer = 'viewer-uid';
    expect((await t.call('PATCH', `/api/projects/${acme.id}/members/${viewer}`, { token: acme.ownerToken, body: { role: 'viewer' } })).status).toBe(200);
    expect((await analytics(acme.id, '', idToken(viewer))).status).toBe(200);
    expect((await influencers(`?projectId=${acme.id}`, idToken(viewer))).status).toBe(200);
    for (const token of [idToken('stranger'), acme.publishableKey, other.secretKey, other.ownerToken]) {
      expect((await analytics(acme.id, '', token)).status).toBe(403);
      expect((await influencers(`?projectId=${acme.id}`, token)).status).toBe(403);
    }
    expect((await t.call('GET', `/api/projects/${acme.id}/analytics`)).status).toBe(401);
    expect((await t.call('GET', `/api/analytics/influencers?projectId=${acme.id}`)).status).toBe(401);
    expect((await analytics('no-such-project', '', acme.ownerToken)).status).toBe(404);
    const noProject = await influencers('', acme.ownerToken);
    expect(noProject.status).toBe(400);
    expect(noProject.json).toMatchObject({ field: 'projectId', error: 'projectId is required' });
  });

  it('when two projects have clicks on the same slug, then each sees only its own', async () => {
    await acme.link({ slug: 'same', influencerId: 'inf-shared' });
    await other.link({ slug: 'same', influencerId: 'inf-shared' });
    await visit(acme, 'same', UA.iphoneSafari, '198.51.100.10', 'US');
    await visit(acme, 'same', UA.iphoneSafari, '198.51.100.11', 'US');
    await visit(other, 'same', UA.desktopChrome, '198.51.100.12', 'FR');
    expect((await analytics(acme.id)).json.totals).toEqual({ clicks: 2, installs: 0 });
    expect((await analytics(other.id, '', other.secretKey)).json).toMatchObject({
      totals: { clicks: 1, installs: 0 },
      byCountry: [{ country: 'FR', clicks: 1 }],
    });
    expect((await influencers('', acme.secretKey)).json).toEqual([{ influencerId: 'inf-shared', clicks: 2, installs: 0, uniqueUsers: 2 }]);
    expect((await influencers('', other.secretKey)).json).toEqual([{ influencerId: 'inf-shared', clicks: 1, installs: 0, uniqueUsers: 1 }]);
  });

  it('when influencer links are visited, then each influencer has clicks, installs and distinct visitors (IP and user agent)', async () => {
    await acme.link({ slug: 'ana', influencerId: 'ana' });
    await acme.link({ slug: 'ana-2', influencerId: 'ana' });
    await acme.link({ slug: 'ben', influencerId: 'ben' });
    await acme.link({ slug: 'plain' });
    const first = await visit(acme, 'ana', UA.iphoneSafari, '198.51.100.20', 'US');
    await visit(acme, 'ana-2', UA.iphoneSafari, '198.51.100.20', 'US');
    await visit(acme, 'ana', UA.androidChrome, '198.51.100.20', 'US');
    await visit(acme, 'ana', UA.iphoneSafari, '198.51.100.21', 'US');
    await visit(acme, 'ben', UA.desktopChrome, '198.51.100.22', 'US');
    await visit(acme, 'plain', UA.desktopChrome, '198.51.100.23', 'US');
    await installFrom(acme, first);

    const res = await influencers(`?projectId=${acme.id}`, acme.ownerToken);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { influencerId: 'ana', clicks: 4, installs: 1, uniqueUsers: 3 },
      { influencerId: 'ben', clicks: 1, installs: 0, uniqueUsers: 1 },
    ]);
    expect((await influencers()).json).toEqual(res.json);
    expect((await influencers('', other.secretKey)).json).toEqual([]);
  });
});
