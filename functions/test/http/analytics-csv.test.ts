// GET /api/projects/:projectId/analytics.csv: every report has exactly the numbers
// of its JSON route, names are formula-safe, and bad parameters are JSON 400s.
import { parse } from 'csv-parse/sync';
import { appProject, matchFromDeepview } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

type Row = Record<string, string>;

describe('analytics as CSV', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof appProject>>;
  const json = async (path: string) => (await t.call('GET', path, { token: acme.secretKey })).json;
  const csv = async (query: string): Promise<Row[]> => {
    const res = await t.app.request(`/api/projects/${acme.id}/analytics.csv?${query}`, { headers: { authorization: `Bearer ${acme.secretKey}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    return parse(await res.text(), { columns: true }) as Row[];
  };
  beforeAll(async () => {
    t.setNow(new Date('2026-11-20T10:00:00.000Z'));
    acme = await appProject(t, 'reports');
    const campaign = (await t.call('POST', '/api/campaigns', { token: acme.secretKey, body: { name: '=HYPERLINK("http://evil","x")' } })).json.campaign;
    await acme.link({ slug: 'promo', campaignId: campaign.id, influencerId: '@alice' });
    await acme.link({ slug: 'invite', params: { referrerId: 'bob', referrerLabel: '+Bob' } });
    const page = await (await acme.visit('/promo', UA.iphoneSafari, { headers: { 'x-test-country': 'JP', referer: 'https://t.co/x' } })).text();
    await acme.visit('/promo', UA.desktopChrome, { headers: { 'x-test-country': 'FR' } });
    expect(await matchFromDeepview(t, 'reports', page)).toBe(true);
    t.setNow(new Date('2026-11-21T10:00:00.000Z'));
    await acme.visit('/invite', UA.androidChrome, { headers: { 'x-test-country': 'DE' } });
  });
  afterAll(() => t.close());

  it('when the range reports are exported, then each row equals the JSON answer for the same range', async () => {
    const range = 'from=2026-11-19&to=2026-11-21';
    const data = await json(`/api/projects/${acme.id}/analytics?${range}`);
    const num = (rows: Row[], key: string, ...counts: string[]) => rows.map((r) => [r[key], ...counts.map((c) => Number(r[c]))]);
    expect(num(await csv(range), 'day', 'clicks', 'installs')).toEqual(
      data.clicksByDay.map((d: Row & { clicks: number; installs: number }) => [d.date, d.clicks, d.installs]),
    );
    expect(num(await csv(`report=countries&${range}`), 'country', 'clicks')).toEqual(
      data.byCountry.map((r: { country: string; clicks: number }) => [r.country, r.clicks]),
    );
    expect(num(await csv(`report=platforms&${range}`), 'platform', 'clicks')).toEqual(
      data.byPlatform.map((r: { platform: string; clicks: number }) => [r.platform, r.clicks]),
    );
    expect(num(await csv(`report=referrers&${range}`), 'referrer_host', 'clicks')).toEqual(
      data.byReferrer.map((r: { referrerHost: string; clicks: number }) => [r.referrerHost, r.clicks]),
    );
    expect(num(await csv(`report=links&${range}`), 'slug', 'clicks', 'installs')).toEqual(
      data.topLinks.map((l: { slug: string; clicks: number; installs: number }) => [l.slug, l.clicks, l.installs]),
    );
    expect(data.totals).toEqual({ clicks: 3, installs: 1 });
  });

  it('when campaigns, influencers and referrals are exported, then they equal their JSON routes, with formula-like names made inert', async () => {
    const campaigns = await json('/api/campaigns');
    const rows = await csv('report=campaigns');
    expect(rows.map((r) => [r.campaign_id, r.name, Number(r.clicks), Number(r.installs)])).toEqual(
      campaigns.map((c: { id: string; name: string; clicks: number; installs: number }) => [c.id, `'${c.name}`, c.clicks, c.installs]),
    );
    const influencers = await json('/api/analytics/influencers');
    expect((await csv('report=influencers')).map((r) => [r.influencer_id, Number(r.clicks), Number(r.installs), Number(r.unique_users)])).toEqual(
      influencers.map((i: { influencerId: string; clicks: number; installs: number; uniqueUsers: number }) => [
        `'${i.influencerId}`,
        i.clicks,
        i.installs,
        i.uniqueUsers,
      ]),
    );
    const funnel = await json('/api/referrals?range=all');
    expect((await csv('report=referrals&range=all')).map((r) => [r.referrer_id, r.referrer_label, Number(r.clicks)])).toEqual(
      funnel.referrers.map((r: { referrerId: string; referrerLabel: string; clicks: number }) => [r.referrerId, `'${r.referrerLabel}`, r.clicks]),
    );
    expect(funnel.referrers).toHaveLength(1);
  });

  it('when the report or a date is wrong, then the answer is a JSON 400 naming it', async () => {
    const bad = await t.call('GET', `/api/projects/${acme.id}/analytics.csv?report=everything`, { token: acme.secretKey });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      error: 'report must be one of days, countries, platforms, referrers, links, campaigns, influencers, referrals',
      code: 'INVALID_ARGUMENT',
      field: 'report',
    });
    expect((await t.call('GET', `/api/projects/${acme.id}/analytics.csv?from=2026-13-01`, { token: acme.secretKey })).json.field).toBe('from');
    expect((await t.call('GET', `/api/projects/${acme.id}/analytics.csv?report=referrals&range=1y`, { token: acme.secretKey })).json.field).toBe('range');
    // Reports that show no days read the dates too: a date that is none is refused whatever the report.
    for (const report of ['campaigns', 'influencers', 'referrals']) {
      const res = await t.call('GET', `/api/projects/${acme.id}/analytics.csv?report=${report}&from=garbage`, { token: acme.secretKey });
      expect([report, res.status, res.json.field]).toEqual([report, 400, 'from']);
    }
    expect((await t.call('GET', `/api/projects/${acme.id}/analytics.csv`, { token: acme.publishableKey })).status).toBe(403);
  });
});
