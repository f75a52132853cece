import { appProject, clipboardTokenOf } from '../support/link-host';
import { idToken, testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const APP_UA = 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0';

describe('/api/referrals', () => {
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
  const post = (path: string, body: unknown, token: string | undefined = acme.secretKey, headers: Record<string, string> = {}) =>
    t.call('POST', `/api/referrals/${path}`, { token, body, headers });
  const track = (body: unknown, token?: string, headers?: Record<string, string>) => post('track', body, token, headers);
  const qualify = (body: unknown, token?: string) => post('qualify', body, token);
  const get = (path: string, token: string | undefined = acme.secretKey) => t.call('GET', `/api/referrals${path}`, { token });

  it('when a new user is tracked, then it is attributed once: a retry changes nothing, another referrer is a duplicate, self-referral is flagged', async () => {
    expect(await track({ referrerId: 'alice', newUserId: 'u1', referrerLabel: 'Alice' })).toMatchObject({ status: 200, json: { status: 'attributed', flagReason: null } });
    expect((await track({ referrerId: 'alice', newUserId: 'u1' })).json).toEqual({ status: 'attributed', flagReason: null });
    expect((await track({ referrerId: 'bob', newUserId: 'u1' })).json).toEqual({ status: 'attributed', flagReason: 'duplicate_user' });
    expect((await track({ referrerId: 'carl', newUserId: 'carl' })).json).toEqual({ status: 'attributed', flagReason: 'self_referral' });
    expect(await t.store.referrals.get(acme.id, 'u1')).toMatchObject({ referrerId: 'alice', referrerLabel: 'Alice', status: 'attributed' });

    const qualified = await qualify({ newUserId: 'u1', event: 'purchase' });
    expect(qualified).toMatchObject({ status: 200, json: { status: 'qualified', flagReason: null, qualifyEvent: 'purchase' } });
    expect((await qualify({ newUserId: 'u1', event: 'another' })).json).toEqual({ status: 'qualified', flagReason: null, qualifyEvent: 'purchase' });
    expect((await qualify({ newUserId: 'carl' })).json).toEqual({ status: 'qualified', flagReason: 'self_referral', qualifyEvent: 'default' });
    const never = await qualify({ newUserId: 'never-tracked' });
    expect(never.status).toBe(404);
    expect(never.json).toEqual({ code: 'NOT_FOUND', error: 'No referral is attributed to this user' });
  });

  it('when invite links are clicked and installed and users sign up, then the funnel counts them per referrer and range', async () => {
    await acme.link({ slug: 'inv-alice', params: { referrerId: 'alice', referrerLabel: 'Alice' } });
    await acme.link({ slug: 'inv-bob', params: { referrerId: 'bob' } });
    await acme.link({ slug: 'plain' });
    const visit = (slug: string, ip: string) => acme.visit(`/${slug}`, UA.iphoneSafari, { headers: { 'x-forwarded-for': ip } }).then((r) => r.text());
    on('2026-11-10T10:00:00.000Z');
    await visit('inv-bob', '198.51.100.1');
    await track({ referrerId: 'bob', newUserId: 'old-1' });
    on('2026-11-20T10:00:00.000Z');
    const html = await visit('inv-alice', '198.51.100.2');
    await visit('inv-alice', '198.51.100.3');
    await visit('plain', '198.51.100.4');
    const match = await t.app.request(`http://${acme.project.subdomain}.localhost:8080/api/match`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.9' },
      body: JSON.stringify({ deviceInfo: { userAgent: APP_UA }, clipboard: clipboardTokenOf(html) }),
    });
    expect(((await match.json()) as { params: unknown }).params).toEqual({ referrerId: 'alice', referrerLabel: 'Alice' });
    await track({ referrerId: 'alice', newUserId: 'n1' });
    await track({ referrerId: 'alice', newUserId: 'n2' });
    await track({ referrerId: 'alice', newUserId: 'alice' });
    await track({ referrerId: 'bob', newUserId: 'n1' });
    await qualify({ newUserId: 'n1', event: 'signup' });
    on('2026-11-22T10:00:00.000Z');

    const week = await get(`?projectId=${acme.id}&range=7d`, acme.ownerToken);
    expect(week.status).toBe(200);
    expect(week.json).toEqual({
      range: '7d',
      funnel: { clicks: 2, installs: 1, referrals: 2, qualified: 1, clickToInstallRate: 0.5 },
      flaggedCount: 2,
      referrers: [
        { referrerId: 'alice', referrerLabel: 'Alice', clicks: 2, installs: 1, referrals: 2, qualified: 1, flagged: 1 },
        { referrerId: 'bob', referrerLabel: null, clicks: 0, installs: 0, referrals: 0, qualified: 0, flagged: 1 },
      ],
    });
    const month = await get('?range=30d');
    expect(month.json.funnel).toEqual({ clicks: 3, installs: 1, referrals: 3, qualified: 1, clickToInstallRate: 0.3333 });
    expect(month.json.referrers[1]).toEqual({ referrerId: 'bob', referrerLabel: null, clicks: 1, installs: 0, referrals: 1, qualified: 0, flagged: 1 });
    expect((await get('?range=all')).json).toEqual({ ...month.json, range: 'all' });
    // No range: the last 30 days.
    expect((await get('')).json).toEqual(month.json);
  });

  it('when stats and the leaderboard are asked, then unflagged attributions rank the referrers', async () => {
    expect((await get('/stats')).json).toEqual({ totalReferrals: 0, uniqueReferrers: 0, topReferrer: null });
    expect((await get('/leaderboard')).json).toEqual([]);
    for (const [referrerId, newUserId] of [['alice', 'a1'], ['alice', 'a2'], ['bob', 'b1'], ['bob', 'bob'], ['cid', 'a1']]) {
      await track({ referrerId, newUserId });
    }
    const stats = await get(`/stats?projectId=${acme.id}`, acme.ownerToken);
    expect(stats).toMatchObject({ status: 200, json: { totalReferrals: 3, uniqueReferrers: 2, topReferrer: 'alice' } });
    expect((await get('/leaderboard')).json).toEqual([
      { referrerId: 'alice', referrals: 2 },
      { referrerId: 'bob', referrals: 1 },
    ]);
    expect((await get('/leaderboard?limit=1')).json).toEqual([{ referrerId: 'alice', referrals: 2 }]);
  });

  it('when one referrer gets more than 20 sign-ups within an hour, then the next are flagged velocity until the hour has passed', async () => {
    on('2026-11-22T10:00:00.000Z');
    for (let i = 0; i < 20; i++) expect((await track({ referrerId: 'spammer', newUserId: `s${i}` })).json.flagReason).toBeNull();
    on('2026-11-22T10:59:00.000Z');
    expect((await track({ referrerId: 'spammer', newUserId: 's20' })).json).toEqual({ status: 'attributed', flagReason: 'velocity' });
    expect((await track({ referrerId: 'someone-else', newUserId: 's21' })).json.flagReason).toBeNull();
    on('2026-11-22T11:00:00.001Z');
    expect((await track({ referrerId: 'spammer', newUserId: 's22' })).json.flagReason).toBeNull();
    expect((await get('/stats')).json).toMatchObject({ totalReferrals: 22 });
    expect((await get('?range=7d')).json.flaggedCount).toBe(1);
  });

  it.each([
    ['track', 'no referrerId', {}, 'referrerId', 'referrerId is required'],
    ['track', 'a blank referrerId', { referrerId: '  ', newUserId: 'u' }, 'referrerId', 'referrerId is required'],
    ['track', 'a number as referrerId', { referrerId: 7, newUserId: 'u' }, 'referrerId', 'referrerId must be a string'],
    ['track', 'a referrerId of 129 characters', { referrerId: 'r'.repeat(129), newUserId: 'u' }, 'referrerId', 'referrerId must be at most 128 characters'],
    ['track', 'no newUserId with an API key', { referrerId: 'r' }, 'newUserId', 'newUserId is required when an API key is used'],
    ['track', 'an empty newUserId', { referrerId: 'r', newUserId: '' }, 'newUserId', 'newUserId must not be empty'],
    ['track', 'a referrerLabel of 201 characters', { referrerId: 'r', newUserId: 'u', referrerLabel: 'l'.repeat(201) }, 'referrerLabel', 'referrerLabel must be at most 200 characters'],
    ['track', 'an array as linkId', { referrerId: 'r', newUserId: 'u', linkId: ['x'] }, 'linkId', 'linkId must be a string'],
    ['track', 'a number as projectId', { referrerId: 'r', newUserId: 'u', projectId: 5 }, 'projectId', 'projectId must be a string'],
    ['qualify', 'no newUserId with an API key', {}, 'newUserId', 'newUserId is required when an API key is used'],
    ['qualify', 'an event of 65 characters', { newUserId: 'u', event: 'e'.repeat(65) }, 'event', 'event must be at most 64 characters'],
    ['qualify', 'a boolean as event', { newUserId: 'u', event: false }, 'event', 'event must be a string'],
  ])('when %s gets %s, then 400 naming the field', async (path, _label, body, field, error) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'INVALID_ARGUMENT', field, error });
    expect(await t.store.referrals.counts(acme.id, null)).toEqual([]);
  });

  it.each([
    ['?range=90d', 'range', 'range must be 7d, 30d or all'],
    ['/leaderboard?limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
    ['/leaderboard?limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
    ['/leaderboard?limit=ten', 'limit', 'limit must be a whole number from 1 to 100'],
  ])('when a report is asked with %s, then 400 naming %s', async (query, field, error) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'INVALID_ARGUMENT', field, error });
  });

  it('when the body is not JSON, then 400', async () => {
    const res = await track('{nope');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'body' });
  });

  it('when a publishable key calls, then track and qualify work (Allowed Domains checked on Origin) and the reports are refused', async () => {
    const pk = acme.publishableKey;
    expect((await track({ referrerId: 'alice', newUserId: 'p1' }, pk)).json).toEqual({ status: 'attributed', flagReason: null });
    expect((await qualify({ newUserId: 'p1' }, pk)).json).toEqual({ status: 'qualified', flagReason: null, qualifyEvent: 'default' });
    for (const path of ['?range=7d', '/stats', '/leaderboard']) expect((await get(path, pk)).status).toBe(403);
    const patched = await t.call('PATCH', `/api/projects/${acme.id}`, { token: acme.secretKey, body: { allowedDomains: ['acme.example'] } });
    expect(patched.status).toBe(200);
    expect((await track({ referrerId: 'alice', newUserId: 'p2' }, pk, { origin: 'https://acme.example' })).status).toBe(200);
    expect((await track({ referrerId: 'alice', newUserId: 'p3' }, pk)).status).toBe(200);
    for (const origin of ['https://evil.example', 'https://acme.example.evil.test', 'null']) {
      const refused = await track({ referrerId: 'alice', newUserId: 'p4' }, pk, { origin });
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: 'PERMISSION_DENIED' });
    }
    expect(await t.store.referrals.get(acme.id, 'p4')).toBeNull();
    // Secret keys are server-side: no Origin check.
    expect((await track({ referrerId: 'alice', newUserId: 'p5' }, acme.secretKey, { origin: 'https://evil.example' })).status).toBe(200);
  });

  it('when an ID token tracks, then it is the new user; only owners and editors may name another one', async () => {
    const appUser = idToken('app-user-1');
    expect((await track({ projectId: acme.id, referrerId: 'alice' }, appUser)).json).toEqual({ status: 'attributed', flagReason: null });
    expect(await t.store.referrals.get(acme.id, 'app-user-1')).toMatchObject({ referrerId: 'alice' });
    expect((await qualify({ projectId: acme.id, event: 'first-order' }, appUser)).json).toMatchObject({ status: 'qualified', qualifyEvent: 'first-order' });
    expect((await track({ projectId: acme.id, referrerId: 'alice', newUserId: 'someone-else' }, appUser)).status).toBe(403);
    expect((await qualify({ projectId: acme.id, newUserId: 'someone-else' }, appUser)).status).toBe(403);
    expect((await track({ projectId: acme.id, referrerId: 'alice', newUserId: 'from-dashboard' }, acme.ownerToken)).status).toBe(200);
    expect((await t.call('PATCH', `/api/projects/${acme.id}/members/ed`, { token: acme.ownerToken, body: { role: 'editor' } })).status).toBe(200);
    expect((await track({ projectId: acme.id, referrerId: 'bob', newUserId: 'from-editor' }, idToken('ed'))).status).toBe(200);
    const noProject = await track({ referrerId: 'alice' }, appUser);
    expect(noProject).toMatchObject({ status: 400, json: { field: 'projectId', error: 'projectId is required' } });
    expect((await track({ projectId: 'no-such-project', referrerId: 'alice' }, appUser)).status).toBe(404);
    expect((await t.call('POST', '/api/referrals/track', { body: { referrerId: 'alice', newUserId: 'x' } })).status).toBe(401);
    expect((await t.call('POST', '/api/referrals/qualify', { body: { newUserId: 'x' } })).status).toBe(401);
    for (const path of ['', '/stats', '/leaderboard']) expect((await t.call('GET', `/api/referrals${path}?projectId=${acme.id}`)).status).toBe(401);
    expect((await get(`/stats?projectId=${acme.id}`, appUser)).status).toBe(403);
  });

  it('when another project\'s key names this project, then 403; each project keeps its own attributions', async () => {
    const intruder = await track({ projectId: acme.id, referrerId: 'mallory', newUserId: 'u1' }, other.secretKey);
    expect(intruder).toMatchObject({ status: 403, json: { code: 'PERMISSION_DENIED' } });
    expect((await qualify({ projectId: acme.id, newUserId: 'u1' }, other.publishableKey)).status).toBe(403);
    for (const path of [`?projectId=${acme.id}`, `/stats?projectId=${acme.id}`, `/leaderboard?projectId=${acme.id}`]) {
      expect((await get(path, other.secretKey)).status).toBe(403);
      expect((await get(path, other.ownerToken)).status).toBe(403);
    }
    expect((await track({ referrerId: 'alice', newUserId: 'u1' })).json.flagReason).toBeNull();
    expect((await track({ referrerId: 'bob', newUserId: 'u1' }, other.secretKey)).json.flagReason).toBeNull();
    expect((await get('/leaderboard')).json).toEqual([{ referrerId: 'alice', referrals: 1 }]);
    expect((await get('/leaderboard', other.secretKey)).json).toEqual([{ referrerId: 'bob', referrals: 1 }]);
    expect((await qualify({ newUserId: 'nobody-here' }, other.secretKey)).status).toBe(404);
  });
});
