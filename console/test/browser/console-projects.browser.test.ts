// The console's Projects screen in Chromium against a real self-hosted Ferry. Its groups are
// tabs, one shown at a time: the arrow keys reach each, each starts on a phone's first screen,
// and the chosen one is in the address (a reload keeps it).
// With the demo project's secret key: a changed setting is saved (read back from the API), allowed
// domains and the App Clip bundle ID saved after a refused host shown at its box, an
// invalid Apple team ID shows the API's own error at that field, the keys section says that
// it needs the owner role, a custom domain shows its CNAME and is removed after confirmation,
// and plan usage shows this month's links and clicks against the plan. Webhooks: the API's
// refusal at the receiver URL, the signing secret shown once, a test event delivered to a local
// receiver and shown delivered in the log, turned off, deleted after a confirmation. Then every
// other screen shows no closed dialog (the screens' styles stay within their screen).
// As a project owner (an emulator ID token in the tab's session, standing in for the Firebase
// Auth sign-in that is not built yet): a new API key is shown once and then listed, revoked
// after confirmation (and then refused by the API), a member is added, and a project past the
// plan's limit shows "Plan limit reached". axe-core finds no serious or critical violation.
// Screenshots: functions/test/artifacts/console-projects-*.png (390 and 1280 px, light and dark).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectCleanPage, inChromium, seriousViolations, startConsoleFerry } from '../../../functions/test/browser/browser-suite';
import { screenshots } from '../../../functions/test/browser/console-browser';
import { watchContext } from '../../../functions/test/browser/ferry-browser';
import { idToken } from '../../../functions/test/support/id-token';
import { rowsOf, signInWithKey } from './console-actions';

const TIMEOUT = 120_000;
describe('Ferry Console, Projects screen, in Chromium (real server, no network)', () => {
  // Webhooks go to a receiver on this machine (WEBHOOKS_PRIVATE_NETWORK).
  const suite = inChromium(() => startConsoleFerry({ WEBHOOKS_PRIVATE_NETWORK: 'true' }), TIMEOUT);
  const received: string[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(body);
      res.writeHead(204).end();
    });
  });
  beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  const api = (path: string, credential: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${suite.ferry.apiOrigin}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  it(
    'with the secret key: saves a setting, shows the API error at the team ID, and a CNAME',
    async () => {
      const { ferry, browser } = suite;
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const watch = await watchContext(context, ferry.apiOrigin);
      const page = await context.newPage();

      const link = await api('/api/links', ferry.secretKey, { method: 'POST', body: { title: 'Launch', deepLink: 'demo://launch' } });
      expect(link.ok).toBe(true);
      await page.goto(`${ferry.apiOrigin}/console/#/projects`);
      await signInWithKey(page, ferry.secretKey);
      const tablist = page.getByRole('tablist', { name: 'Project sections' });
      await tablist.waitFor();
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Project' }).getAttribute('aria-current')).toBe('page');
      const tab = (name: string) => tablist.getByRole('tab', { name, exact: true });
      const shown = page.getByRole('tabpanel'); // a hidden panel is not in the accessibility tree
      const names = await tablist.getByRole('tab').allInnerTexts();
      expect(names).toEqual(['Overview', 'Settings', 'App identity', 'Team and keys', 'Domain', 'Webhooks']);

      // One group at a time, each reached with the arrow keys from the first tab; on a 390 × 844
      // phone each starts within the first screen (they followed each other in a 3,581 px column).
      // There the six tabs stay one row (they wrapped to two), which scrolls sideways inside the
      // page's width, and the chosen tab is whole within it.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await rowsOf(Object.fromEntries(names.map((name) => [name, tab(name)])))).toEqual([names]);
      const inSight = (name: string) =>
        tab(name).evaluate((el) => {
          const row = el.parentElement!.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return box.left >= row.left - 0.5 && box.right <= row.right + 0.5;
        });
      const pageOverflow = () => page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      await tab('Overview').focus();
      for (const [i, name] of names.entries()) {
        if (i > 0) await page.keyboard.press('ArrowRight');
        const id = await tab(name).getAttribute('id');
        const top = await shown.evaluate((el) => Math.round(el.getBoundingClientRect().top + (globalThis as unknown as { scrollY: number }).scrollY));
        const seen = [
          await tab(name).getAttribute('aria-selected'),
          await shown.count(),
          await shown.getAttribute('aria-labelledby'),
          await page.evaluate('document.activeElement.id'),
        ];
        expect([name, ...seen, top < 844, await inSight(name), await pageOverflow()]).toEqual([name, 'true', 1, id, id, true, true, 0]);
      }
      await page.keyboard.press('ArrowRight');
      expect([await tab('Overview').getAttribute('aria-selected'), await inSight('Overview')]).toEqual(['true', true]);
      await page.keyboard.press('End');
      expect(await tab('Webhooks').getAttribute('aria-selected')).toBe('true');
      // The chosen group is in the address, so a reload keeps it, scrolled into the phone's row.
      expect(await page.evaluate('location.hash')).toBe('#/projects/webhooks');
      await page.reload();
      await page.getByRole('region', { name: 'Webhooks' }).waitFor();
      expect([await tab('Webhooks').getAttribute('aria-selected'), await inSight('Webhooks')]).toEqual(['true', true]);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Plan usage this month: the demo project is on studio (links unlimited, 10 million clicks).
      await tab('Overview').click();
      await page.locator('[data-usage="links"]').getByText('1 · no limit').waitFor();
      await page.locator('[data-usage="clicks"]').getByText('0 of 10,000,000').waitFor();
      await screenshots(page, 'projects-overview');
      expect(await seriousViolations(page)).toEqual([]);

      // A setting changed in a form is what the API answers afterwards. App identity and Settings
      // are two forms on the page at once: saving the second keeps what the first saved.
      const saved = shown.getByText('Saved.');
      await tab('App identity').click();
      await page.getByLabel('App name').fill('Demo App');
      await page.getByLabel('Button colour', { exact: true }).fill('#0a7d45');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await saved.waitFor();
      await shown.getByText('Demo App', { exact: true }).first().waitFor(); // the deepview preview
      await tab('Settings').click();
      await page.getByLabel('Match window (minutes)').fill('30');
      await page.getByLabel('Keep raw clicks (days)').fill('30');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await saved.waitFor();
      const afterBoth = (await (await api('/api/projects/demo', ferry.secretKey)).json()) as Record<string, unknown>;
      expect(afterBoth).toMatchObject({ appName: 'Demo App', matchWindowMinutes: 30, clickRetentionDays: 30, deepview: { primaryColor: '#0a7d45' } });

      // Allowed domains (one host a line): a refused host at its box, then saved; the App Clip
      // bundle ID (App identity) saved too; both read back.
      const badHost = (await (
        await api('/api/projects/demo', ferry.secretKey, { method: 'PATCH', body: { allowedDomains: ['acme.example', 'not a host!'] } })
      ).json()) as { error: string; field: string };
      expect(badHost.field).toMatch(/^allowedDomains/);
      const domains = page.getByLabel('Allowed domains');
      await domains.fill('acme.example\nnot a host!');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await domains.and(page.locator('[aria-invalid="true"]')).waitFor();
      expect(badHost.error).toBe('allowedDomains must be a host name like go.example.com');
      expect(await page.locator('#project-allowedDomains-note').innerText()).toBe('Allowed domains must be a host name like go.example.com');
      await domains.fill('acme.example\nwww.acme.example');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await saved.waitFor();
      await screenshots(page, 'projects-settings');
      expect(await seriousViolations(page)).toEqual([]);
      await tab('App identity').click();
      await page.getByLabel('App Clip bundle ID').fill('com.acme.app.Clip');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await saved.waitFor();
      const withAccess = (await (await api('/api/projects/demo', ferry.secretKey)).json()) as Record<string, unknown>;
      expect(withAccess).toMatchObject({
        appName: 'Demo App',
        allowedDomains: ['acme.example', 'www.acme.example'],
        ios: { appClipBundleId: 'com.acme.app.Clip' },
      });
      await screenshots(page, 'projects-app');
      expect(await seriousViolations(page)).toEqual([]);

      // The keys are the owner's: a secret key is told which role it lacks.
      await tab('Team and keys').click();
      await page.getByText('This needs the owner role').waitFor();
      await page.getByText('Read-only: changing members needs the owner role').waitFor();
      await screenshots(page, 'projects-team');
      expect(await seriousViolations(page)).toEqual([]);

      // An Apple team ID the API refuses: its own message, at that field.
      await tab('App identity').click();
      const refused = (await (await api('/api/projects/demo', ferry.secretKey, { method: 'PATCH', body: { ios: { teamId: 'abc' } } })).json()) as {
        error: string;
        field: string;
      };
      expect(refused.field).toBe('ios.teamId');
      await page.getByLabel('Apple team ID').fill('abc');
      await page.getByRole('button', { name: 'Save settings' }).click();
      const teamId = page.getByLabel('Apple team ID');
      await teamId.and(page.locator('[aria-invalid="true"]')).waitFor();
      expect(refused.error).toBe('ios.teamId must be 10 capital letters or digits');
      expect(await page.locator('#project-ios-teamId-note').innerText()).toBe('Apple team ID must be 10 capital letters or digits');
      expect(await teamId.evaluate((el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement)).toBe(true);
      await screenshots(page, 'projects-field-error');

      // A custom domain: the CNAME to create, pending until verified; removed after a confirmation.
      await tab('Domain').click();
      await page.getByRole('textbox', { name: 'Domain', exact: true }).fill('go.example.com');
      await page.getByRole('button', { name: 'Set domain' }).click();
      await page.getByText('pending', { exact: true }).waitFor();
      const cname = page.getByRole('table').filter({ hasText: 'CNAME' });
      expect(await cname.innerText()).toContain('go.example.com');
      await screenshots(page, 'projects-domain');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
      await page.getByRole('button', { name: 'Remove domain' }).click();
      await page.getByRole('button', { name: 'Set domain' }).waitFor();
      expect(((await (await api('/api/projects/demo/domain', ferry.secretKey)).json()) as { domain: unknown }).domain).toBeNull();

      // Webhooks: the API's refusal at the URL; the secret shown once; a test event delivered and
      // in the log; turned off; deleted after a confirmation.
      await tab('Webhooks').click();
      const webhooks = page.getByRole('region', { name: 'Webhooks' });
      await webhooks.getByLabel('Receiver URL').fill('ftp://hooks.example.com/x');
      await webhooks.getByRole('button', { name: 'Add webhook' }).click();
      await webhooks.getByText('Receiver URL must be an http or https URL').waitFor();
      const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ferry`;
      await webhooks.getByLabel('Receiver URL').fill(hookUrl);
      await webhooks.getByRole('checkbox', { name: /link\.created/ }).check();
      await webhooks.getByRole('button', { name: 'Add webhook' }).click();
      expect(await webhooks.getByLabel('Signing secret').innerText()).toMatch(/^whsec_/);
      await webhooks.getByRole('button', { name: /^Send test to/ }).click();
      for (const end = Date.now() + 10_000; received.length === 0 && Date.now() < end; ) await page.waitForTimeout(100);
      expect(JSON.parse(received[0]!)).toMatchObject({ type: 'webhook.test', projectId: 'demo' });
      await webhooks.getByRole('button', { name: 'Deliveries' }).click();
      await webhooks
        .getByText('delivered', { exact: true })
        .or(webhooks.getByRole('button', { name: 'Refresh' }))
        .first()
        .waitFor();
      for (let i = 0; i < 20 && (await webhooks.getByText('delivered', { exact: true }).count()) === 0; i++) {
        await webhooks.getByRole('button', { name: 'Refresh' }).click();
        await page.waitForTimeout(250);
      }
      await webhooks.getByRole('cell', { name: 'HTTP 204 · ', exact: false }).first().waitFor();
      await screenshots(page, 'projects-webhooks');
      expect(await seriousViolations(page)).toEqual([]);
      await webhooks.getByRole('button', { name: /^Turn off the webhook/ }).click();
      await webhooks.getByText('off', { exact: true }).waitFor();
      await webhooks.getByRole('button', { name: /^Delete the webhook/ }).click();
      await webhooks.getByRole('button', { name: 'Delete webhook' }).click();
      await webhooks.getByText('No webhooks yet.').waitFor();

      // The Project screen's styles stay loaded once it was shown: they must reach no other
      // screen (a `.confirm` of theirs once showed the link page's closed delete dialog).
      expect((await api('/api/links', ferry.secretKey, { method: 'POST', body: { title: 'Scoped', slug: 'scoped', deepLink: 'demo://scoped' } })).status).toBe(
        200,
      );
      for (const [hash, heading] of [
        ['#/links/scoped', 'Scoped'],
        ['#/links', 'Links'],
        ['#/bulk', 'Bulk'],
        ['#/analytics', 'Analytics'],
      ]) {
        await page.goto(`${ferry.apiOrigin}/console/${hash}`);
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        const shownClosed = await page.evaluate(
          '[...document.querySelectorAll("dialog")].filter((d) => !d.open && getComputedStyle(d).display !== "none").length',
        );
        expect([hash, shownClosed]).toEqual([hash, 0]);
      }

      // Meant: the keys list refused to a key (403; asked again by the reload), the refused host
      // and the refused team ID (400).
      expectCleanPage(
        watch,
        [
          `GET ${ferry.apiOrigin}/api/projects/demo/keys -> 403`,
          `GET ${ferry.apiOrigin}/api/projects/demo/keys -> 403`,
          `PATCH ${ferry.apiOrigin}/api/projects/demo -> 400`,
          `PATCH ${ferry.apiOrigin}/api/projects/demo -> 400`,
          `POST ${ferry.apiOrigin}/api/projects/demo/webhooks -> 400`,
        ],
        'unchecked',
      );
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'as the owner: a new key is shown once, listed, and revoked after a confirmation',
    async () => {
      const { ferry, browser } = suite;
      const owner = idToken('owner-1');
      const made = await api('/api/projects', owner, { method: 'POST', body: { subdomain: 'acme', name: 'Acme' } });
      expect(made.status).toBe(201);
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: 'en-US',
        timezoneId: 'UTC',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const watch = await watchContext(context, ferry.apiOrigin);
      const page = await context.newPage();
      // The owner's ID token in the tab's session, where Firebase Auth sign-in will put it.
      await page.goto(`${ferry.apiOrigin}/console/#/projects`);
      await page.evaluate(`sessionStorage.setItem('ferry.console.apiKey', ${JSON.stringify(owner)})`);
      await page.reload();
      await page.locator('[data-usage="links"]').getByText('0 of 300').waitFor();
      await page.getByRole('tab', { name: 'Team and keys' }).click();
      await page.getByRole('heading', { name: 'API keys' }).waitFor();
      await page.getByText('No API keys yet.').waitFor();

      await page.getByLabel('Key name').fill('CI');
      await page.getByRole('button', { name: 'Create key' }).click();
      const shown = page.getByLabel('New API key', { exact: true });
      await shown.waitFor();
      const key = await shown.innerText();
      expect(key).toMatch(/^sk_live_/);
      await page.getByText('it will not be shown again').waitFor();
      const listed = page.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: 'CI' });
      await listed.waitFor();
      expect(await listed.innerText()).toContain('secret');
      expect(key.startsWith((await listed.locator('code').innerText()).replace('…', ''))).toBe(true);
      // Its creation time names its zone, as every time in the console does (the browser's is UTC here).
      expect(await listed.locator('.help').innerText()).toMatch(/ · created [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M UTC$/);
      await page.getByRole('button', { name: 'Copy the new API key' }).click();
      await page.getByText('Copied').waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(key);
      expect((await api('/api/projects', key)).status).toBe(200);

      // A member, added by the owner.
      await page.getByLabel('User ID').fill('editor-1');
      await page.getByLabel('Role', { exact: true }).selectOption('editor');
      await page.getByRole('button', { name: 'Add member' }).click();
      await page.getByRole('list', { name: 'Members' }).getByText('editor-1', { exact: true }).waitFor();
      await screenshots(page, 'projects-new-key');
      expect(await seriousViolations(page)).toEqual([]);

      // Once dismissed, the key is gone from the page for good.
      await page.getByRole('button', { name: 'I have stored it' }).click();
      expect(await page.getByText(key).count()).toBe(0);

      await page.getByRole('button', { name: 'Revoke CI' }).click();
      await page.getByRole('button', { name: 'Revoke key' }).click();
      await page.getByText('No API keys yet.').waitFor();
      expect((await api('/api/projects', key)).status).toBe(401);

      // Past the free plan's projects per owner (3): the plan's answer, said as such.
      for (const subdomain of ['acme-two', 'acme-three']) {
        expect((await api('/api/projects', owner, { method: 'POST', body: { subdomain, name: subdomain } })).status).toBe(201);
      }
      await page.getByRole('button', { name: 'New project' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Fourth');
      await page.getByLabel('Subdomain').fill('acme-four');
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.getByRole('alert').filter({ hasText: 'Plan limit reached' }).waitFor();
      await screenshots(page, 'projects-plan-limit');

      expectCleanPage(watch, [`POST ${ferry.apiOrigin}/api/projects -> 403`], 'unchecked');
      await context.close();
    },
    TIMEOUT,
  );
});
