import { testApp } from '../support/test-app';

describe('links API: create, read, list, update, delete, clone', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('acme');
  });
  afterAll(() => t.close());
  const post = (body: unknown) => t.call('POST', '/api/links', { token: acme.secretKey, body });

  it('when a link is created, then the answer has success, slug, shortUrl and every stored field', async () => {
    const res = await post({ title: 'Summer Sale', deepLink: 'acme://sale', params: { id: 7 }, password: 'hunter2', tags: ['a'] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, slug: 'summer-sale', shortUrl: 'http://acme.localhost:8080/summer-sale' });
    expect(res.json.link).toMatchObject({
      projectId: acme.id,
      title: 'Summer Sale',
      deepLink: 'acme://sale',
      params: { id: 7 },
      hasPassword: true,
      tags: ['a'],
    });
    expect(JSON.stringify(res.json)).not.toMatch(/hunter2|passwordHash|scrypt/);
    const stored = await t.store.links.get(acme.id, 'summer-sale');
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('when the generated slug is taken, then a short random suffix is added', async () => {
    const res = await post({ title: 'Summer Sale', deepLink: 'acme://sale2' });
    expect(res.status).toBe(200);
    expect(res.json.slug).toMatch(/^summer-sale-[a-z0-9]{5}$/);
  });

  it('when the title has no usable characters, then a random slug is made', async () => {
    const res = await post({ title: '🎉🎉', deepLink: 'acme://party' });
    expect(res.json.slug).toMatch(/^[a-z0-9]{5}$/);
  });

  it('when a custom slug is taken, then 409 Slug already in use', async () => {
    expect((await post({ title: 'x', deepLink: 'acme://x', slug: 'promo' })).status).toBe(200);
    const res = await post({ title: 'y', deepLink: 'acme://y', slug: 'promo' });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'Slug already in use', code: 'ALREADY_EXISTS' });
  });

  it('when 8 requests race for one custom slug, then exactly one gets 200 and 7 get 409', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post({ title: `r${i}`, deepLink: 'acme://r', slug: 'race' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('when a link is read by slug, then it has fallbackUrl, deepLink and its click count', async () => {
    await post({ title: 'Read me', deepLink: 'acme://r', slug: 'read-me', fallbackChain: [{ url: 'https://acme.example/a' }, 'https://acme.example/b'] });
    await t.store.links.incrementClicks(acme.id, 'read-me', 2);
    const res = await t.call('GET', '/api/links/read-me', { token: acme.secretKey });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      slug: 'read-me',
      title: 'Read me',
      deepLink: 'acme://r',
      fallbackUrl: 'https://acme.example/a',
      fallbackChain: ['https://acme.example/a', 'https://acme.example/b'],
      clicks: 2,
      hasPassword: false,
    });
    expect((await t.call('GET', '/api/links/nope', { token: acme.secretKey })).json).toEqual({ error: 'Link not found', code: 'NOT_FOUND' });
  });

  it('when links are listed with a limit, then pages follow the cursor in the X-Next-Cursor header', async () => {
    const fresh = await t.seedProject('lister');
    for (let i = 0; i < 5; i++) {
      t.setNow(new Date(Date.UTC(2026, 10, 22, 10, 0, i)));
      await t.call('POST', '/api/links', { token: fresh.secretKey, body: { title: `L${i}`, deepLink: 'x://l', slug: `l${i}` } });
    }
    const slugs: string[] = [];
    let url = '/api/links?limit=2';
    for (;;) {
      const res = await t.call('GET', url, { token: fresh.secretKey });
      expect(res.status).toBe(200);
      slugs.push(...res.json.map((l: { slug: string; title: string; shortUrl: string }) => l.slug));
      expect(res.json[0]).toEqual(expect.objectContaining({ slug: expect.any(String), title: expect.any(String), shortUrl: expect.any(String) }));
      const next = res.headers.get('x-next-cursor');
      if (!next) break;
      expect(res.headers.get('link')).toContain('rel="next"');
      url = `/api/links?limit=2&cursor=${next}`;
    }
    expect(slugs).toEqual(['l4', 'l3', 'l2', 'l1', 'l0']);
    const scoped = await t.call('GET', `/api/projects/${fresh.id}/links?limit=1`, { token: fresh.secretKey });
    expect(scoped.json.map((l: { slug: string }) => l.slug)).toEqual(['l4']);
  });

  it('when links are listed, then each carries its all-time clicks as the single read does, on both routes', async () => {
    const fresh = await t.seedProject('counter');
    for (const slug of ['quiet', 'busy']) {
      await t.call('POST', '/api/links', { token: fresh.secretKey, body: { title: slug, deepLink: 'x://c', slug } });
    }
    await t.store.links.incrementClicks(fresh.id, 'busy', 3);
    const list = await t.call('GET', '/api/links', { token: fresh.secretKey });
    expect(list.json.map((l: { slug: string; clicks: number }) => [l.slug, l.clicks])).toEqual([
      ['quiet', 0],
      ['busy', 3],
    ]);
    const single = await t.call('GET', '/api/links/busy', { token: fresh.secretKey });
    expect(list.json[1]).toEqual(single.json);
    const scoped = await t.call('GET', `/api/projects/${fresh.id}/links?limit=2`, { token: fresh.secretKey });
    expect(scoped.json[1].clicks).toBe(3);
  });

  it.each([['0'], ['101'], ['abc'], ['1.5']])('when limit=%s, then 400', async (limit) => {
    const res = await t.call('GET', `/api/links?limit=${limit}`, { token: acme.secretKey });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'limit must be a whole number from 1 to 100', code: 'INVALID_ARGUMENT', field: 'limit' });
  });

  it('when the cursor is garbage, then 400', async () => {
    const res = await t.call('GET', '/api/links?cursor=%%%', { token: acme.secretKey });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('cursor');
  });

  it('when a link is updated, then given fields change, null clears, others stay', async () => {
    await post({ title: 'Upd', deepLink: 'acme://u', slug: 'upd', desktopUrl: 'https://acme.example/d', utmSource: 'mail', password: 'pw' });
    const res = await t.call('PUT', '/api/links/upd', { token: acme.secretKey, body: { title: 'Updated', desktopUrl: null, password: null } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, link: { slug: 'upd', title: 'Updated', utmSource: 'mail', deepLink: 'acme://u', hasPassword: false } });
    expect(res.json.link.desktopUrl).toBeUndefined();
    expect((await t.store.links.get(acme.id, 'upd'))?.passwordHash).toBeUndefined();
  });

  it('when an update renames the slug, then the old slug is gone; a taken slug is 409', async () => {
    await post({ title: 'Ren', deepLink: 'acme://r', slug: 'ren-old' });
    expect((await t.call('PUT', '/api/links/ren-old', { token: acme.secretKey, body: { slug: 'promo' } })).status).toBe(409);
    const res = await t.call('PUT', '/api/links/ren-old', { token: acme.secretKey, body: { slug: 'ren-new' } });
    expect(res.json.link).toMatchObject({ slug: 'ren-new', shortUrl: 'http://acme.localhost:8080/ren-new' });
    expect((await t.call('GET', '/api/links/ren-old', { token: acme.secretKey })).status).toBe(404);
  });

  it('when updating a missing link, then 404; an invalid field is 400 and nothing changes', async () => {
    expect((await t.call('PUT', '/api/links/missing', { token: acme.secretKey, body: { title: 'x' } })).status).toBe(404);
    const bad = await t.call('PUT', '/api/links/upd', { token: acme.secretKey, body: { title: '', desktopUrl: 'https://ok.example' } });
    expect(bad.json).toEqual({ error: 'title is required', code: 'INVALID_ARGUMENT', field: 'title' });
    expect((await t.store.links.get(acme.id, 'upd'))?.title).toBe('Updated');
  });

  it('when a link is deleted, then it is gone and a second delete is 404', async () => {
    await post({ title: 'Del', deepLink: 'acme://d', slug: 'del' });
    expect((await t.call('DELETE', '/api/links/del', { token: acme.secretKey })).json).toEqual({ success: true });
    expect((await t.call('DELETE', '/api/links/del', { token: acme.secretKey })).status).toBe(404);
    await post({ title: 'Del2', deepLink: 'acme://d', slug: 'del2' });
    expect((await t.call('DELETE', `/api/projects/${acme.id}/links/del2`, { token: acme.secretKey })).status).toBe(200);
  });

  it('when a link is cloned, then the copy keeps every setting, gets a new slug, " (copy)" and no clicks', async () => {
    await post({
      title: 'Orig',
      deepLink: 'acme://o',
      slug: 'orig',
      tags: ['t'],
      campaignId: 'camp1',
      geoRouting: [{ country: 'us', url: 'https://us.example' }],
      maxClicks: 9,
    });
    await t.store.links.incrementClicks(acme.id, 'orig', 4);
    const res = await t.call('POST', '/api/links/orig/clone', { token: acme.secretKey });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      link: {
        slug: 'orig-copy',
        title: 'Orig (copy)',
        shortUrl: 'http://acme.localhost:8080/orig-copy',
        tags: ['t'],
        campaignId: 'camp1',
        maxClicks: 9,
        geoRouting: [{ countries: ['US'], url: 'https://us.example' }],
      },
    });
    const again = await t.call('POST', '/api/links/orig/clone', { token: acme.secretKey });
    expect(again.json.link.slug).toMatch(/^orig-copy-[a-z0-9]{5}$/);
    expect(await t.store.links.clickCount(acme.id, 'orig-copy')).toBe(0);
    expect((await t.call('POST', '/api/links/none/clone', { token: acme.secretKey })).status).toBe(404);
  });

  it.each([
    ['just under the cut', 193, 58],
    ['past the cut', 200, 64],
  ])('when a link %s is cloned, then its title and slug are cut to fit " (copy)" and "-copy"', async (_, titleLength, slugLength) => {
    const slug = `c${slugLength}`.padEnd(slugLength, 'x');
    await post({ title: 'T'.repeat(titleLength), deepLink: 'acme://c', slug });
    const res = await t.call('POST', `/api/links/${slug}/clone`, { token: acme.secretKey });
    expect(res.json.link).toMatchObject({ title: `${'T'.repeat(193)} (copy)`, slug: `${slug.slice(0, 58)}-copy` });
  });

  it('when the project has an active custom domain, then shortUrl uses it', async () => {
    const branded = await t.seedProject('branded');
    await t.store.projects.update(branded.id, { customDomain: { hostname: 'go.branded.example', status: 'active' } }, '2026-11-22T00:00:00.000Z');
    const res = await t.call('POST', '/api/links', { token: branded.secretKey, body: { title: 'x', deepLink: 'b://x', slug: 'x' } });
    expect(res.json.shortUrl).toBe('http://go.branded.example/x');
  });

  it('when links are created through the project-scoped alias, then they land in that project', async () => {
    const res = await t.call('POST', `/api/projects/${acme.id}/links`, {
      token: acme.ownerToken,
      body: { title: 'Alias', deepLink: 'acme://alias', slug: 'alias' },
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', `/api/projects/${acme.id}/links/alias`, { token: acme.ownerToken })).json.title).toBe('Alias');
  });
});
