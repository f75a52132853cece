// Team sign-in with Ferry's own accounts in the console, in Chromium against a real self-hosted
// Ferry (no Firebase): an owner's account, made as `ferry user create --password-stdin` makes it,
// signs in with email and password, creates the first project, makes an API key and gives an
// email the editor role (an invite: no account has it yet). The operator then makes that account
// with a set-password link (`ferry user create` without a password) and adds it to the demo
// project as a viewer (`ferry member add`). The member sets a password through the link (too short
// and mismatched first), lands signed in, sees both projects in the switcher with their role in
// each and the owner's link; sign-out ends the session on the server and a reload stays signed
// out; a wrong password is said so, the right one signs in. The owner's Team tab lists the member
// by email and the key. The sign-in page offers a single sign-on provider once console-config
// names one, and says a used link, a lockout with its wait, a single sign-on failure code and an
// ended session in words. axe: no serious or critical violation on any of these pages.
// Screenshots: functions/test/artifacts/console-accounts-{sign-in,invite,set-password,member,team,sso-error}-*.png.
import type { BrowserContext, Page } from 'playwright-core';
import { createAccount, setAccountDisabled } from '../../../functions/src/services/accounts/accounts';
import { issuePasswordLink } from '../../../functions/src/services/accounts/password-links';
import { addMember } from '../../../functions/src/services/projects/members';
import { expectCleanPage, inChromium, seriousViolations, startConsoleFerry } from '../../../functions/test/browser/browser-suite';
import { screenshots } from '../../../functions/test/browser/console-browser';
import { type PageWatch, watchContext } from '../../../functions/test/browser/ferry-browser';
import { rowsOf } from './console-actions';

const TIMEOUT = 120_000;
const OWNER = 'owner@acme.example';
const MEMBER = 'dana@acme.example';
const PASSWORD = 'correct horse battery staple';
const MEMBER_PASSWORD = 'a long pass phrase of dana';

describe('Ferry Console: sign-in with Ferry accounts (Chromium, real server, no network)', () => {
  const suite = inChromium(startConsoleFerry, TIMEOUT);
  /** The member's set-password link, as the operator's `ferry user create` prints it. */
  let link = '';
  /** The owner's API key, made in the console. */
  let ownerKey = '';

  async function open(): Promise<{ context: BrowserContext; watch: PageWatch; page: Page }> {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const watch = await watchContext(context, suite.ferry.apiOrigin);
    return { context, watch, page: await context.newPage() };
  }

  async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /** One try of the password form: the status POST /api/auth/login answered. */
  async function tryPassword(page: Page, email: string, password: string): Promise<number> {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/login'),
      page.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    return answer.status();
  }

  const topBar = (page: Page) => page.getByRole('banner');
  // On a 390 px phone the top bar is two rows: the brand, the project, who is signed in and Sign
  // out; then the four screens (Sign out once took a row of its own, a third).
  async function expectPhoneTopBar(page: Page) {
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = topBar(page);
    const screens = ['Links', 'Analytics', 'Bulk', 'Project'];
    const rows = await rowsOf({
      Ferry: bar.locator('.brand'),
      project: bar.locator('.project'),
      who: bar.locator('.who'),
      'Sign out': bar.getByRole('button', { name: 'Sign out' }),
      ...Object.fromEntries(screens.map((name) => [name, bar.getByRole('link', { name, exact: true })])),
    });
    expect(rows).toEqual([['Ferry', 'project', 'who', 'Sign out'], screens]);
    const signOut = (await bar.getByRole('button', { name: 'Sign out' }).boundingBox())!;
    expect([signOut.x + signOut.width <= 390, await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')]).toEqual([
      true,
      0,
    ]);
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it(
    'an owner signs in with a password, creates a project, makes a key and gives an email the editor role',
    async () => {
      const { ferry } = suite;
      await createAccount(ferry.deps, { email: OWNER, password: PASSWORD });
      const { context, watch, page } = await open();
      const authorizations: string[] = [];
      context.on('request', (request) => {
        const header = request.headers().authorization;
        if (header) authorizations.push(`${request.url()}: ${header}`);
      });
      await page.goto(`${ferry.apiOrigin}/console/`);

      // Email and password first; the key behind its button, for scripts and the first set-up.
      await page.getByLabel('Email').waitFor();
      expect(await page.getByLabel('API key').count()).toBe(0);
      const keyToggle = page.getByRole('button', { name: 'Sign in with a secret key' });
      expect(await keyToggle.getAttribute('aria-expanded')).toBe('false');
      await keyToggle.click();
      await page.getByLabel('API key').waitFor();
      expect(await keyToggle.getAttribute('aria-expanded')).toBe('true');
      await screenshots(page, 'accounts-sign-in');
      expect(await seriousViolations(page)).toEqual([]);

      await signInWithPassword(page, OWNER, PASSWORD);
      await page.getByRole('heading', { name: 'Create your first project' }).waitFor();
      // An account joins a team by its email, not a uid it never sees.
      await page.getByText('Ask a project owner to add you as a member with your email').waitFor();
      await page.getByLabel('Name').fill('Acme Team');
      await page.getByLabel('Subdomain').fill('acme-team');
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.getByRole('heading', { name: 'Links', level: 1 }).waitFor();
      await topBar(page).getByText(OWNER).waitFor();
      expect(await topBar(page).locator('.who-role').innerText()).toBe('owner');

      // Team and keys: the owner's, signed in with the account (no Firebase anywhere).
      await page.getByRole('link', { name: 'Project' }).click();
      await page.getByRole('tab', { name: 'Team and keys' }).click();
      await page.getByText('No API keys yet.').waitFor();
      await page.getByLabel('Key name').fill('CI');
      await page.getByRole('button', { name: 'Create key' }).click();
      ownerKey = await page.getByLabel('New API key', { exact: true }).innerText();
      expect(ownerKey).toMatch(/^sk_live_/);
      await page.getByRole('button', { name: 'I have stored it' }).click();
      await page.getByRole('list', { name: 'API keys' }).getByText('CI', { exact: true }).waitFor();

      // A role for an email no account has yet: an invite, said as such.
      await page.getByLabel('Email or user ID').fill(MEMBER);
      await page.getByLabel('Role', { exact: true }).selectOption('editor');
      await page.getByRole('button', { name: 'Add member' }).click();
      const invite = page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: MEMBER });
      await invite.getByText('invited', { exact: true }).waitFor();
      expect(await invite.innerText()).toContain('editor');
      // An invite given by mistake is withdrawn.
      await page.getByLabel('Email or user ID').fill('later@acme.example');
      await page.getByRole('button', { name: 'Add member' }).click();
      await page.getByRole('button', { name: 'Withdraw the invite of later@acme.example' }).click();
      await page.getByRole('list', { name: 'Members' }).getByText('later@acme.example').waitFor({ state: 'detached' });
      await invite.waitFor();
      // The owner's own row: their email, not a uid.
      await page.getByRole('list', { name: 'Members' }).getByText(OWNER, { exact: true }).waitFor();
      await screenshots(page, 'accounts-invite');
      expect(await seriousViolations(page)).toEqual([]);

      // The new key works for scripts: a link in the owner's project.
      const made = await fetch(`${ferry.apiOrigin}/api/links`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ownerKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Team launch', slug: 'launch', deepLink: 'acme://launch' }),
      });
      expect(made.status).toBe(200);
      // No Authorization header from the page: the cookie signed every request in.
      expect(authorizations).toEqual([]);
      expectCleanPage(watch);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'a member sets a password with the link, sees their projects, signs out for good and signs in again',
    async () => {
      const { ferry } = suite;
      // The operator: the account with a set-password link (the invite becomes a role at once),
      // and a viewer role in the demo project (`ferry member add --project demo`).
      const account = await createAccount(ferry.deps, { email: MEMBER });
      link = (await issuePasswordLink(ferry.deps, account, ferry.apiOrigin)).url;
      expect(link).toMatch(new RegExp(`^${ferry.apiOrigin}/console/#/set-password\\?token=[\\w-]+$`));
      await addMember(ferry.deps, (await ferry.deps.store.projects.get('demo'))!, { email: MEMBER, role: 'viewer' });

      const { context, watch, page } = await open();
      await page.goto(link);
      await page.getByRole('heading', { name: 'Set your password' }).waitFor();
      await page.getByText('10 to 256 characters').waitFor();
      await page.getByLabel('New password', { exact: true }).fill('too short');
      await page.getByLabel('Repeat the new password').fill('too short');
      await page.getByRole('button', { name: 'Set password and sign in' }).click();
      await page.getByRole('alert').getByText('Use at least 10 characters.').waitFor();
      await page.getByLabel('Repeat the new password').fill(`${MEMBER_PASSWORD}!`);
      await page.getByLabel('New password', { exact: true }).fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Set password and sign in' }).click();
      await page.getByRole('alert').getByText('The two passwords are not the same.').waitFor();
      await screenshots(page, 'accounts-set-password');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Repeat the new password').fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Set password and sign in' }).click();

      // Signed in: both projects in the switcher, the role in the chosen one beside the email.
      const menu = page.getByRole('combobox', { name: 'Project', exact: true });
      await menu.waitFor();
      expect(new URL(page.url()).hash).toBe('#/links');
      expect((await menu.locator('option').allInnerTexts()).sort()).toEqual(['Acme Team', 'Demo']);
      await menu.selectOption({ label: 'Acme Team' });
      await page.getByRole('row').filter({ hasText: 'Team launch' }).waitFor();
      await topBar(page).getByText(MEMBER).waitFor();
      expect(await topBar(page).locator('.who-role').innerText()).toBe('editor');
      await page.getByRole('button', { name: 'New link' }).waitFor();
      await screenshots(page, 'accounts-member');
      expect(await seriousViolations(page)).toEqual([]);
      await expectPhoneTopBar(page); // with the menu of projects
      await menu.selectOption({ label: 'Demo' });
      await page.getByText('You have the viewer role').waitFor();
      expect(await topBar(page).locator('.who-role').innerText()).toBe('viewer');

      // Sign-out ends the session on the server: the old cookie is refused, and a reload stays out.
      const cookie = (await context.cookies()).find((c) => c.name === 'ferry_session')!;
      expect(cookie.httpOnly).toBe(true);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Email').waitFor();
      await page.reload();
      await page.getByLabel('Email').waitFor();
      expect(await page.getByRole('banner').count()).toBe(0);
      const old = await fetch(`${ferry.apiOrigin}/api/auth/session`, { headers: { cookie: `ferry_session=${cookie.value}` } });
      expect(old.status).toBe(401);

      // A used link says so; a wrong password is said plainly; the right one signs in.
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill(MEMBER_PASSWORD);
      await page.getByLabel('Repeat the new password').fill(MEMBER_PASSWORD);
      await page.getByRole('button', { name: 'Set password and sign in' }).click();
      await page
        .getByRole('alert')
        .getByText(/^This set-password link no longer works: it was used already/)
        .waitFor();
      await page.getByRole('link', { name: 'Back to sign-in' }).click();
      await signInWithPassword(page, MEMBER, 'not the password');
      await page.getByRole('alert').getByText('Email or password is wrong.').waitFor();
      await signInWithPassword(page, MEMBER, MEMBER_PASSWORD);
      await menu.waitFor();
      expect((await menu.locator('option').allInnerTexts()).sort()).toEqual(['Acme Team', 'Demo']);

      expectCleanPage(watch, [`POST ${ferry.apiOrigin}/api/auth/invitation -> 400`, `POST ${ferry.apiOrigin}/api/auth/login -> 401`], /status of (400|401)/);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    "the owner's Team tab lists the member by email and the key; a phone's top bar is two rows",
    async () => {
      const { ferry } = suite;
      const { context, watch, page } = await open();
      await page.goto(`${ferry.apiOrigin}/console/#/projects/team`);
      await signInWithPassword(page, OWNER, PASSWORD);
      await page.getByRole('heading', { name: 'API keys' }).waitFor();
      await page.getByRole('list', { name: 'API keys' }).getByText('CI', { exact: true }).waitFor();
      const members = page.getByRole('list', { name: 'Members' });
      await members.getByText(MEMBER, { exact: true }).waitFor();
      // A member now, no longer an invite: their role is the owner's to change.
      expect(await members.getByText('invited', { exact: true }).count()).toBe(0);
      expect(await page.getByLabel(`Role of ${MEMBER}`).inputValue()).toBe('editor');
      await screenshots(page, 'accounts-team');
      expect(await seriousViolations(page)).toEqual([]);

      // On a phone the email, the role and Sign out share the first row, within the screen's width.
      await expectPhoneTopBar(page);
      expectCleanPage(watch);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'the sign-in page says what went wrong: a lockout and its wait, a single sign-on code, an ended session',
    async () => {
      const { ferry } = suite;
      const { context, watch, page } = await open();

      // Single sign-on: the server names its provider in console-config (stood in for here: this
      // server offers none), and sends a failed sign-in back to #/sign-in?error=<code>.
      const config = `${ferry.apiOrigin}/api/console-config`;
      await page.route(config, async (route) => {
        const answer = await route.fetch();
        await route.fulfill({ response: answer, json: { ...(await answer.json()), oidc: { name: 'Acme SSO' } } });
      });
      await page.goto(`${ferry.apiOrigin}/console/#/sign-in?error=email_domain`);
      await page.getByRole('alert').getByText("Your email's domain is not allowed on this server.").waitFor();
      expect(await page.getByRole('link', { name: 'Sign in with Acme SSO' }).getAttribute('href')).toBe('/api/auth/oidc/start');
      await page.getByRole('heading', { name: 'Or with email and password' }).waitFor();
      await screenshots(page, 'accounts-sso-error');
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${ferry.apiOrigin}/console/#/sign-in?error=provider`);
      await page.getByRole('alert').getByText('Acme SSO could not complete the sign-in: try again, or ask your administrator.').waitFor();
      await page.unroute(config);
      // A new address after # is no new page: the reload asks console-config again.
      await page.goto(`${ferry.apiOrigin}/console/#/sign-in?error=no_such_code`);
      await page.reload();
      await page.getByRole('alert').getByText('The sign-in did not succeed: try again.').waitFor();
      expect(await page.getByRole('link', { name: /^Sign in with/ }).count()).toBe(0);

      // Ten failures for one email (no account has it: answered alike), then the lockout's answer with its wait.
      const statuses: number[] = [];
      while (statuses.length < 12 && statuses.at(-1) !== 429) {
        statuses.push(await tryPassword(page, 'nobody@acme.example', `wrong password ${statuses.length}`));
        if (statuses.at(-1) === 401) await page.getByRole('alert').getByText('Email or password is wrong.').waitFor();
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
      await page.getByRole('alert').getByText('Too many failed sign-ins: try again in 15 minutes.').waitFor();

      // A session the server ends (the operator disables the account): the next call signs out, with the notice.
      const owner = (await ferry.deps.store.accounts.getByEmail(OWNER))!;
      // Every call of the Links screen answered first: the ones refused must be the Project screen's.
      const answered = Promise.all(['/api/links', '/api/campaigns'].map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path)));
      await signInWithPassword(page, OWNER, PASSWORD);
      await answered;
      await page.getByRole('row').filter({ hasText: 'Team launch' }).waitFor();
      await setAccountDisabled(ferry.deps, owner, true);
      await page.getByRole('link', { name: 'Project' }).click();
      await page.getByText('Your session has ended: sign in again.').waitFor();
      await page.getByLabel('Email').waitFor();
      await setAccountDisabled(ferry.deps, owner, false);

      // The failed sign-ins, then whichever of the Project screen's calls the server refused first (one is enough).
      const refused = [...Array<string>(10).fill(`POST ${ferry.apiOrigin}/api/auth/login -> 401`), `POST ${ferry.apiOrigin}/api/auth/login -> 429`];
      const ended = watch.failedResponses.slice(refused.length);
      expect(ended.length).toBeGreaterThan(0);
      for (const answer of ended) expect(answer).toMatch(new RegExp(`^GET ${ferry.apiOrigin}/api/projects\\S* -> 401$`));
      expectCleanPage(watch, [...refused, ...ended], /status of (401|429)/);
      await context.close();
    },
    TIMEOUT,
  );
});
