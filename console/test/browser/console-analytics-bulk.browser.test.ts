// The console's Bulk and Analytics screens in Chromium against a real self-hosted Ferry: the
// CSV template comes from the API's own column list; a CSV with one bad row creates the others
// and shows that row's line and reason; a legacy dynamic link is previewed, then converted;
// after a few visits over HTTP, Analytics shows clicks by country (XX: this server reads no
// country header), platform, referrer host and top links, and the empty states before them.
// No CSP violation, page error, failed response or request elsewhere; axe-core finds no
// serious or critical violation on either screen, light or dark.
// Screenshots: functions/test/artifacts/console-analytics-*.png, console-bulk-*.png (390/1280, light/dark).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectCleanPage, inChromium, seriousViolations, startConsoleFerry } from '../../../functions/test/browser/browser-suite';
import { screenshots } from '../../../functions/test/browser/console-browser';
import { watchContext } from '../../../functions/test/browser/ferry-browser';
import { signInWithKey, visit } from './console-actions';

const TIMEOUT = 120_000;
const LEGACY =
  'https://example.page.link/?link=https%3A%2F%2Fexample.com%2Fitem%2F1&apn=com.example.app&st=Item%20one&utm_source=mail&ofl=https%3A%2F%2Fexample.com%2Fdesktop';

describe('Ferry Console: Bulk and Analytics in Chromium (real server, no network)', () => {
  const suite = inChromium(startConsoleFerry, TIMEOUT);

  it(
    'imports a CSV, migrates a legacy link and shows the breakdowns of its clicks',
    async () => {
      const { ferry, browser } = suite;
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', acceptDownloads: true });
      const watch = await watchContext(context, ferry.apiOrigin);
      const page: Page = await context.newPage();
      await page.goto(`${ferry.apiOrigin}/console/`);
      await signInWithKey(page, ferry.secretKey);
      const nav = page.getByRole('navigation', { name: 'Main' });

      // A project with no clicks: empty states, not blank cards.
      await nav.getByRole('link', { name: 'Analytics' }).click();
      await page.getByText('No clicks in this range yet.').waitFor();
      await page.getByText('No campaigns yet.').waitFor();
      await page.getByText('No referrers yet.').waitFor();
      await screenshots(page, 'analytics-empty');
      expect(await seriousViolations(page)).toEqual([]);

      // The template: the header the API accepts (GET /api/links/bulk-csv/template).
      await nav.getByRole('link', { name: 'Bulk' }).click();
      const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download template' }).click()]);
      expect(template.suggestedFilename()).toBe('ferry-links-template.csv');
      const header = readFileSync((await template.path())!, 'utf8')
        .trim()
        .split(',');
      expect(header.slice(0, 4)).toEqual(['title', 'deepLink', 'slug', 'desktopUrl']);
      expect(header).toContain('tags');

      // The screen says what the import takes: only a title (a row without a deep link opens the app).
      await page.getByText(/only title is\s+needed/).waitFor();
      // Three good rows (one without a deep link) and one the API refuses (line 3: the header is line 1).
      const csv = [
        'title,deepLink,slug,desktopUrl',
        'Spring,demo://spring,spring,https://example.com/spring',
        'Broken,demo://broken,bad slug!,https://example.com/broken',
        'Autumn,demo://autumn,autumn,https://example.com/autumn',
        'Home,,home,https://example.com/home',
        '',
      ].join('\n');
      // Nothing to send yet: "Upload CSV" is off, and says why to a screen reader (its description).
      const upload = page.getByRole('button', { name: 'Upload CSV' });
      const describedBy = (el: { getAttribute(name: string): string | null; ownerDocument: unknown }) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter(Boolean)
          .map((id) => (el.ownerDocument as { getElementById(id: string): { textContent: string } | null }).getElementById(id)?.textContent ?? '')
          .join(' ');
      expect([await upload.isDisabled(), await upload.evaluate(describedBy)]).toEqual([true, 'Choose a CSV file to upload.']);
      await screenshots(page, 'bulk-no-file');
      await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'links.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      expect([await upload.isDisabled(), await upload.evaluate(describedBy)]).toEqual([false, '']);
      await upload.click();
      await page.locator('[data-result="created"]').getByText('3', { exact: true }).waitFor();
      expect(await page.locator('[data-result="skipped"]').innerText()).toBe('1');
      const rowErrors = page.getByRole('table', { name: 'Rows not imported' });
      const refused = rowErrors.getByRole('row').nth(1);
      expect(await refused.getByRole('cell').first().innerText()).toBe('3');
      expect(await refused.getByRole('cell').nth(1).innerText()).toMatch(/slug/i);
      await screenshots(page, 'bulk-csv');

      // Legacy dynamic link: preview (creates nothing), then convert.
      await page.getByLabel('Legacy links', { exact: true }).fill(LEGACY);
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByText('https://example.com/item/1', { exact: true }).waitFor();
      expect(await preview.innerText()).toContain('Item one');
      await screenshots(page, 'bulk-preview');
      await page.getByRole('button', { name: 'Convert link' }).click();
      await page.locator('[data-result="converted"]').getByText('1', { exact: true }).waitFor();
      const converted = page.getByRole('table', { name: 'Converted links' }).getByRole('link');
      const shortUrl = await converted.innerText();
      expect(shortUrl).toMatch(new RegExp(`^http://${ferry.linkHost.replace('.', '\\.')}/`));
      await screenshots(page, 'bulk-migration');
      expect(await seriousViolations(page)).toEqual([]);

      // Visits over HTTP as desktop Chrome, without a Referer: web, (direct), country XX.
      for (let i = 0; i < 2; i++) expect(await visit(ferry.port, ferry.linkHost, '/spring')).toBe(302);
      expect(await visit(ferry.port, ferry.linkHost, '/autumn')).toBe(302);
      expect(await visit(ferry.port, ferry.linkHost, new URL(shortUrl).pathname)).toBe(302);

      await nav.getByRole('link', { name: 'Analytics' }).click();
      await page.locator('[data-total="clicks"]').getByText('4', { exact: true }).waitFor();
      await page.locator('.chart canvas').waitFor();
      const table = (name: string) => page.getByRole('region', { name }).getByRole('table');
      expect(await table('Countries').innerText()).toMatch(/Unknown \(XX\)\s+4/);
      expect(await table('Platforms').innerText()).toMatch(/Web\s+4/);
      expect(await table('Referrers').innerText()).toMatch(/\(direct\)\s+4/);
      expect(await table('Top links').getByRole('row').nth(1).innerText()).toMatch(/spring\s+2\s+0/);

      // A chosen range: the last 7 days hold the same clicks; a range over 366 days is refused.
      await page.getByRole('button', { name: 'Last 7 days' }).click();
      await page.locator('[data-total="clicks"]').getByText('4', { exact: true }).waitFor();
      await page.getByLabel('From (UTC day)').fill('2020-01-01');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByText('The range may span at most 366 days.').waitFor();
      await page.getByRole('button', { name: 'Last 30 days' }).click();
      await page.getByRole('radio', { name: 'All time' }).check();
      await page.getByText('No referral activity in this range.').waitFor();
      await screenshots(page, 'analytics-reports');
      expect(await seriousViolations(page)).toEqual([]);

      expectCleanPage(watch);
      await context.close();
    },
    TIMEOUT,
  );
});
