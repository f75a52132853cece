// GET /api/links?q=&tag=&campaignId= (and the project-scoped alias): the filters reach the
// store, the next-page URL keeps them, and bad values are 400s naming the parameter.
import { testApp } from '../support/test-app';

describe('links API: list filters', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  const list = async (query: string, base = '/api/links') => {
    const res = await t.call('GET', `${base}?${query}`, { token: acme.secretKey });
    return { ...res, slugs: Array.isArray(res.json) ? res.json.map((l: { slug: string }) => l.slug) : [] };
  };
  beforeAll(async () => {
    acme = await t.seedProject('filters');
    const links = [
      { slug: 'spring', title: 'Spring Sale', tags: ['sale'], campaignId: 'cmp_a' },
      { slug: 'boots', title: 'Boots', tags: ['shoes'], campaignId: 'cmp_a' },
      { slug: 'summer', title: 'Summer Sale', tags: ['sale'] },
    ];
    for (const [i, link] of links.entries()) {
      t.setNow(new Date(Date.UTC(2026, 10, 22, 10, 0, i)));
      expect((await t.call('POST', '/api/links', { token: acme.secretKey, body: { ...link, deepLink: 'acme://x' } })).status).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('when q, tag and campaignId are given, then only matching links come, on both routes', async () => {
    expect((await list('q=SALE')).slugs).toEqual(['summer', 'spring']);
    expect((await list('tag=sale')).slugs).toEqual(['summer', 'spring']);
    expect((await list('campaignId=cmp_a')).slugs).toEqual(['boots', 'spring']);
    expect((await list('campaignId=cmp_a&tag=sale&q=spring')).slugs).toEqual(['spring']);
    expect((await list('q=sale', `/api/projects/${acme.id}/links`)).slugs).toEqual(['summer', 'spring']);
  });

  it('when a parameter is empty, then it does not filter', async () => {
    expect((await list('q=&tag=&campaignId=')).slugs).toEqual(['summer', 'boots', 'spring']);
  });

  it('when a filtered list has more, then the next link keeps the filters', async () => {
    const first = await list('tag=sale&limit=1');
    expect(first.slugs).toEqual(['summer']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toContain('tag=sale');
    const second = await t.call('GET', next!, { token: acme.secretKey });
    expect(second.json.map((l: { slug: string }) => l.slug)).toEqual(['spring']);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it.each([
    ['q', 'x'.repeat(101), 'q must be at most 100 characters'],
    ['tag', 't'.repeat(51), 'tag must be at most 50 characters'],
    ['campaignId', 'c'.repeat(129), 'campaignId must be at most 128 characters'],
    ['q', '%01', 'q must not contain control characters or broken unicode'],
  ])('when %s is bad, then 400 naming it', async (name, value, error) => {
    const res = await list(`${name}=${value}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error, code: 'INVALID_ARGUMENT', field: name });
  });

  it('when q is at its longest, then it is accepted', async () => {
    expect((await list(`q=${'x'.repeat(100)}`)).status).toBe(200);
  });
});
