import { clipboardTokenOf } from '../support/link-host';
import { referralApp } from '../support/referral-app';
import { UA } from '../support/user-agents';

const APP_UA = 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0';

describe('/api/referrals reports: funnel, stats, leaderboard', () => {
  const { ctx, on, track, qualify, get } = referralApp();

  it('when invite links are clicked and installed and users sign up, then the funnel counts them per referrer and range', async () => {
    const { t, acme } = ctx;
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
    const { acme } = ctx;
    expect((await get('/stats')).json).toEqual({ totalReferrals: 0, uniqueReferrers: 0, topReferrer: null });
    expect((await get('/leaderboard')).json).toEqual([]);
    for (const [referrerId, newUserId] of [
      ['alice', 'a1'],
      ['alice', 'a2'],
      ['bob', 'b1'],
      ['bob', 'bob'],
      ['cid', 'a1'],
    ]) {
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
    ['?range=90d', 'range', 'range must be 7d, 30d or all'],
    ['/leaderboard?limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
    ['/leaderboard?limit=101', 'limit', 'limit must be a whole number from 1 to 100'],
    ['/leaderboard?limit=ten', 'limit', 'limit must be a whole number from 1 to 100'],
  ])('when a report is asked with %s, then 400 naming %s', async (query, field, error) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'INVALID_ARGUMENT', field, error });
  });
});
