// The Ferry Console in Chromium against a real self-hosted Ferry: `/` leads to the console,
// sign-in with the demo project's secret key, a bad slug shows the API's own error at the Slug
// field (a wrong key's error at the key, the button not moved), a link made through the form appears in the table, three visits over HTTP show as 3
// clicks in Analytics and in the table, a key that stops working leads back to sign-in, and
// the key never reaches localStorage. No CSP violation, console error or request elsewhere.
// Screenshots: functions/test/artifacts/console-*.png (390 and 1280 px, light and dark).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectCleanPage, inChromium, seriousViolations, startConsoleFerry } from '../../../functions/test/browser/browser-suite';
import { screenshots } from '../../../functions/test/browser/console-browser';
import { watchContext } from '../../../functions/test/browser/ferry-browser';
import { visit } from './console-actions';

const TIMEOUT = 120_000;

describe('Ferry Console in Chromium (real server, no network)', () => {
  const suite = inChromium(startConsoleFerry, TIMEOUT);

  it(
    'signs in with a secret key, creates a link, shows its clicks, and signs out on a 401',
    async () => {
      const { ferry, browser } = suite;
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', acceptDownloads: true });
      const watch = await watchContext(context, ferry.apiOrigin);
      const page: Page = await context.newPage();

      await page.goto(`${ferry.apiOrigin}/`);
      expect(new URL(page.url()).pathname).toBe('/console/');
      // The key waits behind its button: a self-hosted server also signs people in with accounts.
      await page.getByRole('button', { name: 'Sign in with a secret key' }).click();
      await page.getByLabel('API key').waitFor();
      await screenshots(page, 'sign-in');
      expect(await seriousViolations(page)).toEqual([]);
      // A wrong key: the error takes the hint's place without moving the button.
      const signInButton = page.getByRole('button', { name: 'Sign in with key' });
      await page.getByLabel('API key').fill('sk_live_not_a_key');
      const buttonAt = (await signInButton.boundingBox())!.y;
      await signInButton.click();
      await page.locator('#api-key-error').waitFor();
      expect(Math.abs((await signInButton.boundingBox())!.y - buttonAt)).toBeLessThan(1);
      await page.getByLabel('API key').fill(ferry.secretKey);
      await signInButton.click();
      await page.getByText('No links yet.').waitFor();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Links' }).getAttribute('aria-current')).resolves.toBe('page');

      // A slug the API refuses: its own message, at the Slug field.
      const refused = await fetch(`${ferry.apiOrigin}/api/links`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ferry.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Summer sale', deepLink: 'demo://sale', slug: 'bad slug!' }),
      }).then((r) => r.json() as Promise<{ error: string; field: string }>);
      expect(refused.field).toBe('slug');
      await page.getByRole('button', { name: 'New link' }).click();
      await page.getByLabel('Title').fill('Summer sale');
      await page.getByLabel('Deep link').fill('demo://sale');
      await page.getByLabel('Slug').fill('bad slug!');
      await page.getByLabel('Desktop URL').fill('https://example.com/summer');
      await page.getByRole('button', { name: 'Create link' }).click();
      await page.getByLabel('Slug').and(page.locator('[aria-invalid="true"]')).waitFor();
      // The API's sentence in the words of the field's label.
      expect(refused.error).toMatch(/^slug must be /);
      expect(await page.locator('#link-slug-note').innerText()).toBe(refused.error.replace(/^slug /, 'Slug '));
      await screenshots(page, 'new-link-error');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Slug').fill('summer');
      await page.getByRole('button', { name: 'Create link' }).click();
      const shortUrl = `http://${ferry.linkHost}/summer`;
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: shortUrl }) });
      await row.waitFor();
      expect(await row.innerText()).toContain('Summer sale');
      // On a phone the Copy button stays beside the short URL, which may break after the host's
      // slash but not inside the slug (it broke anywhere, and the button wrapped under it).
      await page.setViewportSize({ width: 390, height: 844 });
      const urlBox = (await row.getByRole('link', { name: shortUrl }).boundingBox())!;
      const copyBox = (await row.getByRole('button', { name: `Copy ${shortUrl}` }).boundingBox())!;
      expect([copyBox.x > urlBox.x + urlBox.width - 1, copyBox.y < urlBox.y + urlBox.height]).toEqual([true, true]);
      // The slug's text (after the <wbr>) as laid out: one line box. Polled: the table may still be re-rendering.
      const slugLines = await page.waitForFunction(
        `(() => { const a = [...document.querySelectorAll('td.short-url a')].find((x) => x.textContent.endsWith('/summer')); if (!a) return 0; const range = document.createRange(); range.selectNodeContents(a.lastChild); return range.getClientRects().length; })()`,
      );
      expect(await slugLines.jsonValue()).toBe(1);
      await page.setViewportSize({ width: 1280, height: 900 });

      for (let i = 0; i < 3; i++) expect(await visit(ferry.port, ferry.linkHost, '/summer')).toBe(302);
      await page.getByRole('link', { name: 'Analytics' }).click();
      await page.locator('[data-total="clicks"]').getByText('3', { exact: true }).waitFor();
      await page.locator('.chart canvas').waitFor();
      // On a phone the export controls stack at one width.
      await page.setViewportSize({ width: 390, height: 844 });
      const exportWidths = (await page.evaluate(
        `[...document.querySelectorAll('[aria-label="Export this range"] .export > button, [aria-label="Export this range"] > select')].map((e) => Math.round(e.getBoundingClientRect().width))`,
      )) as number[];
      expect([exportWidths.length, new Set(exportWidths).size]).toEqual([3, 1]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshots(page, 'analytics');
      expect(await seriousViolations(page)).toEqual([]);
      // The range's clicks as CSV: the 3 visits, one row each.
      const [clicksCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export clicks (CSV)' }).click()]);
      expect(clicksCsv.suggestedFilename()).toMatch(/^ferry-.+-clicks-\d{4}-\d{2}-\d{2}\.csv$/);
      const clickRows = readFileSync((await clicksCsv.path())!, 'utf8')
        .trim()
        .split('\r\n');
      expect(clickRows.map((r) => r.split(',')[1])).toEqual(['slug', 'summer', 'summer', 'summer']);
      await page.getByLabel('Report to export').selectOption('links');
      const [reportCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export report (CSV)' }).click()]);
      expect(
        readFileSync((await reportCsv.path())!, 'utf8')
          .trim()
          .split('\r\n'),
      ).toEqual(['slug,clicks,installs', 'summer,3,0']);

      // A top link opens that link's panel; back goes to the table.
      await page.getByRole('region', { name: 'Top links' }).getByRole('link', { name: 'summer' }).click();
      await page.getByRole('heading', { name: 'Summer sale', level: 1 }).waitFor();
      expect(await page.evaluate('location.hash')).toBe('#/links/summer');
      await page.getByRole('button', { name: '← All links' }).click();
      await row.getByRole('cell', { name: '3', exact: true }).waitFor();
      expect(await page.evaluate('location.hash')).toBe('#/links');
      await screenshots(page, 'links');

      // The key is the tab's only: never in localStorage. One that stops working leads to sign-in.
      expect(await page.evaluate('JSON.stringify(localStorage)')).toBe('{}');
      await page.evaluate("sessionStorage.setItem('ferry.console.apiKey', 'sk_live_revoked')");
      await page.reload();
      await page.getByText('Your session has ended: sign in again.').waitFor();
      await page.getByRole('button', { name: 'Sign in with a secret key' }).waitFor();
      expect(await page.evaluate("sessionStorage.getItem('ferry.console.apiKey')")).toBeNull();

      // The wrong key (401), the refused slug (400) and the revoked key (401) are the only failures, and meant.
      expectCleanPage(
        watch,
        [`GET ${ferry.apiOrigin}/api/projects -> 401`, `POST ${ferry.apiOrigin}/api/links -> 400`, `GET ${ferry.apiOrigin}/api/projects -> 401`],
        /status of (400|401)/,
      );
      await context.close();
    },
    TIMEOUT,
  );
});
