// What a correct provider never sends, from one that lies (rogue-provider.mjs, signing with
// jose): an ID token with another nonce, audience or issuer, expired, signed by a key its JWKS
// does not list or by the wrong key under a listed id, or not signed at all (even though its
// metadata claims `none`). openid-client refuses each; Ferry answers error=provider and starts
// no session. Also: a provider that cannot be reached (error=provider, never a 500, and the next
// sign-in tries discovery again), an email in the ID token itself (no userinfo call), and
// Entra's `xms_edov` in place of `email_verified`.
import { buildCli, ferry as cli } from '../e2e/built-cli';
import { freePort } from '../support/free-port';
import { Browser } from './browser';
import { type Ferry, ferryPort, startFerry, startRogue } from './servers';

beforeAll(buildCli, 180_000);

describe('single sign-on with a provider that lies', () => {
  let ferry: Ferry;
  let roguePort: number;
  let rogue: Awaited<ReturnType<typeof startRogue>> | undefined;
  const signInPage = (code: string) => `${ferry.url}/console/#/sign-in?error=${code}`;
  /** Started by the first test that needs it: until then its port answers nothing. */
  const ensureRogue = async () => (rogue ??= await startRogue(roguePort));

  beforeAll(async () => {
    roguePort = await freePort();
    ferry = await startFerry(await ferryPort(), {
      OIDC_ISSUER: `http://127.0.0.1:${roguePort}`,
      OIDC_CLIENT_ID: 'ferry',
      OIDC_CLIENT_SECRET: 'rogue-client-secret-1',
    });
  }, 60_000);
  afterAll(async () => {
    await ferry?.stop();
    await rogue?.stop();
  });

  async function signIn(defect: string, claims: Record<string, unknown> = {}) {
    await (await ensureRogue()).control({ defect, claims });
    const browser = new Browser();
    const toProvider = await browser.request(`${ferry.url}/api/auth/oidc/start`);
    const back = await browser.request(toProvider.hop.location!);
    const res = await browser.request(back.hop.location!);
    const me = await browser.request(`${ferry.url}/api/auth/session`);
    return { location: res.hop.location, session: browser.cookie(ferry.url, 'ferry_session'), me: { status: me.status, body: (await me.json()) as any } };
  }

  it('when the provider cannot be reached, then start sends the browser to error=provider, not a 500; once it is up, the next start reaches it', async () => {
    if (!rogue) {
      const down = await new Browser().request(`${ferry.url}/api/auth/oidc/start`);
      expect([down.status, down.hop.location, down.hop.setCookie]).toEqual([302, signInPage('provider'), []]);
      expect(ferry.output()).toMatch(/"message":"OIDC discovery failed","issuer":"http:\/\/127\.0\.0\.1:\d+\/?","reason":"[^"]+"/);
    }
    const { issuer } = await ensureRogue();
    const up = await new Browser().request(`${ferry.url}/api/auth/oidc/start`);
    expect([up.status, up.hop.location]).toEqual([302, expect.stringMatching(new RegExp(`^${issuer}/authorize\\?`))]);
  });

  it('when the ID token is sound and carries the verified email, then it signs in without a userinfo call (this provider has none)', async () => {
    const result = await signIn('none', { sub: 'sound', email: 'sound@acme.example' });
    expect([result.location, result.me.status, result.me.body.user.email]).toEqual([`${ferry.url}/console/`, 200, 'sound@acme.example']);
  });

  it.each([
    ['nonce', 'another nonce than the one Ferry sent', /unexpected ID Token \\"nonce\\" claim value/],
    ['aud', "another audience than Ferry's client id", /\(audience\) claim value/],
    ['exp', 'an expired token', /\(expiration time\) claim value/],
    ['unknown-key', 'a signing key the JWKS does not list', /no applicable keys found/],
    ['bad-signature', "another key under the published key's id", /signature verification failed/],
    ['alg-none', 'no signature (alg none)', /unsupported JWS \\"alg\\" identifier/],
    ['iss', 'another issuer', /\(issuer\) claim value/],
  ])('when the ID token has %s (%s), then error=provider and no session', async (defect, _what, reason) => {
    const result = await signIn(defect, { sub: `defect-${defect}`, email: `${defect}@acme.example` });
    expect([result.location, result.session, result.me.status]).toEqual([signInPage('provider'), undefined, 401]);
    const log = ferry.output();
    expect(
      log
        .split('\n')
        .filter((line) => line.includes('"code":"provider"'))
        .at(-1),
    ).toMatch(reason);
    expect(log).not.toMatch(/eyJ[\w-]+\.eyJ/);
    const accounts = (await cli(ferry.env, 'user', 'list', '--json')).json<{ email: string }[]>();
    expect(accounts.map((a) => a.email)).not.toContain(`${defect}@acme.example`);
  });

  it('when email_verified is the string "true", then the email is not trusted', async () => {
    const result = await signIn('none', { sub: 'stringly', email: 'stringly@acme.example', email_verified: 'true' });
    expect([result.location, result.session]).toEqual([signInPage('email_unverified'), undefined]);
  });

  it("when Entra's xms_edov is true and email_verified absent, then the email is trusted", async () => {
    const result = await signIn('none', { sub: 'entra', email: 'entra@acme.example', email_verified: null, xms_edov: true });
    expect([result.location, result.me.body.user?.email]).toEqual([`${ferry.url}/console/`, 'entra@acme.example']);
  });
});
