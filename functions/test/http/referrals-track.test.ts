import { referralApp } from '../support/referral-app';
import { idToken } from '../support/test-app';

describe('/api/referrals/track and /qualify', () => {
  const { ctx, post, track, qualify, get } = referralApp();

  it('when a new user is tracked, then it is attributed once: a retry changes nothing, another referrer is a duplicate, self-referral is flagged', async () => {
    const { t, acme } = ctx;
    expect(await track({ referrerId: 'alice', newUserId: 'u1', referrerLabel: 'Alice' })).toMatchObject({
      status: 200,
      json: { status: 'attributed', flagReason: null },
    });
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

  it.each([
    ['track', 'no referrerId', {}, 'referrerId', 'referrerId is required'],
    ['track', 'a blank referrerId', { referrerId: '  ', newUserId: 'u' }, 'referrerId', 'referrerId is required'],
    ['track', 'a number as referrerId', { referrerId: 7, newUserId: 'u' }, 'referrerId', 'referrerId must be a string'],
    ['track', 'a referrerId of 129 characters', { referrerId: 'r'.repeat(129), newUserId: 'u' }, 'referrerId', 'referrerId must be at most 128 characters'],
    ['track', 'no newUserId with an API key', { referrerId: 'r' }, 'newUserId', 'newUserId is required when an API key is used'],
    ['track', 'an empty newUserId', { referrerId: 'r', newUserId: '' }, 'newUserId', 'newUserId must not be empty'],
    [
      'track',
      'a referrerLabel of 201 characters',
      { referrerId: 'r', newUserId: 'u', referrerLabel: 'l'.repeat(201) },
      'referrerLabel',
      'referrerLabel must be at most 200 characters',
    ],
    ['track', 'an array as linkId', { referrerId: 'r', newUserId: 'u', linkId: ['x'] }, 'linkId', 'linkId must be a string'],
    ['track', 'a number as projectId', { referrerId: 'r', newUserId: 'u', projectId: 5 }, 'projectId', 'projectId must be a string'],
    ['qualify', 'no newUserId with an API key', {}, 'newUserId', 'newUserId is required when an API key is used'],
    ['qualify', 'an event of 65 characters', { newUserId: 'u', event: 'e'.repeat(65) }, 'event', 'event must be at most 64 characters'],
    ['qualify', 'a boolean as event', { newUserId: 'u', event: false }, 'event', 'event must be a string'],
  ])('when %s gets %s, then 400 naming the field', async (path, _label, body, field, error) => {
    const { t, acme } = ctx;
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'INVALID_ARGUMENT', field, error });
    expect(await t.store.referrals.counts(acme.id, null)).toEqual([]);
  });

  it('when the body is not JSON, then 400', async () => {
    const res = await track('{nope');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'body' });
  });

  it('when a publishable key calls, then track and qualify work (Allowed Domains checked on Origin) and the reports are refused', async () => {
    const { t, acme } = ctx;
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
    const { t, acme } = ctx;
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

  it("when another project's key names this project, then 403; each project keeps its own attributions", async () => {
    const { acme, other } = ctx;
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
