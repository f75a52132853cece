// A query parameter the document types as a date, a number or a choice, sent with an empty
// value (`?to=`), is a 400 naming it, on every route that takes one; it used to be read as left
// out. Free-text filters stay as they were: an empty `q` filters nothing.

import { testApp } from '../support/test-app';

describe('empty query values', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('emptyq');
  });
  afterAll(() => t.close());

  const cases = (id: string): [string, string][] => [
    [`/api/projects/${id}/analytics?from=`, 'from'],
    [`/api/projects/${id}/analytics?to=`, 'to'],
    [`/api/projects/${id}/domain?refresh=`, 'refresh'],
    ['/api/referrals?range=', 'range'],
    ['/api/referrals/leaderboard?limit=', 'limit'],
    [`/api/projects/${id}/clicks.csv?from=`, 'from'],
    [`/api/projects/${id}/clicks.csv?to=`, 'to'],
    [`/api/projects/${id}/analytics.csv?report=`, 'report'],
    [`/api/projects/${id}/analytics.csv?range=`, 'range'],
    [`/api/projects/${id}/analytics.csv?to=`, 'to'],
    [`/api/projects/${id}/analytics.csv?bom=`, 'bom'],
    ['/api/links/export.csv?bom=', 'bom'],
  ];

  it('when a date, number or choice is sent empty, then 400 naming it', async () => {
    const wrong = [];
    for (const [path, field] of cases(acme.id)) {
      const res = await t.call('GET', path, { token: acme.secretKey });
      const expected = { error: `${field} must not be empty; leave it out for the default`, code: 'INVALID_ARGUMENT', field };
      if (res.status !== 400 || JSON.stringify(res.json) !== JSON.stringify(expected)) wrong.push(`${path}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('when the same parameters are left out, then the defaults apply (200)', async () => {
    const wrong = [];
    for (const [path] of cases(acme.id)) {
      const res = await t.call('GET', path.replace(/\?.*$/, ''), { token: acme.secretKey });
      if (res.status !== 200) wrong.push(`${path}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('when a free-text filter is empty (q, tag), then it filters nothing', async () => {
    expect((await t.call('GET', '/api/links?q=&tag=', { token: acme.secretKey })).status).toBe(200);
  });
});
