import { SHORT_LINK_REASON } from '../../src/domain/legacy/parse-legacy-link';
import { testApp } from '../support/test-app';

function migrationApp() {
  const t = testApp();
  const call = (path: string, token: string | undefined, body: unknown) => t.call('POST', path, { token, body });
  return { t, call, count: t.countLinks };
}

const enc = encodeURIComponent;
const legacy = (path: string, extra = '') => `https://acme.page.link/?link=${enc(`https://acme.example${path}`)}${extra}`;

describe('POST /api/migration/preview', () => {
  const { t, call, count } = migrationApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('acme-preview');
  });
  afterAll(() => t.close());

  it('when anyone previews a long link, then 200 with the mapped fields and nothing is created', async () => {
    const legacyLink = legacy(
      '/p/1',
      `&st=${enc('Shoes')}&sd=Nice&si=${enc('https://cdn.example/s.png')}&utm_source=news&utm_medium=mail&utm_campaign=fall` +
        `&apn=com.acme&ofl=${enc('https://acme.example/web')}&ifl=${enc('https://acme.example/ios')}`,
    );
    const res = await call('/api/migration/preview', undefined, { legacyLink });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      deepLink: 'https://acme.example/p/1',
      ogTitle: 'Shoes',
      ogDescription: 'Nice',
      utmSource: 'news',
      utmMedium: 'mail',
      utmCampaign: 'fall',
      ogImageUrl: 'https://cdn.example/s.png',
      desktopUrl: 'https://acme.example/web',
      fallbackChain: ['https://acme.example/ios'],
      appSettings: { androidPackageName: 'com.acme' },
    });
    expect(res.json.notes.length).toBeGreaterThan(0);
    expect(await count(acme.id)).toBe(0);
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 0, clicks: 0 });
  });

  it('when fields are absent, then they are empty strings', async () => {
    const res = await call('/api/migration/preview', undefined, { legacyLink: legacy('/x') });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      deepLink: 'https://acme.example/x',
      ogTitle: '',
      ogDescription: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      notes: [],
    });
  });

  it.each([
    ['a short link', { legacyLink: 'https://acme.page.link/abc' }, SHORT_LINK_REASON],
    ['garbage', { legacyLink: 'nope' }, 'legacyLink is not a URL'],
    ['a non-string', { legacyLink: 42 }, 'legacyLink must be a string'],
    ['missing legacyLink', {}, 'legacyLink is required'],
  ])('when %s, then 400 naming legacyLink', async (_case, body, error) => {
    const res = await call('/api/migration/preview', undefined, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error, code: 'INVALID_ARGUMENT', field: 'legacyLink' });
  });

  it('when the body is not an object, then 400', async () => {
    const res = await call('/api/migration/preview', undefined, '[1]');
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('body');
  });
});

describe('POST /api/migration/convert', () => {
  const { t, call, count } = migrationApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeEach(async () => {
    acme = await t.seedProject(`acme-${Math.random().toString(36).slice(2, 8)}`);
  });
  afterAll(() => t.close());
  const convert = (body: unknown, token = acme.secretKey) => call('/api/migration/convert', token, body);

  it('when good and bad entries are mixed, then the good are created and the bad reported per entry', async () => {
    const good1 = legacy('/shoes', `&st=${enc('Shoes')}&utm_source=news&apn=com.acme`);
    const good2 = `https://acme.page.link/?link=${enc(enc('https://acme.example/hats'))}`;
    const entries = [good1, 'https://acme.page.link/short', good2, 'garbage', legacy('/long', `&st=${'x'.repeat(301)}`)];
    const res = await convert({ projectId: acme.id, legacyLinks: entries });
    expect(res.status).toBe(200);
    const host = `http://${acme.project.subdomain}.localhost:8080`;
    expect(res.json).toMatchObject({
      converted: 2,
      failed: 3,
      links: [
        { slug: 'shoes', shortUrl: `${host}/shoes`, legacyLink: good1 },
        { slug: 'acme-example-hats', shortUrl: `${host}/acme-example-hats`, legacyLink: good2 },
      ],
      errors: [
        { index: 1, legacyLink: 'https://acme.page.link/short', reason: SHORT_LINK_REASON },
        { index: 3, legacyLink: 'garbage', reason: 'legacyLink is not a URL' },
        { index: 4, reason: 'ogTitle must be at most 300 characters' },
      ],
    });
    expect(res.json.links[0].notes.join(' ')).toMatch(/apn -> android\.packageName/);
    const stored = await t.store.links.get(acme.id, 'shoes');
    expect(stored).toMatchObject({ title: 'Shoes', deepLink: 'https://acme.example/shoes', ogTitle: 'Shoes', utmSource: 'news' });
    expect((await t.store.links.get(acme.id, 'acme-example-hats'))?.deepLink).toBe('https://acme.example/hats');
    expect(await count(acme.id)).toBe(2);
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 2, clicks: 0 });
  });

  it('when every entry fails, then 200 with nothing created and no quota used', async () => {
    const res = await convert({ projectId: acme.id, legacyLinks: ['x', 'https://a.page.link/s'] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ converted: 0, failed: 2, links: [] });
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 0, clicks: 0 });
  });

  it('when the owner signs in with an ID token and names the project, then it works', async () => {
    const res = await convert({ projectId: acme.id, legacyLinks: [legacy('/a')] }, acme.ownerToken);
    expect(res.status).toBe(200);
    expect(res.json.converted).toBe(1);
  });

  it('when 101 entries come in, then 400 and nothing is created', async () => {
    const res = await convert({ projectId: acme.id, legacyLinks: Array.from({ length: 101 }, (_, i) => legacy(`/${i}`)) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'legacyLinks accepts at most 100 items', code: 'INVALID_ARGUMENT', field: 'legacyLinks' });
    expect(await count(acme.id)).toBe(0);
  });

  it.each([
    ['missing', {}, 'legacyLinks is required'],
    ['not an array', { legacyLinks: 'x' }, 'legacyLinks must be an array of URLs'],
    ['empty', { legacyLinks: [] }, 'legacyLinks must hold at least one URL'],
  ])('when legacyLinks is %s, then 400', async (_case, body, error) => {
    const res = await convert(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error, code: 'INVALID_ARGUMENT', field: 'legacyLinks' });
  });

  it.each([
    ['a number', 7],
    ['null', null],
    ['an object', { link: 'https://acme.example/' }],
  ])('when one entry is %s, then the request is 400 naming that entry, and nothing is created', async (_what, entry) => {
    const res = await convert({ projectId: acme.id, legacyLinks: [legacy('/a'), entry] });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'legacyLinks.1 must be a string', code: 'INVALID_ARGUMENT', field: 'legacyLinks.1' });
    expect(await count(acme.id)).toBe(0);
  });

  it('when a publishable key calls, then 403 and nothing is created', async () => {
    const res = await convert({ projectId: acme.id, legacyLinks: [legacy('/a')] }, acme.publishableKey);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PERMISSION_DENIED');
    expect(await count(acme.id)).toBe(0);
  });

  it("when another project's key or owner names this project, then 403 and nothing is created in either", async () => {
    const other = await t.seedProject(`other-${Math.random().toString(36).slice(2, 8)}`);
    for (const token of [other.secretKey, other.ownerToken]) {
      const res = await convert({ projectId: acme.id, legacyLinks: [legacy('/a')] }, token);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('PERMISSION_DENIED');
    }
    expect(await count(acme.id)).toBe(0);
    expect(await count(other.id)).toBe(0);
  });

  it('when no credential is sent, then 401', async () => {
    const res = await call('/api/migration/convert', undefined, { projectId: acme.id, legacyLinks: [legacy('/a')] });
    expect(res.status).toBe(401);
  });

  it('when an ID token names no project, then 400 projectId is required', async () => {
    const res = await convert({ legacyLinks: [legacy('/a')] }, acme.ownerToken);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'projectId is required', code: 'INVALID_ARGUMENT', field: 'projectId' });
  });

  it('when the monthly quota runs out part way, then the rest are failed with a reason', async () => {
    const free = await t.seedProject(`free-${Math.random().toString(36).slice(2, 8)}`, 'free');
    await t.store.usage.consume(free.id, '2026-11', 'links', 299, 300);
    const res = await convert({ legacyLinks: [legacy('/a'), 'bad', legacy('/b')] }, free.secretKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ converted: 1, failed: 2, links: [{ slug: 'acme-example-a' }] });
    expect(res.json.errors.map((e: { index: number }) => e.index)).toEqual([1, 2]);
    expect(res.json.errors[1].reason).toMatch(/monthly link limit/);
  });
});

describe('migration in the real app', () => {
  it('when the app serves POST /api/migration/preview, then it answers the mapped fields publicly', async () => {
    const t = testApp();
    const res = await t.call('POST', '/api/migration/preview', {
      body: { legacyLink: 'https://acme.page.link/?link=https%3A%2F%2Facme.example%2Fp%2F1&st=Hello&utm_source=mail' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ deepLink: 'https://acme.example/p/1', ogTitle: 'Hello', utmSource: 'mail' });
    await t.close();
  });
});
