import { testApp } from '../support/test-app';

function bulkApp() {
  const t = testApp();
  const call = (path: string, token: string | undefined, body: unknown) => t.call('POST', path, { token, body });
  return { t, call, count: t.countLinks };
}

const item = (n: number, extra: Record<string, unknown> = {}) => ({ title: `Item ${n}`, deepLink: `acme://item/${n}`, ...extra });

describe('POST /api/links/bulk', () => {
  const { t, call, count } = bulkApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  let other: Awaited<ReturnType<typeof t.seedProject>>;
  beforeEach(async () => {
    ({ acme, other } = await t.seedPair());
  });
  afterAll(() => t.close());
  const bulk = (body: unknown, token = acme.secretKey) => call('/api/links/bulk', token, body);

  it('when three valid items come in, then all are created with generated or custom slugs', async () => {
    const res = await bulk({ links: [{ title: 'Summer Sale' }, item(2, { slug: 'custom-two' }), item(3, { password: 'hunter2' })] });
    expect(res.status).toBe(200);
    const host = `http://${acme.project.subdomain}.localhost:8080`;
    expect(res.json).toEqual({
      success: true,
      created: 3,
      links: [
        { slug: 'summer-sale', shortUrl: `${host}/summer-sale` },
        { slug: 'custom-two', shortUrl: `${host}/custom-two` },
        { slug: 'item-3', shortUrl: `${host}/item-3` },
      ],
    });
    const stored = await t.store.links.get(acme.id, 'item-3');
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored).not.toHaveProperty('password');
    expect((await t.store.links.get(acme.id, 'summer-sale'))?.deepLink).toBeUndefined();
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 3, clicks: 0 });
  });

  it('when two items share a title, then each gets its own generated slug', async () => {
    const res = await bulk({ links: [{ title: 'Same' }, { title: 'Same' }] });
    expect(res.status).toBe(200);
    expect(res.json.links[0].slug).toBe('same');
    expect(res.json.links[1].slug).toMatch(/^same-[a-z0-9]{5}$/);
  });

  it('when an ID token names the project in the query string, then it works', async () => {
    const res = await call(`/api/links/bulk?projectId=${acme.id}`, acme.ownerToken, { links: [item(1)] });
    expect(res.status).toBe(200);
    expect(res.json.created).toBe(1);
  });

  it('when an ID token names no project, then 400 projectId is required', async () => {
    const res = await bulk({ links: [item(1)] }, acme.ownerToken);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'projectId is required', code: 'INVALID_ARGUMENT', field: 'projectId' });
  });

  it('when 100 items come in, then all 100 are created', async () => {
    const res = await bulk({ links: Array.from({ length: 100 }, (_, i) => item(i)) });
    expect(res.status).toBe(200);
    expect(res.json.created).toBe(100);
    expect(res.json.links).toHaveLength(100);
    expect(await count(acme.id)).toBe(100);
  });

  it('when 101 items come in, then 400 and nothing is created', async () => {
    const res = await bulk({ links: Array.from({ length: 101 }, (_, i) => item(i)) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'links accepts at most 100 items', code: 'INVALID_ARGUMENT', field: 'links' });
    expect(await count(acme.id)).toBe(0);
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 0, clicks: 0 });
  });

  it.each([
    ['links missing', {}, 'links', 'links is required'],
    ['links not an array', { links: { title: 'x' } }, 'links', 'links must be an array of links'],
    ['links empty', { links: [] }, 'links', 'links must hold at least one link'],
    ['an item not an object', { links: [item(0), 'x'] }, 'links.1', 'links.1 must be a JSON object'],
    ['an item without title', { links: [item(0), { deepLink: 'acme://x' }] }, 'links.1.title', 'title is required'],
    ['a reserved slug', { links: [item(0), item(1, { slug: 'api' })] }, 'links.1.slug', expect.stringMatching(/^slug is reserved: /)],
    [
      'a bad nested field',
      { links: [item(0), item(1, { geoRouting: [{ country: 'USA', url: 'https://x.example' }] })] },
      'links.1.geoRouting.0.country',
      expect.any(String),
    ],
  ])('when %s, then 400 naming the field', async (_case, body, field, error) => {
    const res = await bulk(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error, code: 'INVALID_ARGUMENT', field });
    expect(await count(acme.id)).toBe(0);
  });

  it('when the second item has a bad deepLink, then 400 links.1.deepLink and nothing is created', async () => {
    const res = await bulk({ links: [item(0), item(1, { deepLink: 'javascript:alert(1)' }), item(2)] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'links.1.deepLink' });
    expect(await count(acme.id)).toBe(0);
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 0, clicks: 0 });
  });

  it('when the body is not a JSON object, then 400', async () => {
    expect((await bulk('[1]')).json).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'body' });
    expect((await bulk('{"links": [')).json).toEqual({ error: 'Request body is not valid JSON', code: 'INVALID_ARGUMENT', field: 'body' });
  });

  it('when a custom slug is already taken, then 409 naming it and nothing is created', async () => {
    await bulk({ links: [item(0, { slug: 'taken' })] });
    const res = await bulk({ links: [item(1, { slug: 'fresh' }), item(2, { slug: 'taken' })] });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'Slug already in use', code: 'ALREADY_EXISTS', field: 'links.1.slug' });
    expect(await t.store.links.get(acme.id, 'fresh')).toBeNull();
    expect(await count(acme.id)).toBe(1);
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 1, clicks: 0 });
  });

  it('when one request holds the same custom slug twice, then 409 and nothing is created', async () => {
    const res = await bulk({ links: [item(0, { slug: 'twice' }), item(1), item(2, { slug: 'twice' })] });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'Slug already in use', code: 'ALREADY_EXISTS', field: 'links.2.slug' });
    expect(await count(acme.id)).toBe(0);
  });

  it('when a racing request takes a custom slug after the checks, then 409, nothing of the request is written and the quota is given back', async () => {
    const real = t.store.links.createAllIfAbsent.bind(t.store.links);
    const spy = jest.spyOn(t.store.links, 'createAllIfAbsent').mockImplementation(async (links) => {
      // The other request's insert lands between this request's checks and its write.
      await t.store.links.createIfAbsent({ ...links[2]!, title: 'the other request' });
      return real(links);
    });
    try {
      const res = await bulk({ links: [item(0, { slug: 'first' }), item(1), item(2, { slug: 'raced' }), item(3)] });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ error: 'Slug already in use', code: 'ALREADY_EXISTS', field: 'links.2.slug' });
    } finally {
      spy.mockRestore();
    }
    expect(await t.store.links.get(acme.id, 'first')).toBeNull();
    expect(await t.store.links.get(acme.id, 'item-1')).toBeNull();
    expect((await t.store.links.get(acme.id, 'raced'))?.title).toBe('the other request');
    expect(await count(acme.id)).toBe(1);
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 0, clicks: 0 });
  });

  it('when the store fails while writing, then nothing of the request is written and the quota is given back', async () => {
    const spy = jest.spyOn(t.store.links, 'createAllIfAbsent').mockRejectedValue(new Error('disk I/O error'));
    // The app logs the unexpected error; the test expects it, so keeps the run's output clean.
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await bulk({ links: [item(0), item(1), item(2)] });
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ error: 'Internal error', code: 'INTERNAL' });
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\{"severity":"ERROR","message":"Unhandled error".*"stack":/));
    } finally {
      spy.mockRestore();
      log.mockRestore();
    }
    expect(await count(acme.id)).toBe(0);
    expect(await t.store.usage.get(acme.id, '2026-11')).toEqual({ links: 0, clicks: 0 });
  });

  it('when generated slugs are taken, then they get a suffix and the custom ones stay', async () => {
    await bulk({ links: [{ title: 'Promo' }, item(9, { slug: 'kept' })] });
    const res = await bulk({ links: [{ title: 'Promo' }, item(1, { slug: 'custom' }), { title: 'Promo' }] });
    expect(res.status).toBe(200);
    expect(res.json.links.map((l: { slug: string }) => l.slug)).toEqual([
      expect.stringMatching(/^promo-[a-z0-9]{5}$/),
      'custom',
      expect.stringMatching(/^promo-[a-z0-9]{5}$/),
    ]);
    expect(new Set(res.json.links.map((l: { slug: string }) => l.slug)).size).toBe(3);
    expect(await count(acme.id)).toBe(5);
  });

  it('when a free project has used 298 of 300 links and sends 5, then the first 2 are created and the answer says so', async () => {
    const free = await t.seedProject(`free-${Math.random().toString(36).slice(2, 8)}`, 'free');
    await t.store.usage.consume(free.id, '2026-11', 'links', 298, 300);
    const res = await bulk({ links: [1, 2, 3, 4, 5].map((n) => item(n, { slug: `s${n}` })) }, free.secretKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, created: 2, limitReached: true, notCreated: 3 });
    expect(res.json.links.map((l: { slug: string }) => l.slug)).toEqual(['s1', 's2']);
    expect(await count(free.id)).toBe(2);
    expect(await t.store.links.get(free.id, 's3')).toBeNull();
    expect(await t.store.usage.get(free.id, '2026-11')).toEqual({ links: 300, clicks: 0 });
  });

  it('when the monthly quota is spent, then 403 PLAN_LIMIT_REACHED and nothing is created', async () => {
    const free = await t.seedProject(`spent-${Math.random().toString(36).slice(2, 8)}`, 'free');
    await t.store.usage.consume(free.id, '2026-11', 'links', 300, 300);
    const res = await bulk({ links: [item(1), item(2)] }, free.secretKey);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PLAN_LIMIT_REACHED');
    expect(await count(free.id)).toBe(0);
    expect(await t.store.usage.get(free.id, '2026-11')).toEqual({ links: 300, clicks: 0 });
  });

  it("when project B's key names project A, then 403 and nothing is created in either", async () => {
    for (const res of [
      await bulk({ projectId: acme.id, links: [item(1)] }, other.secretKey),
      await call(`/api/links/bulk?projectId=${acme.id}`, other.secretKey, { links: [item(1)] }),
      await bulk({ links: [item(1, { projectId: acme.id })] }, other.secretKey),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('PERMISSION_DENIED');
    }
    expect(await count(acme.id)).toBe(0);
    expect(await count(other.id)).toBe(0);
  });

  it('when a publishable key or no credential calls, then 403 / 401', async () => {
    expect((await bulk({ links: [item(1)] }, acme.publishableKey)).status).toBe(403);
    expect((await call('/api/links/bulk', undefined, { links: [item(1)] })).status).toBe(401);
    expect(await count(acme.id)).toBe(0);
  });
});

describe('POST /api/links/batch', () => {
  const { t, call, count } = bulkApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  let other: Awaited<ReturnType<typeof t.seedProject>>;
  beforeEach(async () => {
    ({ acme, other } = await t.seedPair());
  });
  afterAll(() => t.close());
  const batch = (body: unknown, token = acme.secretKey) => call('/api/links/batch', token, body);

  it("when a secret key sends an array of links, then they are created and the answer is bulk's shape", async () => {
    const res = await batch([
      { projectId: acme.id, title: 'One', deepLink: 'acme://1', params: { a: 1 } },
      { title: 'Two', slug: 'two' },
    ]);
    expect(res.status).toBe(200);
    const host = `http://${acme.project.subdomain}.localhost:8080`;
    expect(res.json).toEqual({
      success: true,
      created: 2,
      links: [
        { slug: 'one', shortUrl: `${host}/one` },
        { slug: 'two', shortUrl: `${host}/two` },
      ],
    });
    expect((await t.store.links.get(acme.id, 'one'))?.params).toEqual({ a: 1 });
  });

  it('when an ID token calls, then 403 Batch creation needs a secret API key', async () => {
    const res = await call(`/api/links/batch?projectId=${acme.id}`, acme.ownerToken, [{ projectId: acme.id, title: 'x' }]);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ error: 'Batch creation needs a secret API key', code: 'PERMISSION_DENIED' });
    expect(await count(acme.id)).toBe(0);
  });

  it('when a publishable key calls, then 403', async () => {
    const res = await batch([{ title: 'x' }], acme.publishableKey);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PERMISSION_DENIED');
    expect(await count(acme.id)).toBe(0);
  });

  it('when one item names another project, then 403 and nothing is created', async () => {
    const res = await batch([
      { projectId: acme.id, title: 'Mine' },
      { projectId: other.id, title: 'Theirs' },
    ]);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PERMISSION_DENIED');
    expect(await count(acme.id)).toBe(0);
    expect(await count(other.id)).toBe(0);
  });

  it('when every item names another project, then 403 and nothing is created', async () => {
    const res = await batch([{ projectId: other.id, title: 'Theirs' }]);
    expect(res.status).toBe(403);
    expect(await count(acme.id)).toBe(0);
    expect(await count(other.id)).toBe(0);
  });

  it.each([
    ['an object', { links: [{ title: 'x' }] }, 'Request body must be an array of links'],
    ['empty', '', 'Request body must be an array of links'],
    ['an empty array', [], 'Request body must hold at least one link'],
  ])('when the body is %s, then 400', async (_case, body, error) => {
    const res = await batch(body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error, code: 'INVALID_ARGUMENT', field: 'body' });
  });

  it('when 101 items come in, then 400 and nothing is created', async () => {
    const res = await batch(Array.from({ length: 101 }, (_, i) => item(i)));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'batch accepts at most 100 items', code: 'INVALID_ARGUMENT', field: 'body' });
    expect(await count(acme.id)).toBe(0);
  });

  it('when an item is invalid, then 400 naming <index>.<field> and nothing is created', async () => {
    const res = await batch([item(0), item(1, { maxClicks: 0 })]);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'maxClicks must be at least 1', code: 'INVALID_ARGUMENT', field: '1.maxClicks' });
    expect(await count(acme.id)).toBe(0);
  });
});

describe('bulk routes in the real app', () => {
  it('when the app serves POST /api/links/bulk and /batch, then links are created (not a 501)', async () => {
    const t = testApp();
    const p = await t.seedProject('wired');
    const bulk = await t.call('POST', '/api/links/bulk', { token: p.secretKey, body: { links: [{ title: 'One' }, { title: 'Two', slug: 'two' }] } });
    expect(bulk.status).toBe(200);
    expect(bulk.json).toMatchObject({ created: 2, links: [{ slug: 'one' }, { slug: 'two', shortUrl: 'http://wired.localhost:8080/two' }] });
    const batch = await t.call('POST', '/api/links/batch', { token: p.secretKey, body: [{ title: 'Three', deepLink: 'w://3' }] });
    expect(batch.json).toMatchObject({ created: 1, links: [{ slug: 'three' }] });
    await t.close();
  });
});
