import { idToken, testApp } from '../support/test-app';

describe('project isolation', () => {
  const t = testApp();
  let a: Awaited<ReturnType<typeof t.seedProject>>;
  let b: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    a = await t.seedProject('alpha');
    b = await t.seedProject('beta');
    const res = await t.call('POST', '/api/links', { token: a.secretKey, body: { title: 'A only', deepLink: 'alpha://x', slug: 'a-link' } });
    expect(res.status).toBe(200);
  });
  afterAll(() => t.close());

  const unchanged = async () => {
    const link = await t.store.links.get(a.id, 'a-link');
    expect(link?.title).toBe('A only');
  };

  it.each([
    ['GET', '/api/links/a-link'],
    ['PUT', '/api/links/a-link'],
    ['DELETE', '/api/links/a-link'],
    ['POST', '/api/links/a-link/clone'],
  ])("when project B's key calls %s on A's slug, then 404 and nothing changes", async (method, path) => {
    const res = await t.call(method, path, { token: b.secretKey, body: method === 'PUT' ? { title: 'hijacked' } : undefined });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Link not found', code: 'NOT_FOUND' });
    await unchanged();
  });

  it.each([
    ['GET', (id: string) => `/api/links/a-link?projectId=${id}`],
    ['PUT', (id: string) => `/api/links/a-link?projectId=${id}`],
    ['DELETE', (id: string) => `/api/projects/${id}/links/a-link`],
    ['GET', (id: string) => `/api/projects/${id}/links`],
    ['GET', (id: string) => `/api/projects/${id}`],
    ['PATCH', (id: string) => `/api/projects/${id}`],
  ])("when project B's key names project A (%s), then 403 and nothing changes", async (method, path) => {
    const body = method === 'PUT' || method === 'PATCH' ? { title: 'hijacked', name: 'hijacked' } : undefined;
    const res = await t.call(method, path(a.id), { token: b.secretKey, body });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PERMISSION_DENIED');
    await unchanged();
    expect((await t.store.projects.get(a.id))?.name).toBe('alpha');
  });

  it("when B's key creates a link naming project A in the body, then 403 and nothing is created", async () => {
    const res = await t.call('POST', '/api/links', { token: b.secretKey, body: { projectId: a.id, title: 'x', deepLink: 'a://x', slug: 'sneaky' } });
    expect(res.status).toBe(403);
    expect(await t.store.links.get(a.id, 'sneaky')).toBeNull();
    expect(await t.store.links.get(b.id, 'sneaky')).toBeNull();
  });

  it('when the query names one project and the body another, then 403 and nothing changes', async () => {
    const res = await t.call('PUT', `/api/links/a-link?projectId=${a.id}`, { token: a.secretKey, body: { projectId: b.id, title: 'hijacked' } });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('projectId differs between the path, the query string and the body');
    await unchanged();
    const scoped = await t.call('POST', `/api/projects/${a.id}/links`, { token: a.ownerToken, body: { projectId: b.id, title: 'x', deepLink: 'a://x' } });
    expect(scoped.status).toBe(403);
  });

  it('when a user who is not a member names project A, then 403', async () => {
    const res = await t.call('GET', `/api/links?projectId=${a.id}`, { token: idToken('stranger') });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ error: 'You are not a member of this project', code: 'PERMISSION_DENIED' });
  });

  it("when B lists links, then A's links are not there", async () => {
    const res = await t.call('GET', '/api/links', { token: b.secretKey });
    expect(res.json).toEqual([]);
  });

  it('when a viewer of A tries to write, then 403; reading works', async () => {
    await t.call('PATCH', `/api/projects/${a.id}/members/viewer-1`, { token: a.ownerToken, body: { role: 'viewer' } });
    const viewer = idToken('viewer-1');
    expect((await t.call('GET', `/api/links/a-link?projectId=${a.id}`, { token: viewer })).status).toBe(200);
    const write = await t.call('PUT', `/api/links/a-link?projectId=${a.id}`, { token: viewer, body: { title: 'nope' } });
    expect(write.status).toBe(403);
    expect(write.json).toEqual({ error: 'Viewers cannot change this project', code: 'PERMISSION_DENIED' });
    await unchanged();
  });

  it('when an editor of A writes, then it works', async () => {
    await t.call('PATCH', `/api/projects/${a.id}/members/editor-1`, { token: a.ownerToken, body: { role: 'editor' } });
    const res = await t.call('POST', '/api/links', { token: idToken('editor-1'), body: { projectId: a.id, title: 'By editor', deepLink: 'alpha://e' } });
    expect(res.status).toBe(200);
    expect(res.json.link.projectId).toBe(a.id);
  });
});
