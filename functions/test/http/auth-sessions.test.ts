// Console sign-in with Ferry's own accounts (self-hosted): POST /api/auth/login sets the
// session cookie, GET /api/auth/session says who it is, POST /api/auth/logout ends it on the
// server; the idle and absolute lifetimes end it on their own; a set-password link signs in.
import { createAccount } from '../../src/services/accounts/accounts';
import { issuePasswordLink } from '../../src/services/accounts/password-links';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionHash } from '../../src/services/accounts/sessions';
import { anAccount, anEmail, asConsole, login, PASSWORD } from '../support/sessions';
import { testApp } from '../support/test-app';

const HOUR = 3_600_000;
const START = new Date('2026-11-22T10:00:00.000Z');

describe('password sign-in and the session cookie', () => {
  const t = testApp();
  afterAll(() => t.close());
  beforeEach(() => t.setNow(START));
  const at = (ms: number) => t.setNow(new Date(START.getTime() + ms));
  const session = (cookie: string) => t.call('GET', '/api/auth/session', { headers: { cookie } });

  it('when the right password is sent, then the answer names the user and sets an httpOnly, Lax, path-wide cookie for 14 days', async () => {
    const account = await anAccount(t);
    const res = await login(t, account.email);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ user: { uid: account.uid, email: account.email } });
    expect(account.uid).toMatch(/^usr_[0-9a-z]{20}$/);
    expect(res.headers.get('set-cookie')).toMatch(/^ferry_session=[\w-]{43}; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Only the token's hash is stored.
    const token = res.cookie.split('=')[1]!;
    expect(await t.store.sessions.get(token)).toBeNull();
    expect(await t.store.sessions.get(sessionHash(token))).toMatchObject({ uid: account.uid, expiresAt: '2026-12-06T10:00:00.000Z' });
    expect((await session(res.cookie)).json).toEqual({ user: { uid: account.uid, email: account.email } });
    expect((await t.call('GET', '/api/projects', { headers: { cookie: res.cookie } })).status).toBe(200);
  });

  it('when the email is typed with capitals, then it is the same account; with a space around it, a 400 as its format says', async () => {
    const account = await anAccount(t);
    expect((await login(t, account.email.toUpperCase())).json).toEqual({ user: { uid: account.uid, email: account.email } });
    const spaced = await login(t, ` ${account.email} `);
    expect([spaced.status, spaced.json]).toEqual([400, { error: 'email must be an email address', code: 'INVALID_ARGUMENT', field: 'email' }]);
  });

  it('when BASE_URL is https, then the cookie is Secure and named __Host-', async () => {
    const secure = testApp(undefined, { accounts: { baseUrl: 'https://ferry.acme.example' } });
    const account = await anAccount(secure);
    const res = await login(secure, account.email);
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-ferry_session=[\w-]{43}; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect((await secure.call('GET', '/api/auth/session', { headers: { cookie: res.cookie } })).status).toBe(200);
    await secure.close();
  });

  it('when signed out, then the session ends on the server and the cookie is cleared', async () => {
    const { cookie } = await login(t, (await anAccount(t)).email);
    const out = await t.call('POST', '/api/auth/logout', { headers: asConsole(cookie) });
    expect(out).toMatchObject({ status: 200, json: { success: true } });
    expect(out.headers.get('set-cookie')).toMatch(/^ferry_session=; Max-Age=0; Path=\//);
    expect(await t.store.sessions.get(sessionHash(cookie.split('=')[1]!))).toBeNull();
    // The same cookie sent again (a copy kept elsewhere) signs in nothing.
    expect(await session(cookie)).toMatchObject({ status: 401, json: { error: 'Not signed in', code: 'UNAUTHENTICATED' } });
    expect((await t.call('GET', '/api/projects', { headers: { cookie } })).json).toEqual({
      error: 'Your session has ended: sign in again',
      code: 'UNAUTHENTICATED',
    });
  });

  it('when no cookie is sent, then the session route answers 401 and API routes ask for a credential as before', async () => {
    expect(await session('')).toMatchObject({ status: 401, json: { code: 'UNAUTHENTICATED' } });
    expect((await t.call('GET', '/api/projects')).json).toEqual({ error: 'Authorization header with a Bearer token is required', code: 'UNAUTHENTICATED' });
  });

  it('when a session is left unused for 12 hours, then it has ended; used within that, it lives on', async () => {
    const { cookie } = await login(t, (await anAccount(t)).email);
    at(SESSION_IDLE_MS - 60_000);
    expect((await session(cookie)).status).toBe(200);
    at(2 * SESSION_IDLE_MS - 2 * 60_000);
    expect((await session(cookie)).status).toBe(200);
    at(3 * SESSION_IDLE_MS - 2 * 60_000);
    expect((await session(cookie)).status).toBe(401);
    expect((await session(cookie)).headers.get('set-cookie') ?? '').toMatch(/^ferry_session=; Max-Age=0/);
  });

  it('when a session is used all along, then it still ends 14 days after sign-in', async () => {
    const { cookie } = await login(t, (await anAccount(t)).email);
    let ms = 0;
    for (ms = 11 * HOUR; ms < SESSION_ABSOLUTE_MS; ms += 11 * HOUR) {
      at(ms);
      expect([ms, (await session(cookie)).status]).toEqual([ms, 200]);
    }
    // Last used 8 hours ago (idle is fine), but the absolute lifetime is over.
    expect(ms - 11 * HOUR).toBeGreaterThan(SESSION_ABSOLUTE_MS - SESSION_IDLE_MS);
    at(SESSION_ABSOLUTE_MS);
    expect((await session(cookie)).status).toBe(401);
  });

  it('when a set-password link is used, then the password is set, the user is signed in, and the link is spent', async () => {
    const invited = await createAccount(t.deps, { email: anEmail('invited') });
    const { url, expiresAt } = await issuePasswordLink(t.deps, invited, 'http://localhost:8080');
    expect(expiresAt).toBe('2026-11-29T10:00:00.000Z');
    expect(url).toMatch(/^http:\/\/localhost:8080\/console\/#\/set-password\?token=[\w-]{43}$/);
    const token = url.split('token=')[1]!;
    const short = await t.call('POST', '/api/auth/invitation', { body: { token, password: 'short' } });
    expect(short.json).toEqual({ error: 'password must be at least 10 characters', code: 'INVALID_ARGUMENT', field: 'password' });
    const used = await t.call('POST', '/api/auth/invitation', { body: { token, password: PASSWORD } });
    expect(used.json).toEqual({ user: { uid: invited.uid, email: invited.email } });
    expect(used.headers.get('set-cookie')).toMatch(/^ferry_session=/);
    expect((await login(t, invited.email)).status).toBe(200);
    const again = await t.call('POST', '/api/auth/invitation', { body: { token, password: PASSWORD } });
    expect(again).toMatchObject({ status: 400, json: { code: 'INVALID_ARGUMENT', field: 'token' } });
  });

  it('when a set-password link is a week old, then it is refused', async () => {
    const invited = await createAccount(t.deps, { email: anEmail('late') });
    const token = (await issuePasswordLink(t.deps, invited, 'http://localhost:8080')).url.split('token=')[1]!;
    at(7 * 24 * HOUR);
    expect((await t.call('POST', '/api/auth/invitation', { body: { token, password: PASSWORD } })).status).toBe(400);
  });

  it('console-config says password sign-in is offered here, and no OIDC provider yet', async () => {
    expect((await t.call('GET', '/api/console-config')).json).toEqual({ firebase: null, password: true, oidc: null });
  });
});
