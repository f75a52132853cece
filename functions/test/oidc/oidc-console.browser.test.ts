// Single sign-on in the console, in Chromium: the built Ferry and a real OpenID Connect provider
// (oidc-provider, its own login and consent pages), nothing else reachable. A person clicks
// "Sign in with Acme SSO", signs in at the provider, lands back in the console signed in, with no
// project yet: creates one, makes an API key and gives a colleague's email the editor role (an
// owner managing keys and members, signed in through the provider). The colleague then signs in
// the same way and finds that project, as an editor. No request carries a credential of its own:
// the session cookie does it all. axe on every console page; screenshots at 390 and 1280 px:
// test/artifacts/console-sso-{signed-in,team,member}-*.png.
import type { BrowserContext, Browser as Chromium, Page } from 'playwright-core';
import { seriousViolations } from '../browser/browser-suite';
import { ensureConsoleBuilt, screenshots } from '../browser/console-browser';
import { launchChromium, type PageWatch, watchContext } from '../browser/ferry-browser';
import { buildCli } from '../e2e/built-cli';
import { useRealProvider } from './real-provider';

const TIMEOUT = 120_000;

/** Requests stopped at the fence, but the web font the test provider's own login page asks for. */
const blockedByFerry = (watch: PageWatch) => watch.blockedRequests.filter((url) => !url.startsWith('https://fonts.googleapis.com/'));

beforeAll(async () => {
  ensureConsoleBuilt();
  await buildCli();
}, 180_000);

describe('the console signs in through an OpenID Connect provider (Chromium)', () => {
  const { running } = useRealProvider();
  let chromium: Chromium;
  beforeAll(async () => {
    chromium = await launchChromium();
  }, TIMEOUT);
  afterAll(async () => chromium?.close());

  /** A new browser profile that reaches Ferry and the provider only; requests with an Authorization header are listed. */
  async function open(): Promise<{ context: BrowserContext; page: Page; watch: PageWatch; authorizations: string[] }> {
    const context = await chromium.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const watch = await watchContext(context, running.ferry.url);
    // Registered after the fence, so it is asked first: the provider's pages load too.
    await context.route(`${running.provider.issuer}/**`, (route) => route.continue());
    const authorizations: string[] = [];
    context.on('request', (request) => {
      if (request.headers().authorization) authorizations.push(request.url());
    });
    return { context, page: await context.newPage(), watch, authorizations };
  }

  /** From the console's button through the provider's login and consent pages, back to the console. */
  async function signInThroughProvider(page: Page, login: string): Promise<void> {
    await page.goto(`${running.ferry.url}/console/`);
    await page.getByRole('link', { name: 'Sign in with Acme SSO' }).click();
    await page.waitForURL(`${running.provider.issuer}/interaction/**`);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password: the test provider takes it');
    await page.locator('button[type="submit"]').click();
    // The consent page, once per person and client.
    await page.locator('button[type="submit"]', { hasText: 'Continue' }).click();
    await page.waitForURL(`${running.ferry.url}/console/**`);
  }

  it(
    'a person signs in with the provider, creates a project, makes a key and gives a colleague the editor role',
    async () => {
      const { context, page, watch, authorizations } = await open();
      await signInThroughProvider(page, 'carol');
      await page.getByRole('heading', { name: 'Create your first project' }).waitFor();
      expect(await page.getByText('carol@acme.example').count()).toBeGreaterThan(0);
      await page.getByLabel('Name').fill('Acme');
      await page.getByLabel('Subdomain').fill('acme');
      await page.getByRole('button', { name: 'Create project' }).click();

      const banner = page.getByRole('banner');
      await banner.getByText('carol@acme.example').waitFor();
      await banner.getByText('owner').waitFor();
      await screenshots(page, 'sso-signed-in');
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${running.ferry.url}/console/#/projects/team`);
      await page.getByLabel('Key name').fill('CI');
      await page.getByRole('button', { name: 'Create key' }).click();
      expect(await page.getByLabel('New API key').textContent()).toMatch(/^sk_live_/);
      await page.getByRole('button', { name: 'I have stored it' }).click();
      await page.getByLabel('Email or user ID').fill('dave@acme.example');
      await page.getByLabel('Role', { exact: true }).selectOption('editor');
      await page.getByRole('button', { name: 'Add member' }).click();
      await page.getByText('dave@acme.example').waitFor();
      await screenshots(page, 'sso-team');
      expect(await seriousViolations(page)).toEqual([]);

      expect(authorizations).toEqual([]);
      expect([watch.pageErrors, watch.cspViolations, blockedByFerry(watch)]).toEqual([[], [], []]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'the colleague signs in with the provider and finds the project, as an editor',
    async () => {
      const { context, page, watch, authorizations } = await open();
      await signInThroughProvider(page, 'dave');
      const banner = page.getByRole('banner');
      await banner.getByText('dave@acme.example').waitFor();
      await banner.getByText('editor').waitFor();
      expect(await banner.getByText('Acme').count()).toBeGreaterThan(0);
      await page.getByRole('heading', { name: 'Links' }).waitFor();
      await screenshots(page, 'sso-member');
      expect(await seriousViolations(page)).toEqual([]);

      // Signed out on the server too: the console's sign-in page comes back after a reload.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('link', { name: 'Sign in with Acme SSO' }).waitFor();
      await page.reload();
      await page.getByRole('link', { name: 'Sign in with Acme SSO' }).waitFor();
      expect(authorizations).toEqual([]);
      expect([watch.pageErrors, watch.cspViolations, blockedByFerry(watch)]).toEqual([[], [], []]);
      await context.close();
    },
    TIMEOUT,
  );
});
