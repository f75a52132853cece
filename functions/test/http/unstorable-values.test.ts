// One rule each, on every route that reads a JSON body, whatever field holds the value:
// - an unpaired surrogate (`"\ud800"`) is refused in `params` and `deviceInfo` as in a title;
// - a number past a double's range (`1e400`) is refused rather than stored as null;
// - a NUL character is refused in `params` and `deviceInfo` (PostgreSQL cannot keep one);
// - `projectId` is a non-empty string wherever a request names it (an empty or null one was
//   read as "not named" on clone, bulk and the domain PUT).

import { testApp } from '../support/test-app';

describe('values no store keeps as sent', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('unstorable');
    await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Promo', deepLink: 'acme://promo', slug: 'promo' } });
  });
  afterAll(() => t.close());

  const BROKEN = (field: string) => ({ error: `${field} must not contain control characters or broken unicode`, code: 'INVALID_ARGUMENT', field });
  const HUGE = (field: string) => ({
    error: `${field} is out of range (a number must be finite, at most about 1.8e308 either way)`,
    code: 'INVALID_ARGUMENT',
    field,
  });
  const link = '"title":"T","deepLink":"acme://t"';

  it.each([
    ['a lone surrogate in a title', 'POST', '/api/links', `{"title":"a\\ud800b","deepLink":"acme://t"}`, BROKEN('title')],
    ['a lone surrogate in params', 'POST', '/api/links', `{${link},"params":{"a":"x\\ud800"}}`, BROKEN('params.a')],
    ['a lone low surrogate deep in params', 'POST', '/api/links', `{${link},"params":{"a":[{"b":"\\udc00"}]}}`, BROKEN('params.a.0.b')],
    [
      'a params key with a lone surrogate',
      'POST',
      '/api/links',
      `{${link},"params":{"k\\ud800":1}}`,
      { error: 'params must not have a key with a NUL character or broken unicode', code: 'INVALID_ARGUMENT', field: 'params' },
    ],
    ['a NUL in params', 'POST', '/api/links', `{${link},"params":{"a":"x\\u0000"}}`, BROKEN('params.a')],
    [
      'a params key with a NUL',
      'POST',
      '/api/links',
      `{${link},"params":{"k\\u0000":1}}`,
      { error: 'params must not have a key with a NUL character or broken unicode', code: 'INVALID_ARGUMENT', field: 'params' },
    ],
    ['a NUL in the install referrer', 'POST', '/api/match', '{"subdomain":"unstorable","installReferrer":"\\u0000:"}', BROKEN('installReferrer')],
    ['1e400 in params', 'POST', '/api/links', `{${link},"params":{"n":1e400}}`, HUGE('params.n')],
    ['-1e400 as maxClicks', 'POST', '/api/links', `{${link},"maxClicks":-1e400}`, HUGE('maxClicks')],
    ['a lone surrogate in an update', 'PUT', '/api/links/promo', '{"params":{"a":"\\ud800"}}', BROKEN('params.a')],
    ['a lone surrogate in a batch item', 'POST', '/api/links/batch', `[{${link}},{"title":"\\ud800","deepLink":"acme://u"}]`, BROKEN('1.title')],
    ['a lone surrogate in deviceInfo', 'POST', '/api/match', '{"subdomain":"unstorable","deviceInfo":{"model":"\\ud800"}}', BROKEN('deviceInfo.model')],
    ['1e400 in deviceInfo', 'POST', '/api/match', '{"subdomain":"unstorable","deviceInfo":{"screen":{"width":1e400}}}', HUGE('deviceInfo.screen.width')],
    ['a lone surrogate as the whole body', 'POST', '/api/links/batch', '"\\ud800"', BROKEN('body')],
  ])('when %s, then 400 naming it, and nothing is written', async (_name, method, path, body, expected) => {
    const before = [await t.countLinks(acme.id), await t.store.links.get(acme.id, 'promo')];
    const res = await t.call(method, path, { token: acme.secretKey, body });
    expect([res.status, res.json]).toEqual([400, expected]);
    expect([await t.countLinks(acme.id), await t.store.links.get(acme.id, 'promo')]).toEqual(before);
  });

  it('when surrogates come in pairs (an emoji) and numbers are large but finite, then they are stored as sent', async () => {
    const res = await t.call('POST', '/api/links', {
      token: acme.secretKey,
      body: `{"title":"Party \\ud83c\\udf89","deepLink":"acme://p","slug":"party","params":{"e":"\\ud83d\\ude00","n":1.7e308}}`,
    });
    expect(res.status).toBe(200);
    expect((await t.store.links.get(acme.id, 'party'))?.params).toEqual({ e: '😀', n: 1.7e308 });
  });
});

describe('projectId, empty or null', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('naming');
    await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Promo', deepLink: 'acme://promo', slug: 'promo' } });
  });
  afterAll(() => t.close());

  const EMPTY = { error: 'projectId must not be empty', code: 'INVALID_ARGUMENT', field: 'projectId' };
  const NOT_STRING = { error: 'projectId must be a string', code: 'INVALID_ARGUMENT', field: 'projectId' };

  it('when a body names it as "" or null, then 400 on every route that takes it, and nothing is written', async () => {
    const calls: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/links', { title: 'T', deepLink: 'acme://t' }],
      ['PUT', '/api/links/promo', { title: 'Renamed' }],
      ['POST', '/api/links/promo/clone', {}],
      ['POST', '/api/links/bulk', { links: [{ title: 'B', deepLink: 'acme://b' }] }],
      ['PUT', `/api/projects/${acme.id}/domain`, { hostname: 'go.acme.example' }],
      ['PATCH', `/api/projects/${acme.id}`, { name: 'Renamed' }],
      ['POST', '/api/campaigns', { name: 'Spring' }],
    ];
    const wrong = [];
    for (const [method, path, body] of calls) {
      for (const [projectId, expected] of [
        ['', EMPTY],
        [null, NOT_STRING],
      ] as const) {
        const res = await t.call(method, path, { token: acme.secretKey, body: { ...body, projectId } });
        if (res.status !== 400 || JSON.stringify(res.json) !== JSON.stringify(expected))
          wrong.push(`${method} ${path} ${JSON.stringify(projectId)}: ${res.status} ${res.text}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await t.countLinks(acme.id)).toBe(1);
    expect((await t.store.projects.get(acme.id))?.name).toBe('naming');
  });

  it('when the query string or the CSV form names it as "", then 400 the same', async () => {
    expect((await t.call('GET', '/api/links?projectId=', { token: acme.secretKey })).json).toEqual(EMPTY);
    const form = new FormData();
    form.append('projectId', '');
    form.append('file', new File(['title\nA\n'], 'a.csv', { type: 'text/csv' }));
    const res = await t.app.request('/api/links/bulk-csv', { method: 'POST', headers: { authorization: `Bearer ${acme.secretKey}` }, body: form });
    expect([res.status, await res.json()]).toEqual([400, EMPTY]);
  });
});
