// Slugs a route under /api/links/ would shadow: `POST /api/links {"slug":"resolve"}` made a link
// that `GET /api/links/resolve` could not read (the public resolve answered 400 instead). Such
// words are reserved now, and a link made with one before stays readable.
import { isReservedSlug, RESERVED_SLUG_WORDS, SLUG_PATTERN } from '../../src/domain/links/slug';
import { createLink } from '../../src/services/links/links';
import { testApp } from '../support/test-app';

describe('slugs that name a route under /api/links/', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('words');
    await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Base', deepLink: 'acme://b', slug: 'base' } });
  });
  afterAll(() => t.close());
  const api = (method: string, path: string, body?: unknown) => t.call(method, path, { token: acme.secretKey, body });

  it("every word a registered route puts after /api/links/ (or a project's links/) is reserved, when a slug could spell it", () => {
    const words = new Set<string>();
    for (const { path } of t.app.routes) {
      const word = /^\/api\/(?:projects\/:projectId\/)?links\/([^/:*]+)/.exec(path)?.[1];
      if (word) words.add(word);
    }
    expect([...words].sort()).toEqual(expect.arrayContaining(['batch', 'bulk', 'bulk-csv', 'export.csv', 'resolve']));
    expect([...words].filter((word) => SLUG_PATTERN.test(word) && !isReservedSlug(word))).toEqual([]);
  });

  it.each(['resolve', 'Resolve', 'bulk', 'batch', 'BULK-CSV'])(
    'when a link is created, renamed or bulk-made with the slug %s, then 400 saying it is reserved and listing the words',
    async (slug) => {
      const error = expect.stringMatching(/^slug is reserved: .*\(reserved in any case: .*resolve, bulk, batch, bulk-csv\)$/);
      expect((await api('POST', '/api/links', { title: 'T', deepLink: 'acme://t', slug })).json).toMatchObject({
        code: 'INVALID_ARGUMENT',
        field: 'slug',
        error,
      });
      expect((await api('PUT', '/api/links/base', { slug })).json).toMatchObject({ field: 'slug', error });
      expect((await api('POST', '/api/links/bulk', { links: [{ title: 'T', slug }] })).json).toMatchObject({ field: 'links.0.slug', error });
      expect(await t.store.links.get(acme.id, slug)).toBeNull();
    },
  );

  it('when the title spells a reserved word, then the generated slug is another', async () => {
    const res = await api('POST', '/api/links', { title: 'Resolve', deepLink: 'acme://r' });
    expect(res.status).toBe(200);
    expect(res.json.slug).not.toBe('resolve');
  });

  it('when a link named resolve exists from before, then the API still reads, changes and deletes it, and the public resolve still answers', async () => {
    await createLink(t.deps, acme.project, { title: 'Old', deepLink: 'acme://old', slug: 'resolve' });
    await createLink(t.deps, acme.project, { title: 'History', deepLink: 'acme://h', slug: 'history' });
    const read = await api('GET', '/api/links/resolve');
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ slug: 'resolve', title: 'Old' });
    expect((await api('GET', `/api/projects/${acme.id}/links/resolve`)).json).toMatchObject({ slug: 'resolve' });
    expect((await api('GET', '/api/links/resolve/history')).json).toEqual([]);
    expect((await api('GET', '/api/links/resolve/qr?size=64')).json).toMatchObject({ qrCode: expect.stringMatching(/^data:image\/png/) });
    expect((await api('PUT', '/api/links/resolve', { title: 'Renamed' })).json).toMatchObject({ link: { slug: 'resolve', title: 'Renamed' } });
    expect((await api('POST', '/api/links/resolve/clone', {})).json).toMatchObject({ link: { slug: 'resolve-copy' } });
    // The public resolve, without a credential: the link named resolve, and one named history.
    expect((await t.call('GET', '/api/links/resolve/resolve?subdomain=words')).json).toMatchObject({ slug: 'resolve', title: 'Renamed' });
    expect((await t.call('GET', '/api/links/resolve/history?subdomain=words')).json).toMatchObject({ slug: 'history' });
    expect((await t.call('GET', '/api/links/resolve')).json).toEqual({ error: 'slug and subdomain are required', code: 'INVALID_ARGUMENT' });
    // With a credential but naming no management path, the resolve's own 400 as before.
    expect((await api('GET', '/api/links/resolve/other')).status).toBe(400);
    expect((await api('DELETE', '/api/links/resolve')).status).toBe(200);
    expect((await api('GET', '/api/links/resolve')).json).toMatchObject({ code: 'NOT_FOUND', error: 'Link not found' });
  });

  it('lists the reserved words a slug could spell, and nothing a slug cannot be', () => {
    expect(RESERVED_SLUG_WORDS).toEqual(['api', 'health', 'static', 'assets', 'console', 'resolve', 'bulk', 'batch', 'bulk-csv']);
  });
});
