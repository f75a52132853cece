// Single sign-on's routes and use case in process, with a stand-in for the provider (the real
// protocol runs in test/oidc/ against real providers): 404 where it is not offered, the flow
// cookie's signature and 10 minutes, and how an identity finds, links or makes its account,
// races included.
import { OidcRefusal, type OidcSettings } from '../../src/domain/accounts/oidc';
import type { OidcIdentity } from '../../src/domain/accounts/types';
import { createAccount, setAccountDisabled } from '../../src/services/accounts/accounts';
import type { OidcProvider } from '../../src/services/accounts/oidc/provider';
import { oidcSignIn } from '../../src/services/accounts/oidc/sign-in';
import { anEmail } from '../support/sessions';
import { testApp } from '../support/test-app';

const BASE = 'http://localhost:8080';
const SETTINGS: OidcSettings = {
  issuer: 'https://sso.acme.example',
  clientId: 'ferry',
  clientSecret: 's',
  name: 'Acme SSO',
  allowedEmailDomains: null,
  scopes: 'openid email',
};
const FLOW = { state: 'the-state', nonce: 'the-nonce', verifier: 'the-verifier' };

/** Sends every browser to the same place and answers the callback with `next` (or its refusal). */
function standIn(next: () => OidcIdentity & { email?: string }): OidcProvider {
  return {
    settings: SETTINGS,
    warm: () => undefined,
    begin: async () => ({ url: 'https://sso.acme.example/authorize?state=the-state', flow: FLOW }),
    async finish(url, flow) {
      if (url.searchParams.get('state') !== flow.state) throw new OidcRefusal('state', 'another state');
      const { email, ...identity } = next();
      return { ...identity, claims: { email, email_verified: true } };
    },
  };
}

describe('single sign-on routes', () => {
  it.each([
    ['password accounts only', {}],
    ['Firebase (no accounts)', { accounts: null }],
  ])('when it is not offered (%s), then both routes answer 404 JSON and console-config says null', async (_what, options) => {
    const t = testApp(undefined, options);
    for (const path of ['/api/auth/oidc/start', '/api/auth/oidc/callback?code=x&state=y']) {
      expect(await t.call('GET', path)).toMatchObject({ status: 404, json: { error: 'Single sign-on is not offered by this server', code: 'NOT_FOUND' } });
    }
    expect((await t.call('GET', '/api/console-config')).json.oidc).toBeNull();
    t.close();
  });

  it('when BASE_URL is https, then the flow cookie is Secure and __Host- prefixed, as the session cookie', async () => {
    const t = testApp(undefined, { accounts: { baseUrl: 'https://api.links.acme.example', oidc: standIn(() => ({ issuer: SETTINGS.issuer, subject: 's' })) } });
    const res = await t.call('GET', '/api/auth/oidc/start');
    expect([res.status, res.headers.get('location')]).toEqual([302, 'https://sso.acme.example/authorize?state=the-state']);
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-ferry_oidc=[\w-]+\.[\w-]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    t.close();
  });

  describe('with a provider', () => {
    let identity: OidcIdentity & { email?: string } = { issuer: SETTINGS.issuer, subject: 'dana', email: 'dana@acme.example' };
    const t = testApp(undefined, { accounts: { baseUrl: BASE, oidc: standIn(() => identity) } });
    afterAll(() => t.close());

    async function start() {
      const res = await t.call('GET', '/api/auth/oidc/start');
      return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    }
    const callback = (flowCookie: string) => t.call('GET', '/api/auth/oidc/callback?code=c&state=the-state', { headers: { cookie: flowCookie } });

    it('console-config names it', async () => {
      expect((await t.call('GET', '/api/console-config')).json).toEqual({ firebase: null, password: true, oidc: { name: 'Acme SSO' } });
    });

    it('when the flow cookie comes back within 10 minutes, then the session starts; after, or altered, error=state', async () => {
      identity = { issuer: SETTINGS.issuer, subject: 'dana', email: 'dana@acme.example' };
      const ok = await callback(await start());
      expect([ok.status, ok.headers.get('location')]).toEqual([302, `${BASE}/console/`]);
      const late = await start();
      t.setNow(new Date(t.deps.now().getTime() + 10 * 60_000));
      const expired = await callback(late);
      expect([expired.status, expired.headers.get('location')]).toEqual([302, `${BASE}/console/#/sign-in?error=state`]);
      const [name, value] = (await start()).split('=') as [string, string];
      const [payload, signature] = value.split('.') as [string, string];
      const forged = Buffer.from(JSON.stringify({ ...FLOW, exp: Date.now() + 3_600_000 })).toString('base64url');
      for (const cookie of [
        `${name}=${forged}.${signature}`,
        `${name}=${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
        `${name}=garbage`,
      ]) {
        expect((await callback(cookie)).headers.get('location')).toBe(`${BASE}/console/#/sign-in?error=state`);
      }
    });
  });
});

describe('single sign-on accounts', () => {
  const t = testApp();
  afterAll(() => t.close());
  const id = (subject: string): OidcIdentity => ({ issuer: SETTINGS.issuer, subject });
  const signIn = (subject: string, email: string, settings = SETTINGS) =>
    oidcSignIn(t.deps, settings, { ...id(subject), claims: { email, email_verified: true } });

  it('when the same new person signs in twice at once, then one account is made and both sessions are its', async () => {
    const email = anEmail('twin');
    const [a, b] = await Promise.all([signIn('twin', email), signIn('twin', email)]);
    expect(a.account.uid).toBe(b.account.uid);
    expect(await t.store.accounts.getByOidc(SETTINGS.issuer, 'twin')).toMatchObject({ uid: a.account.uid, email });
  });

  it('when a disabled local account has the email, then it is refused and not linked', async () => {
    const local = await createAccount(t.deps, { email: anEmail('off') });
    await setAccountDisabled(t.deps, local, true);
    await expect(signIn('off', local.email)).rejects.toMatchObject({ code: 'disabled' });
    expect((await t.store.accounts.get(local.uid))?.oidc).toBeUndefined();
  });

  it('when the provider now names another verified email, then the account keeps its own and roles given to either apply', async () => {
    const first = anEmail('old');
    const { account } = await signIn('mover', first);
    const project = await t.seedProject(`sso-${Date.now().toString(36)}`);
    const renamed = anEmail('new');
    await t.store.memberInvites.put({ projectId: project.id, email: renamed, role: 'viewer', invitedAt: t.deps.now().toISOString() });
    const again = await signIn('mover', renamed);
    expect([again.account.uid, again.account.email]).toEqual([account.uid, first]);
    expect((await t.store.projects.get(project.id))?.members[account.uid]).toBe('viewer');
  });

  it('when the email is outside the allowed domains, then nothing is made', async () => {
    const email = 'someone@elsewhere.example';
    await expect(signIn('outsider', email, { ...SETTINGS, allowedEmailDomains: ['acme.example'] })).rejects.toMatchObject({ code: 'email_domain' });
    expect(await t.store.accounts.getByEmail(email)).toBeNull();
  });
});
