// What a real provider's sign-ins can be refused for (oidc-provider, test/oidc/provider.mjs, and
// the built Ferry): a state that is not the browser's or no flow cookie, a replayed code, an
// unverified email or none, a domain outside OIDC_ALLOWED_EMAIL_DOMAINS, a disabled account, a
// person who cancels, an email whose account has another identity. Each sends the browser to
// the console's sign-in page with its code and starts no session; the log says why, never with
// a code or a token.
import { buildCli, ferry as cli } from '../e2e/built-cli';
import { Browser } from './browser';
import { useRealProvider } from './real-provider';

beforeAll(buildCli, 180_000);

describe('single sign-on refusals with a real OpenID Connect provider', () => {
  const { running, codes, toCallback, signIn, session, users, signInPage } = useRealProvider();

  async function expectRefused(login: string | null, code: string) {
    const result = await signIn(login);
    expect([result.status, result.location, result.session]).toEqual([302, signInPage(code), undefined]);
    expect(result.setCookie.join('\n')).not.toMatch(/ferry_session=[^;]/);
    expect((await session(result.browser)).status).toBe(401);
  }

  const lastRefusal = () =>
    running.ferry
      .output()
      .split('\n')
      .filter((line) => line.includes('"Single sign-on refused"'))
      .at(-1);

  it("when the state in the callback is not the browser's, or the browser has no flow cookie, then error=state", async () => {
    const browser = new Browser();
    const url = new URL(await toCallback(browser, 'alice'));
    url.searchParams.set('state', 'another-state');
    const tampered = await browser.request(url.href);
    expect([tampered.status, tampered.hop.location, browser.cookie(running.ferry.url, 'ferry_session')]).toEqual([302, signInPage('state'), undefined]);
    const elsewhere = await new Browser().request(await toCallback(new Browser(), 'alice'));
    expect([elsewhere.status, elsewhere.hop.location]).toEqual([302, signInPage('state')]);
  });

  it('when a callback URL is replayed with its flow cookie, then the provider refuses the used code: error=provider, no session', async () => {
    const browser = new Browser();
    const url = await toCallback(browser, 'alice');
    const flow = browser.cookie(running.ferry.url, 'ferry_oidc')!;
    expect((await browser.request(url)).hop.location).toBe(`${running.ferry.url}/console/`);
    const thief = new Browser();
    thief.setCookie(running.ferry.url, 'ferry_oidc', flow);
    const replayed = await thief.request(url);
    expect([replayed.status, replayed.hop.location, thief.cookie(running.ferry.url, 'ferry_session')]).toEqual([302, signInPage('provider'), undefined]);
    expect(lastRefusal()).toMatch(/"code":"provider","reason":"the token exchange or the ID token's checks failed: .*provider said invalid_grant/);
  });

  it('when the provider does not say the email is verified, or sends none, then error=email_unverified', async () => {
    await expectRefused('eve', 'email_unverified');
    await expectRefused('nomail', 'email_unverified');
  });

  it('when the email is outside OIDC_ALLOWED_EMAIL_DOMAINS, then error=email_domain and no account is made', async () => {
    await expectRefused('olga', 'email_domain');
    expect(lastRefusal()).toMatch(/"code":"email_domain","reason":"the email's domain other.example is not in OIDC_ALLOWED_EMAIL_DOMAINS"/);
    expect((await users()).map((u) => u.email)).not.toContain('olga@other.example');
  });

  it('when the account is disabled, then error=disabled until it is enabled', async () => {
    expect((await signIn('dave')).session).toBeDefined();
    expect((await cli(running.ferry.env, 'user', 'disable', 'dave@acme.example')).status).toBe(0);
    await expectRefused('dave', 'disabled');
    expect((await cli(running.ferry.env, 'user', 'enable', 'dave@acme.example')).status).toBe(0);
    expect((await signIn('dave')).session).toBeDefined();
  });

  it('when the person cancels at the provider, then error=cancelled', async () => {
    await expectRefused(null, 'cancelled');
  });

  it('when another identity brings an email whose account has one already, then error=account_conflict', async () => {
    expect((await signIn('frank')).session).toBeDefined();
    await expectRefused('frank-again', 'account_conflict');
  });

  it('the server log never holds a code or a token', async () => {
    expect((await signIn('alice')).session).toBeDefined();
    const log = running.ferry.output();
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(log).not.toContain(code);
    expect(log).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });
});
