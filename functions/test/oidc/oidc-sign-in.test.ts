// Single sign-on against a real OpenID Connect provider (oidc-provider, test/oidc/provider.mjs)
// and the built Ferry, as a browser goes through it: start, the provider's login form, the
// callback, the session. An identity finds its account again; a local account with the email is
// linked; roles given by email apply. Refusals: oidc-refusals.test.ts; token-level defects:
// oidc-rogue.test.ts.
import { buildCli, ferryWithStdin } from '../e2e/built-cli';
import { Browser } from './browser';
import { CLIENT, useRealProvider } from './real-provider';

beforeAll(buildCli, 180_000);

describe('single sign-on with a real OpenID Connect provider', () => {
  const { running, callbackUrl, signIn, session, users } = useRealProvider();

  it("console-config names the provider for the console's button", async () => {
    const config = await (await fetch(`${running.ferry.url}/api/console-config`)).json();
    expect(config).toEqual({ firebase: null, password: true, oidc: { name: 'Acme SSO' } });
  });

  it('when a person starts, then the provider is asked for a code with PKCE S256, state and nonce, and the flow cookie is httpOnly, Lax, 10 minutes', async () => {
    const res = await new Browser().request(`${running.ferry.url}/api/auth/oidc/start`);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const to = new URL(res.hop.location!);
    expect(`${to.origin}${to.pathname}`).toBe(`${running.provider.issuer}/auth`);
    expect(Object.fromEntries(to.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: callbackUrl(),
      scope: 'openid email profile',
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(res.hop.setCookie).toEqual([expect.stringMatching(/^ferry_oidc=[\w-]+\.[\w-]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/)]);
  });

  it('when a person signs in, then a session starts and the console opens; the next time the same account is found by its identity', async () => {
    const first = await signIn('alice');
    expect([first.status, first.location]).toEqual([302, `${running.ferry.url}/console/`]);
    // The session's 14 days, less the milliseconds the sign-in took.
    expect(first.setCookie).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ferry_oidc=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/),
        expect.stringMatching(/^ferry_session=[\w-]{43}; Max-Age=(120959[89]|1209600); Path=\/; HttpOnly; SameSite=Lax$/),
      ]),
    );
    const me = await session(first.browser);
    expect(me).toEqual({ status: 200, body: { user: { uid: expect.stringMatching(/^usr_[0-9a-z]{20}$/), email: 'alice@acme.example' } } });
    const again = await signIn('alice');
    expect((await session(again.browser)).body).toEqual(me.body);
    const alice = (await users()).find((u) => u.email === 'alice@acme.example');
    expect(alice).toMatchObject({ uid: me.body.user.uid, hasPassword: false, oidc: { issuer: running.provider.issuer, subject: 'alice' } });
  });

  it('when a local account has the email, then single sign-on links it: one account, its password still works', async () => {
    const created = await ferryWithStdin(
      running.ferry.env,
      'a long pass phrase 1',
      'user',
      'create',
      '--email',
      'bob@acme.example',
      '--password-stdin',
      '--json',
    );
    const { uid } = created.json();
    const sso = await signIn('bob');
    expect((await session(sso.browser)).body).toEqual({ user: { uid, email: 'bob@acme.example' } });
    const login = await fetch(`${running.ferry.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bob@acme.example', password: 'a long pass phrase 1' }),
    });
    expect([login.status, ((await login.json()) as any).user.uid]).toEqual([200, uid]);
    expect((await users()).find((u) => u.uid === uid)).toMatchObject({ hasPassword: true, oidc: { issuer: running.provider.issuer, subject: 'bob' } });
  });

  it('when an owner gives a role to an email, then that person signing in by single sign-on is a member at once', async () => {
    const owner = (await signIn('alice')).browser;
    // A change signed in by the cookie comes from the console's own origin.
    const asConsole = { origin: running.ferry.url };
    const made = await owner.request(`${running.ferry.url}/api/projects`, { headers: asConsole, json: { name: 'Acme', subdomain: 'acme-sso' } });
    const projectId = ((await made.json()) as any).project.id as string;
    const invited = await owner.request(`${running.ferry.url}/api/projects/${projectId}/members`, {
      headers: asConsole,
      json: { email: 'carol@acme.example', role: 'editor' },
    });
    expect(((await invited.json()) as any).member).toEqual({ uid: null, email: 'carol@acme.example', role: 'editor', pending: true });
    const carol = (await signIn('carol')).browser;
    const projects = (await (await carol.request(`${running.ferry.url}/api/projects`)).json()) as { id: string }[];
    expect(projects.map((p) => p.id)).toEqual([projectId]);
    const { user } = (await session(carol)).body;
    const team = await (await carol.request(`${running.ferry.url}/api/projects/${projectId}/members`)).json();
    expect(team).toEqual({
      members: [expect.objectContaining({ role: 'owner' }), { uid: user.uid, email: 'carol@acme.example', role: 'editor' }],
      invites: [],
    });
  });
});
