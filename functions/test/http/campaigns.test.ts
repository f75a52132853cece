import { aClick } from '../contract/suite/fixtures';
import { appProject, clipboardTokenOf } from '../support/link-host';
import { idToken, testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

function campaignApp() {
  const t = testApp();
  const call = (method: 'GET' | 'POST', path: string, token: string | undefined, body?: unknown) => t.call(method, path, { token, body });
  return { t, call };
}

describe('/api/campaigns', () => {
  const { t, call } = campaignApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  let other: Awaited<ReturnType<typeof t.seedProject>>;
  beforeEach(async () => {
    ({ acme, other } = await t.seedPair());
  });
  afterAll(() => t.close());
  const create = (body: unknown, token = acme.secretKey) => call('POST', '/api/campaigns', token, body);
  const list = (token = acme.secretKey, query = '') => call('GET', `/api/campaigns${query}`, token);

  it('when a campaign is created, then it comes back with a cmp_ id and the list counts its clicks and installs', async () => {
    const res = await create({ projectId: acme.id, name: ' Summer Sale ', description: 'Q3 push' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      campaign: {
        id: expect.stringMatching(/^cmp_[0-9a-z]{16}$/),
        projectId: acme.id,
        name: 'Summer Sale',
        description: 'Q3 push',
        createdAt: '2026-11-22T10:00:00.000Z',
      },
    });
    const id = res.json.campaign.id as string;
    t.setNow(new Date('2026-11-22T11:00:00.000Z'));
    const second = await create({ name: 'Winter' });
    expect(second.status).toBe(200);

    await t.store.clicks.record(aClick(acme.id, 'promo', { campaignId: id }), { month: '2026-11' });
    await t.store.clicks.record(aClick(acme.id, 'promo', { campaignId: id }), { month: '2026-11' });
    await t.store.clicks.record(aClick(acme.id, 'promo'), { month: '2026-11' });
    await t.store.matches.countInstall({ projectId: acme.id, slug: 'promo', campaignId: id });

    const listed = await list(acme.secretKey, `?projectId=${acme.id}`);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([
      { id: second.json.campaign.id, projectId: acme.id, name: 'Winter', description: '', createdAt: '2026-11-22T11:00:00.000Z', clicks: 0, installs: 0 },
      { id, projectId: acme.id, name: 'Summer Sale', description: 'Q3 push', createdAt: '2026-11-22T10:00:00.000Z', clicks: 2, installs: 1 },
    ]);
    // A secret key implies its project; the owner's ID token names it.
    expect((await list()).json).toEqual(listed.json);
    expect((await list(acme.ownerToken, `?projectId=${acme.id}`)).json).toEqual(listed.json);
    expect((await list(other.secretKey)).json).toEqual([]);
  });

  it.each([
    [{}, 'name', 'name is required'],
    [{ name: '   ' }, 'name', 'name is required'],
    [{ name: 42 }, 'name', 'name must be a string'],
    [{ name: 'x'.repeat(101) }, 'name', 'name must be at most 100 characters'],
    [{ name: 'ok', description: 'd'.repeat(1001) }, 'description', 'description must be at most 1000 characters'],
    [{ name: 'ok', description: 7 }, 'description', 'description must be a string'],
    [{ name: 'ok', projectId: 7 }, 'projectId', 'projectId must be a string'],
  ])('when the body is %j, then 400 naming %s', async (body, field, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field, error: message });
    expect(await t.store.campaigns.list(acme.id)).toEqual([]);
  });

  it('when the body is not JSON, then 400', async () => {
    const res = await create('{nope');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'body' });
  });

  it('when a name is taken in another case, then 409 and nothing is added; another project may use it', async () => {
    expect((await create({ name: 'Launch' })).status).toBe(200);
    const dup = await create({ name: 'LAUNCH' });
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({ code: 'ALREADY_EXISTS', error: 'Campaign name already in use' });
    expect(await t.store.campaigns.list(acme.id)).toHaveLength(1);
    expect((await create({ name: 'launch' }, other.secretKey)).status).toBe(200);
  });

  it('when a publishable key calls, then 403 on both routes', async () => {
    expect((await create({ name: 'P' }, acme.publishableKey)).status).toBe(403);
    expect((await list(acme.publishableKey)).status).toBe(403);
    expect(await t.store.campaigns.list(acme.id)).toEqual([]);
  });

  it("when another project's key or a non-member names this project, then 403 and nothing leaks", async () => {
    await create({ name: 'Secret plan' });
    expect((await create({ projectId: acme.id, name: 'Intruder' }, other.secretKey)).status).toBe(403);
    expect((await list(other.secretKey, `?projectId=${acme.id}`)).status).toBe(403);
    expect((await list(other.ownerToken, `?projectId=${acme.id}`)).status).toBe(403);
    expect((await create({ projectId: acme.id, name: 'Intruder' }, idToken('stranger'))).status).toBe(403);
    expect((await t.store.campaigns.list(acme.id)).map((c) => c.name)).toEqual(['Secret plan']);
    expect(await t.store.campaigns.list(other.id)).toEqual([]);
  });

  it('when no credentials come, then 401; an ID token without projectId is a 400', async () => {
    expect((await call('GET', '/api/campaigns', undefined)).status).toBe(401);
    expect((await call('POST', '/api/campaigns', undefined, { name: 'x' })).status).toBe(401);
    const res = await list(acme.ownerToken);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'projectId' });
  });
});

describe('campaign counts from real visits', () => {
  it('when a link created through the API names a campaign and is visited and installed, then the campaign list counts them', async () => {
    const t = testApp();
    const acme = await appProject(t, 'camp-visits');
    const campaign = (await t.call('POST', '/api/campaigns', { token: acme.secretKey, body: { name: 'Spring' } })).json.campaign;
    await acme.link({ slug: 'spring', campaignId: campaign.id });
    await acme.link({ slug: 'plain' });
    const iphone = await (await acme.visit('/spring', UA.iphoneSafari, { headers: { 'x-forwarded-for': '198.51.100.1' } })).text();
    await acme.visit('/spring', UA.desktopChrome, { headers: { 'x-forwarded-for': '198.51.100.2' } });
    await acme.visit('/plain', UA.desktopChrome, { headers: { 'x-forwarded-for': '198.51.100.3' } });
    const match = await t.app.request('http://camp-visits.localhost:8080/api/match', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' },
      body: JSON.stringify({ deviceInfo: { userAgent: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0' }, clipboard: clipboardTokenOf(iphone) }),
    });
    expect(((await match.json()) as { matched: boolean }).matched).toBe(true);

    const list = await t.call('GET', '/api/campaigns', { token: acme.secretKey });
    expect(list.json).toEqual([expect.objectContaining({ id: campaign.id, name: 'Spring', clicks: 2, installs: 1 })]);
    await t.close();
  });
});

describe('campaigns in the real app', () => {
  it('when the app serves /api/campaigns, then a campaign is created and listed (not a 501)', async () => {
    const t = testApp();
    const p = await t.seedProject('camp-wired');
    const created = await t.call('POST', '/api/campaigns', { token: p.secretKey, body: { name: 'Launch' } });
    expect(created.status).toBe(200);
    const list = await t.call('GET', '/api/campaigns', { token: p.secretKey });
    expect(list.json).toEqual([expect.objectContaining({ id: created.json.campaign.id, name: 'Launch', clicks: 0, installs: 0 })]);
    await t.close();
  });
});
