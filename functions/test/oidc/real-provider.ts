// The setting of the tests against a real provider: oidc-provider (provider.mjs) with the test's
// people, the built Ferry as its client, and a browser's way through the provider's login form.
// useRealProvider() starts both for the calling test file and stops them after it.
import { ferry as cli } from '../e2e/built-cli';
import { Browser } from './browser';
import { type Ferry, ferryPort, startFerry, startProvider } from './servers';

export const CLIENT = { clientId: 'ferry-console', clientSecret: 'a client secret for the tests' };

const PEOPLE = {
  alice: { email: 'alice@acme.example', email_verified: true },
  bob: { email: 'Bob@Acme.example', email_verified: true },
  carol: { email: 'carol@acme.example', email_verified: true },
  dave: { email: 'dave@acme.example', email_verified: true },
  eve: { email: 'eve@acme.example', email_verified: false },
  nomail: {},
  olga: { email: 'olga@other.example', email_verified: true },
  frank: { email: 'frank@acme.example', email_verified: true },
  'frank-again': { email: 'frank@acme.example', email_verified: true },
};

export function useRealProvider() {
  const running = {} as { provider: Awaited<ReturnType<typeof startProvider>>; ferry: Ferry };
  /** Every authorization code the provider gave: none may reach Ferry's log. */
  const codes: string[] = [];

  beforeAll(async () => {
    const at = await ferryPort();
    running.provider = await startProvider({ ...CLIENT, redirectUri: `${at.url}/api/auth/oidc/callback`, people: PEOPLE });
    running.ferry = await startFerry(at, {
      OIDC_ISSUER: running.provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_NAME: 'Acme SSO',
      OIDC_ALLOWED_EMAIL_DOMAINS: 'acme.example',
    });
  }, 60_000);
  afterAll(async () => {
    await running.ferry?.stop();
    await running.provider?.stop();
  });

  const callbackUrl = () => `${running.ferry.url}/api/auth/oidc/callback`;

  /** From start through the provider's login form (or its cancel link, login null) to the callback URL, not yet opened. */
  async function toCallback(browser: Browser, login: string | null): Promise<string> {
    let next = (await browser.request(`${running.ferry.url}/api/auth/oidc/start`)).hop.location!;
    for (let hop = 0; hop < 20 && !next.startsWith(callbackUrl()); hop++) {
      if (!new URL(next).pathname.startsWith('/interaction/')) {
        next = (await browser.request(next)).hop.location!;
      } else if (login === null) {
        next = (await browser.request(`${next}/abort`)).hop.location!;
      } else {
        const prompt = /name="prompt" value="(\w+)"/.exec(await (await browser.request(next)).text())![1]!;
        next = (await browser.request(next, { form: prompt === 'login' ? { prompt, login, password: 'any' } : { prompt } })).hop.location!;
      }
    }
    const code = new URL(next).searchParams.get('code');
    if (code) codes.push(code);
    return next;
  }

  /** The whole sign-in in a new browser (a fresh provider session too): the callback's answer. */
  async function signIn(login: string | null, browser = new Browser()) {
    const res = await browser.request(await toCallback(browser, login));
    return {
      browser,
      status: res.status,
      location: res.hop.location,
      setCookie: res.hop.setCookie,
      session: browser.cookie(running.ferry.url, 'ferry_session'),
    };
  }

  async function session(browser: Browser) {
    const res = await browser.request(`${running.ferry.url}/api/auth/session`);
    return { status: res.status, body: (await res.json()) as any };
  }

  const users = async () =>
    (await cli(running.ferry.env, 'user', 'list', '--json')).json<{ uid: string; email: string; oidc?: object; hasPassword: boolean }[]>();
  const signInPage = (code: string) => `${running.ferry.url}/console/#/sign-in?error=${code}`;

  return { running, codes, callbackUrl, toCallback, signIn, session, users, signInPage };
}
