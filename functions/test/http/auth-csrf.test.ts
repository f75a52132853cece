// The session cookie signs in changes only from the console's own origin: a cross-site POST
// carrying it is refused (403) before anything is written; reads pass. Bearer credentials
// (API keys, Firebase ID tokens) never look at the cookie and work exactly as before.
import { anAccount, asConsole, CONSOLE_ORIGIN, login } from '../support/sessions';
import { idToken, testApp } from '../support/test-app';

const REFUSED = {
  error: "Cross-site request refused: a request signed in by the console's cookie must come from the console's own origin",
  code: 'PERMISSION_DENIED',
};

describe('cross-site requests with the session cookie', () => {
  const t = testApp();
  let cookie: string;
  let uid: string;
  beforeAll(async () => {
    const account = await anAccount(t);
    uid = account.uid;
    cookie = (await login(t, account.email)).cookie;
  });
  afterAll(() => t.close());
  const create = (headers: Record<string, string>, subdomain: string) => t.call('POST', '/api/projects', { headers, body: { name: 'Acme', subdomain } });
  const owned = async () => (await t.store.projects.listForUser(uid)).length;

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin of a project host (same site, other origin)', { origin: 'http://acme.localhost:8080' }],
    ['Origin: null (a sandboxed page)', { origin: 'null' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('when a POST carries the cookie and %s, then 403 and nothing is created', async (_what, extra) => {
    const before = await owned();
    const res = await create({ cookie, ...extra }, `csrf-${Math.random().toString(36).slice(2, 8)}`);
    expect([res.status, res.json]).toEqual([403, REFUSED]);
    expect(await owned()).toBe(before);
  });

  it('when the POST comes from the console origin (Origin, or Sec-Fetch-Site: same-origin), then it is signed in by the cookie', async () => {
    const byOrigin = await create(asConsole(cookie), 'csrf-origin');
    expect(byOrigin.status).toBe(201);
    expect(byOrigin.json.project.ownerUid).toBe(uid);
    expect((await create({ cookie, 'sec-fetch-site': 'same-origin' }, 'csrf-fetch-site')).status).toBe(201);
  });

  it('when a GET comes from elsewhere with the cookie, then it is answered (reads change nothing)', async () => {
    expect((await t.call('GET', '/api/projects', { headers: { cookie, origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('when sign-out is posted from another site, then it is refused and the session lives on', async () => {
    expect((await t.call('POST', '/api/auth/logout', { headers: { cookie, origin: 'https://evil.example' } })).status).toBe(403);
    expect((await t.call('GET', '/api/auth/session', { headers: { cookie } })).status).toBe(200);
  });

  it('when a page elsewhere posts a sign-in (login CSRF), then it is refused; a client without Origin (curl) signs in', async () => {
    const account = await anAccount(t);
    expect((await login(t, account.email, undefined, '203.0.113.40', { origin: 'https://evil.example' })).json).toEqual(REFUSED);
    expect((await login(t, account.email, undefined, '203.0.113.40', { origin: CONSOLE_ORIGIN })).status).toBe(200);
    expect((await login(t, account.email, undefined, '203.0.113.40')).status).toBe(200);
  });

  it('when a Bearer credential is sent, then the cookie and the Origin are not looked at: keys and ID tokens act as before', async () => {
    const acme = await t.seedProject('csrf-bearer');
    const foreign = { cookie, origin: 'https://evil.example' };
    const withKey = await t.call('POST', '/api/links', { token: acme.secretKey, headers: foreign, body: { title: 'T', deepLink: 'acme://t' } });
    expect(withKey.status).toBe(200);
    const withToken = await t.call('PATCH', `/api/projects/${acme.id}`, { token: acme.ownerToken, headers: foreign, body: { name: 'Renamed' } });
    expect(withToken.status).toBe(200);
    // A bad Bearer is refused as before, even with a live cookie beside it.
    expect((await t.call('GET', '/api/projects', { token: 'sk_live_0000000000000000000000000000000', headers: { cookie } })).json).toEqual({
      error: 'Invalid API key',
      code: 'UNAUTHENTICATED',
    });
    expect((await t.call('GET', '/api/projects', { token: idToken('someone'), headers: { cookie } })).json).toEqual([]);
  });

  it('when accounts are off (Firebase), then the auth routes answer 404, the cookie is ignored and console-config says so', async () => {
    const firebase = testApp(t.store, { accounts: null });
    expect((await firebase.call('POST', '/api/auth/login', { body: { email: 'a@b.example', password: 'x' } })).status).toBe(404);
    expect((await firebase.call('GET', '/api/projects', { headers: { cookie } })).json.error).toBe('Authorization header with a Bearer token is required');
    expect((await firebase.call('GET', '/api/console-config')).json).toEqual({ firebase: null, password: false, oidc: null });
  });
});
