// Firebase Auth sign-in in the console, end to end and offline: the real Auth emulator of
// firebase-tools (`emulators:start --only auth`), a self-hosted Ferry that accepts its ID tokens
// (FIREBASE_AUTH_EMULATOR_HOST) and offers Firebase sign-in (FIREBASE_WEB_API_KEY), and Chromium.
// A user made through the emulator's REST API owns two projects with a link each; the console
// offers email/password, Google and the API key; email/password signs in, the top bar lists both
// projects and Links and Analytics follow the chosen one, requests carry the ID token and the
// project, a reload keeps the user, sign-out forgets the tab's state.
// Screenshots: functions/test/artifacts/console-firebase-{sign-in,links}-*.png.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type RunningAuthEmulator, startAuthEmulator } from '../../../functions/test/browser/auth-emulator';
import { expectCleanPage, inChromium, seriousViolations, startConsoleFerry } from '../../../functions/test/browser/browser-suite';
import { ARTIFACTS } from '../../../functions/test/browser/console-browser';
import { watchContext } from '../../../functions/test/browser/ferry-browser';

const TIMEOUT = 120_000;
const EMAIL = 'owner@acme.example';
const PASSWORD = 'correct horse battery';

/** A user made through the Auth emulator's REST API: their ID token and uid. */
const signUpOn = (emulatorHost: string, email: string) =>
  fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  }).then((r) => r.json() as Promise<{ idToken: string; localId: string }>);

describe('Ferry Console: Firebase Auth sign-in on the Auth emulator (Chromium, no network)', () => {
  let emulator: RunningAuthEmulator;
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  const suite = inChromium(async () => {
    emulator = await startAuthEmulator();
    // firebase-admin verifies ID tokens against the emulator named here (not the fake one).
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    return startConsoleFerry({ FIREBASE_WEB_API_KEY: 'demo-web-api-key', FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
  }, TIMEOUT);

  // After the suite's own afterAll (Chromium, then Ferry): the emulator, and the environment.
  afterAll(async () => {
    await emulator?.stop();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
  }, TIMEOUT);

  it(
    "signs in with email and password, shows the user's project and link, and signs out",
    async () => {
      const { ferry, browser } = suite;
      // The user, through the emulator's REST API; then their project and a link, with their ID token.
      const signUp = await signUpOn(emulator.host, EMAIL);
      const api = (path: string, body: object) =>
        fetch(`${ferry.apiOrigin}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${signUp.idToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const created = await api('/api/projects', { name: 'Acme Owner', subdomain: 'acme-owner' });
      expect(created.status).toBe(201);
      const { project } = (await created.json()) as { project: { id: string } };
      const link = await api(`/api/links?projectId=${project.id}`, { title: 'Owner spring sale', slug: 'spring', deepLink: 'acme://spring' });
      expect(link.status).toBe(200);
      // A second project of the same user, with its own link: the top bar's menu switches to it.
      const second = (await (await api('/api/projects', { name: 'Acme Second', subdomain: 'acme-second' })).json()) as { project: { id: string } };
      expect((await api(`/api/links?projectId=${second.project.id}`, { title: 'Second project link', slug: 'other', deepLink: 'acme://other' })).status).toBe(
        200,
      );

      // The config the console reads, and the CSP that lets Firebase Auth (and the emulator) through.
      const config = await fetch(`${ferry.apiOrigin}/api/console-config`).then((r) => r.json());
      // Self-hosted, so Ferry's own accounts sign in here too.
      expect(config).toEqual({
        firebase: { apiKey: 'demo-web-api-key', authDomain: 'demo-ferry.firebaseapp.com', projectId: 'demo-ferry' },
        authEmulator: `http://${emulator.host}`,
        password: true,
        oidc: null,
      });
      const csp = (await fetch(`${ferry.apiOrigin}/console/`)).headers.get('content-security-policy')!;
      expect(csp).toContain(`connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://${emulator.host}`);
      expect(csp).toContain('frame-src https://demo-ferry.firebaseapp.com');

      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const watch = await watchContext(context, ferry.apiOrigin);
      // The emulator is the one other origin the page may reach (registered last: it wins).
      await context.route(`http://${emulator.host}/**`, (route) => route.continue());
      const apiCalls: { url: string; authorization: string | undefined }[] = [];
      context.on('request', (request) => {
        if (request.url().startsWith(`${ferry.apiOrigin}/api/`)) apiCalls.push({ url: request.url(), authorization: request.headers().authorization });
      });
      const page: Page = await context.newPage();
      await page.goto(`${ferry.apiOrigin}/console/`);
      await page.getByLabel('Email').waitFor();
      await expect(page.getByRole('button', { name: 'Sign in with Google' }).isVisible()).resolves.toBe(true);
      await expect(page.getByLabel('API key').isVisible()).resolves.toBe(true);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: join(ARTIFACTS, `console-firebase-sign-in-${width}.png`), fullPage: true });
      }

      // A wrong password: Firebase's refusal, said plainly.
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: 'Sign in with email', exact: true }).click();
      await page.getByRole('alert').getByText('Wrong email or password.').waitFor();

      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in with email', exact: true }).click();
      const menu = page.getByRole('combobox', { name: 'Project', exact: true });
      await menu.waitFor();
      expect(await menu.locator('option').allInnerTexts()).toEqual(expect.arrayContaining(['Acme Owner', 'Acme Second']));
      // Links, then Analytics, follow the chosen project (the client names it on every request).
      await menu.selectOption({ label: 'Acme Second' });
      await page.getByRole('row').filter({ hasText: 'Second project link' }).waitFor();
      expect(await page.getByRole('row').filter({ hasText: 'Owner spring sale' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Analytics' }).click();
      await page.locator('[data-total="clicks"]').waitFor();
      const campaigns = apiCalls.filter((c) => new URL(c.url).pathname === '/api/campaigns').at(-1);
      expect(new URL(campaigns!.url).searchParams.get('projectId')).toBe(second.project.id);
      await page.getByRole('link', { name: 'Links' }).click();
      await menu.selectOption({ label: 'Acme Owner' });
      const row = page.getByRole('row').filter({ hasText: 'Owner spring sale' });
      await row.waitFor();
      expect(await row.innerText()).toContain(`http://acme-owner.localhost:${ferry.port}/spring`);
      await page.getByText(EMAIL).waitFor();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: join(ARTIFACTS, `console-firebase-links-${width}.png`), fullPage: true });
      }

      // Requests carry the user's ID token (not a key) and name the chosen project.
      const listCall = apiCalls.filter((c) => new URL(c.url).pathname === '/api/links').at(-1);
      expect(listCall?.authorization).toMatch(/^Bearer eyJ/);
      expect(new URL(listCall!.url).searchParams.get('projectId')).toBe(project.id);
      expect(await page.evaluate('JSON.stringify(localStorage)')).toBe('{}');

      // A reload keeps the tab's user; sign-out forgets it.
      await page.reload();
      await row.waitFor();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Email').waitFor();
      await page.waitForFunction('sessionStorage.length === 0');
      await page.reload();
      await page.getByLabel('Email').waitFor();

      // The one refused request is Firebase's answer to the wrong password (the emulator, not Ferry).
      expectCleanPage(watch, [], 'unchecked');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'a viewer member sees the links but no "New link", and read-only Bulk and Settings',
    async () => {
      const { ferry, browser } = suite;
      const user = (email: string) => signUpOn(emulator.host, email);
      const owner = await user('team-owner@acme.example');
      const viewer = await user('viewer@acme.example');
      const api = (method: string, path: string, body: object, token = owner.idToken) =>
        fetch(`${ferry.apiOrigin}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const { project } = (await (await api('POST', '/api/projects', { name: 'Acme Team', subdomain: 'acme-team' })).json()) as { project: { id: string } };
      expect((await api('POST', `/api/links?projectId=${project.id}`, { title: 'Team launch', slug: 'launch', deepLink: 'acme://launch' })).status).toBe(200);
      // The owner adds the viewer (the Members card's route); the API then refuses the viewer's writes.
      expect((await api('PATCH', `/api/projects/${project.id}/members/${viewer.localId}`, { role: 'viewer' })).status).toBe(200);
      expect((await api('POST', `/api/links?projectId=${project.id}`, { title: 'Nope', deepLink: 'acme://nope' }, viewer.idToken)).status).toBe(403);

      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const watch = await watchContext(context, ferry.apiOrigin);
      await context.route(`http://${emulator.host}/**`, (route) => route.continue());
      const page: Page = await context.newPage();
      await page.goto(`${ferry.apiOrigin}/console/`);
      await page.getByLabel('Email').fill('viewer@acme.example');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in with email', exact: true }).click();
      const note = 'You have the viewer role: ask an owner for the editor role to change links.';

      // Links: the link is listed; no "New link"; its panel offers no Clone, Delete or Save.
      await page.getByRole('row').filter({ hasText: 'Team launch' }).waitFor();
      await page.getByText(note).waitFor();
      expect(await page.getByRole('button', { name: 'New link' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Open launch' }).click();
      await page.getByRole('heading', { name: 'Team launch' }).waitFor();
      expect(await page.getByRole('button', { name: 'Clone' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      await page.getByRole('button', { name: 'View settings' }).click();
      expect(await page.getByLabel('Title').isDisabled()).toBe(true);
      await page.getByRole('button', { name: '← All links' }).click();

      // Bulk: upload and convert disabled, with the note.
      await page.getByRole('link', { name: 'Bulk' }).click();
      await page.getByRole('button', { name: 'Upload CSV' }).waitFor();
      expect(await page.getByRole('button', { name: 'Upload CSV' }).isDisabled()).toBe(true);
      await page.getByText(note).waitFor();

      // Project settings: shown, not changeable (each group a tab of the Project screen).
      const tab = (name: string) => page.getByRole('tab', { name, exact: true });
      await page.getByRole('link', { name: 'Project' }).click();
      await tab('Settings').click();
      await page.getByRole('button', { name: 'Save settings' }).waitFor();
      expect(await page.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(true);
      await tab('App identity').click();
      expect(await page.getByRole('textbox', { name: 'App name' }).isDisabled()).toBe(true);
      await tab('Domain').click();
      expect(await page.getByRole('button', { name: 'Set domain' }).isDisabled()).toBe(true);
      // Owner-only cards say so without asking the API (no 403 below).
      await tab('Team and keys').click();
      await page.getByText('API keys need the owner role: you have the viewer role in this project.').waitFor();
      await page.getByText('Read-only: changing members needs the owner role; you have the viewer role.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: join(ARTIFACTS, `console-firebase-viewer-project-${width}.png`), fullPage: true });
        await page.getByRole('link', { name: 'Bulk' }).click();
        await page.getByRole('button', { name: 'Upload CSV' }).waitFor();
        await page.screenshot({ path: join(ARTIFACTS, `console-firebase-viewer-bulk-${width}.png`), fullPage: true });
        await page.getByRole('link', { name: 'Links' }).click();
        await page.getByRole('row').filter({ hasText: 'Team launch' }).waitFor();
        await page.screenshot({ path: join(ARTIFACTS, `console-firebase-viewer-links-${width}.png`), fullPage: true });
        await page.getByRole('link', { name: 'Project' }).click();
        await tab('Team and keys').click();
        await page.getByRole('heading', { name: 'API keys' }).waitFor();
      }
      await page.getByRole('link', { name: 'Bulk' }).click();
      await page.getByRole('button', { name: 'Upload CSV' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // An editor member: "New link" and the settings form, while keys and members stay the owner's.
      const editor = await user('editor@acme.example');
      expect((await api('PATCH', `/api/projects/${project.id}/members/${editor.localId}`, { role: 'editor' })).status).toBe(200);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Email').fill('editor@acme.example');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in with email', exact: true }).click();
      await page.getByRole('link', { name: 'Links' }).click();
      await page.getByRole('button', { name: 'New link' }).waitFor();
      expect(await page.getByText(note).count()).toBe(0);
      await page.getByRole('link', { name: 'Project' }).click();
      await tab('Settings').click();
      await page.getByRole('button', { name: 'Save settings' }).waitFor();
      expect(await page.getByRole('button', { name: 'Save settings' }).isDisabled()).toBe(false);
      await tab('Team and keys').click();
      await page.getByText('API keys need the owner role: you have the editor role in this project.').waitFor();

      expectCleanPage(watch, [], 'unchecked');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'a new user with no project creates the first one from the console and lands on its links',
    async () => {
      const { ferry, browser } = suite;
      const signUp = await signUpOn(emulator.host, 'newcomer@acme.example');

      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const watch = await watchContext(context, ferry.apiOrigin);
      await context.route(`http://${emulator.host}/**`, (route) => route.continue());
      const page: Page = await context.newPage();
      await page.goto(`${ferry.apiOrigin}/console/`);
      await page.getByLabel('Email').fill('newcomer@acme.example');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in with email', exact: true }).click();
      await page.getByRole('heading', { name: 'Create your first project' }).waitFor();
      await page.getByText(signUp.localId).waitFor();
      // A reload keeps the user on this screen (still signed in, still no project).
      await page.reload();
      await page.getByRole('heading', { name: 'Create your first project' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: join(ARTIFACTS, `console-firebase-first-project-${width}.png`), fullPage: true });
      }

      // A taken subdomain is the API's error, said on the form; then the project is made.
      await page.getByLabel('Name').fill('Newcomer Co');
      await page.getByLabel('Subdomain').fill('acme-owner');
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.getByRole('alert').getByText('Subdomain already in use').waitFor();
      await page.getByLabel('Subdomain').fill('newcomer');
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.getByRole('heading', { name: 'Links', level: 1 }).waitFor();
      await page.getByText('Newcomer Co').first().waitFor();
      await page.getByRole('button', { name: 'New link' }).waitFor();

      const projects = await fetch(`${ferry.apiOrigin}/api/projects`, { headers: { authorization: `Bearer ${signUp.idToken}` } }).then(
        (r) => r.json() as Promise<{ subdomain: string; ownerUid: string }[]>,
      );
      expect(projects).toEqual([expect.objectContaining({ subdomain: 'newcomer', ownerUid: signUp.localId })]);
      expectCleanPage(watch, [`POST ${ferry.apiOrigin}/api/projects -> 409`], /status of 409/);
      await context.close();
    },
    TIMEOUT,
  );
});
