import { idToken, testApp } from '../support/test-app';

describe('authentication on API routes', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  beforeAll(async () => {
    acme = await t.seedProject('acme');
  });
  afterAll(() => t.close());

  it('when no Authorization header is sent, then 401 UNAUTHENTICATED', async () => {
    const res = await t.call('GET', '/api/links');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: 'Authorization header with a Bearer token is required', code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['an unknown secret key', 'sk_live_0000000000000000000000000000000'],
    ['an unknown publishable key', 'pk_live_0000000000000000000000000000000'],
    ['a malformed ID token', 'not-a-jwt'],
    ['an expired ID token', idToken('u1', { exp: 1000, iat: 900, auth_time: 900 })],
    ['an ID token for another Firebase project', idToken('u1', { aud: 'other-project', iss: 'https://securetoken.google.com/other-project' })],
  ])('when %s is sent, then 401', async (_what, token) => {
    const res = await t.call('GET', '/api/links', { token });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('UNAUTHENTICATED');
  });

  it('when a secret key is sent, then it acts for its project', async () => {
    const res = await t.call('GET', '/api/links', { token: acme.secretKey });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it('when the owner sends a valid ID token with projectId, then it acts for that project', async () => {
    const res = await t.call('GET', `/api/links?projectId=${acme.id}`, { token: acme.ownerToken });
    expect(res.status).toBe(200);
  });

  it('when an ID token is sent without projectId, then 400 projectId is required', async () => {
    const res = await t.call('GET', '/api/links', { token: acme.ownerToken });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'projectId is required', code: 'INVALID_ARGUMENT', field: 'projectId' });
  });

  it.each([
    ['POST', '/api/links', { title: 't', deepLink: 'acme://x' }],
    ['GET', '/api/links', undefined],
    ['GET', '/api/links/any', undefined],
    ['PUT', '/api/links/any', { title: 'x' }],
    ['DELETE', '/api/links/any', undefined],
    ['POST', '/api/links/any/clone', undefined],
    ['GET', '/api/projects/PID/links', undefined],
    ['GET', '/api/projects', undefined],
    ['GET', '/api/projects/PID', undefined],
    ['PATCH', '/api/projects/PID', { name: 'x' }],
  ])('when a publishable key calls %s %s, then 403', async (method, path, body) => {
    const res = await t.call(method, path.replace('PID', acme.id), { token: acme.publishableKey, body });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PERMISSION_DENIED');
  });

  it('when a key is deleted, then it stops working at once', async () => {
    const created = await t.call('POST', `/api/projects/${acme.id}/keys`, { token: acme.ownerToken, body: { type: 'secret' } });
    expect((await t.call('GET', '/api/links', { token: created.json.key })).status).toBe(200);
    await t.call('DELETE', `/api/projects/${acme.id}/keys/${created.json.id}`, { token: acme.ownerToken });
    expect((await t.call('GET', '/api/links', { token: created.json.key })).status).toBe(401);
  });
});
