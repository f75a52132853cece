import { testApp } from '../support/test-app';

const ok = { title: 'T', deepLink: 'acme://ok' };

describe('links API: every bad input is a 400 naming the field', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('acme');
  });
  afterAll(() => t.close());
  const post = (body: unknown) => t.call('POST', '/api/links', { token: acme.secretKey, body });

  it.each([
    ['title missing', { deepLink: 'acme://x' }, 'title', 'title is required'],
    ['title empty', { title: '   ', deepLink: 'acme://x' }, 'title', 'title is required'],
    ['title not a string', { title: 5, deepLink: 'acme://x' }, 'title', 'title must be a string'],
    ['deepLink missing', { title: 'x' }, 'deepLink', 'deepLink is required'],
    ['deepLink empty', { title: 'x', deepLink: '' }, 'deepLink', 'deepLink is required'],
    ['deepLink javascript:', { ...ok, deepLink: 'javascript:alert(1)' }, 'deepLink', expect.stringContaining('javascript:')],
    ['deepLink data:', { ...ok, deepLink: 'data:text/html,hi' }, 'deepLink', expect.any(String)],
    ['deepLink not a URL', { ...ok, deepLink: 'not a url' }, 'deepLink', expect.any(String)],
    ['slug reserved', { ...ok, slug: 'api' }, 'slug', expect.stringMatching(/^slug is reserved: /)],
    ['slug reserved, other case', { ...ok, slug: 'Health' }, 'slug', expect.stringMatching(/^slug is reserved: /)],
    ['slug with a slash', { ...ok, slug: 'a/b' }, 'slug', expect.stringContaining('letters, digits')],
    ['slug starting with -', { ...ok, slug: '-a' }, 'slug', expect.any(String)],
    ['slug of 65 characters', { ...ok, slug: 'a'.repeat(65) }, 'slug', expect.any(String)],
    ['desktopUrl ftp', { ...ok, desktopUrl: 'ftp://x.example' }, 'desktopUrl', 'desktopUrl must be an http or https URL'],
    ['desktopUrl javascript', { ...ok, desktopUrl: 'javascript:alert(1)' }, 'desktopUrl', expect.any(String)],
    ['ogImageUrl http', { ...ok, ogImageUrl: 'http://x.example/a.png' }, 'ogImageUrl', 'ogImageUrl must be an https URL'],
    ['appClipUrl http', { ...ok, appClipUrl: 'http://x.example' }, 'appClipUrl', 'appClipUrl must be an https URL'],
    ['instantAppUrl http', { ...ok, instantAppUrl: 'http://x.example' }, 'instantAppUrl', 'instantAppUrl must be an https URL'],
    ['fallback http', { ...ok, fallbackChain: ['http://x.example'] }, 'fallbackChain.0', expect.any(String)],
    ['fallback of 4', { ...ok, fallbackChain: Array(4).fill('https://x.example') }, 'fallbackChain', 'fallbackChain accepts at most 3 URLs'],
    ['geo of 11', { ...ok, geoRouting: Array(11).fill({ country: 'US', url: 'https://x.example' }) }, 'geoRouting', 'geoRouting accepts at most 10 rules'],
    ['geo bad country', { ...ok, geoRouting: [{ country: 'USA', url: 'https://x.example' }] }, 'geoRouting.0.country', expect.any(String)],
    ['geo bad url', { ...ok, geoRouting: [{ country: 'US', url: 'javascript:x' }] }, 'geoRouting.0.url', expect.any(String)],
    ['expiresAt not a date', { ...ok, expiresAt: 'tomorrow' }, 'expiresAt', 'expiresAt must be an ISO 8601 date-time with a time zone'],
    ['scheduledAt without zone', { ...ok, scheduledAt: '2026-12-01T10:00:00' }, 'scheduledAt', expect.any(String)],
    ['maxClicks zero', { ...ok, maxClicks: 0 }, 'maxClicks', 'maxClicks must be at least 1'],
    ['maxClicks fraction', { ...ok, maxClicks: 1.5 }, 'maxClicks', 'maxClicks must be a whole number'],
    ['maxClicks string', { ...ok, maxClicks: '5' }, 'maxClicks', 'maxClicks must be a number'],
    ['params an array', { ...ok, params: [1] }, 'params', 'params must be an object'],
    ['params too large', { ...ok, params: { big: 'x'.repeat(9000) } }, 'params', expect.stringContaining('8192')],
    ['params too large in bytes', { ...ok, params: { big: 'é'.repeat(4500) } }, 'params', expect.stringContaining('8192')],
    ['tags not strings', { ...ok, tags: [1] }, 'tags.0', expect.any(String)],
    ['tags too many', { ...ok, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'tags accepts at most 20 tags'],
    ['password empty', { ...ok, password: '' }, 'password', 'password must not be empty'],
    ['title too long', { ...ok, title: 'x'.repeat(201) }, 'title', 'title must be at most 200 characters'],
    ['title with a NUL', { ...ok, title: 'a\u0000b' }, 'title', 'title must not contain control characters or broken unicode'],
    ['title with an escape character', { ...ok, title: 'a\u001b[31mb' }, 'title', 'title must not contain control characters or broken unicode'],
    ['title with a lone surrogate', { ...ok, title: 'a\ud83db' }, 'title', 'title must not contain control characters or broken unicode'],
    ['deepLink with a NUL', { ...ok, deepLink: 'acme://x\u0000' }, 'deepLink', expect.any(String)],
  ])('when %s, then 400 with its message', async (_case, body, field, error) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error, code: 'INVALID_ARGUMENT', field });
  });

  it('when text holds emoji, accents, tabs or line breaks, then it is kept as sent', async () => {
    const title = 'Soldes d\u00e9t\u00e9 \ud83d\ude80\tnow\nthen';
    const res = await post({ ...ok, title, slug: 'unicode-ok' });
    expect(res.status).toBe(200);
    expect(res.json.link.title).toBe(title);
  });

  it('when the body is malformed JSON, then 400 (never a 500)', async () => {
    const res = await post('{"title": "x",');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'Request body is not valid JSON', code: 'INVALID_ARGUMENT', field: 'body' });
  });

  it.each([['[]'], ['"text"'], ['null'], ['42']])('when the body is %s, then 400', async (raw) => {
    const res = await post(raw);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('INVALID_ARGUMENT');
  });

  it('when the body is larger than 1 MB, then 413', async () => {
    const res = await post(JSON.stringify({ ...ok, title: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect(res.json.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('when an ID token creates a link without projectId, then 400 projectId is required', async () => {
    const res = await t.call('POST', '/api/links', { token: acme.ownerToken, body: ok });
    expect(res.json).toEqual({ error: 'projectId is required', code: 'INVALID_ARGUMENT', field: 'projectId' });
  });

  it('when geo rules and fallbacks come in either shape, then they are stored in one shape', async () => {
    const res = await post({
      ...ok,
      geoRouting: [
        { country: 'us', url: 'https://us.example' },
        { countries: ['ca', 'MX', 'ca'], url: 'http://na.example' },
      ],
      fallbackChain: ['https://a.example', { url: 'https://b.example' }],
      expiresAt: '2027-01-01T12:00:00+02:00',
    });
    expect(res.status).toBe(200);
    expect(res.json.link).toMatchObject({
      geoRouting: [
        { countries: ['US'], url: 'https://us.example' },
        { countries: ['CA', 'MX'], url: 'http://na.example' },
      ],
      fallbackChain: ['https://a.example', 'https://b.example'],
      expiresAt: '2027-01-01T10:00:00.000Z',
    });
  });

  it('when nothing valid was sent, then nothing was stored', async () => {
    const before = (await t.store.links.list(acme.id, { limit: 100 })).items.length;
    await post({ title: 'x', deepLink: 'javascript:x', slug: 'never' });
    expect(await t.store.links.get(acme.id, 'never')).toBeNull();
    expect((await t.store.links.list(acme.id, { limit: 100 })).items.length).toBe(before);
  });
});

describe("links API: the plan's monthly link quota", () => {
  const t = testApp();
  afterAll(() => t.close());

  it('when a free project has created 300 links this month, then the 301st is 403 PLAN_LIMIT_REACHED and not stored', async () => {
    const free = await t.seedProject('freebie', 'free');
    await t.store.usage.consume(free.id, '2026-11', 'links', 299, 300);
    expect((await t.call('POST', '/api/links', { token: free.secretKey, body: { ...ok, slug: 'last' } })).status).toBe(200);
    const res = await t.call('POST', '/api/links', { token: free.secretKey, body: { ...ok, slug: 'over' } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PLAN_LIMIT_REACHED');
    expect(await t.store.links.get(free.id, 'over')).toBeNull();
  });

  it('when a create fails for another reason, then its quota unit is given back', async () => {
    const free = await t.seedProject('refund', 'free');
    await t.call('POST', '/api/links', { token: free.secretKey, body: { ...ok, slug: 'dup' } });
    await t.call('POST', '/api/links', { token: free.secretKey, body: { ...ok, slug: 'dup' } });
    expect(await t.store.usage.get(free.id, '2026-11')).toEqual({ links: 1, clicks: 0 });
  });

  it('when the month changes (UTC), then the quota starts again', async () => {
    const free = await t.seedProject('monthly', 'free');
    await t.store.usage.consume(free.id, '2026-11', 'links', 300, 300);
    t.setNow(new Date('2026-11-30T23:59:59.000Z'));
    expect((await t.call('POST', '/api/links', { token: free.secretKey, body: ok })).status).toBe(403);
    t.setNow(new Date('2026-12-01T00:00:00.000Z'));
    expect((await t.call('POST', '/api/links', { token: free.secretKey, body: ok })).status).toBe(200);
  });
});
