// The console's Links screen in Chromium against a real self-hosted Ferry: links made through
// the API appear with their clicks from the list answer (no per-row request); search, tag
// filter and sort; a link opened, edited (desktop URL, a geo rule) and saved; a bad geo-rule URL
// shows the API's own error at that rule's URL field; the QR PNG downloaded and decoded to the
// short URL; click history after visits over HTTP; clone; delete with confirmation. axe-core
// finds no serious or critical violation on the table, the link's panel or the dialog.
// A link whose destination the health check found dead shows it in the table and its panel.
// The link page opens on its summary, QR code and click history (at 390 px all start within the
// first screen), with the form folded behind "Edit" (one click or Enter opens it).
// Screenshots: functions/test/artifacts/console-links-*.png (390 and 1280 px, light and dark).
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expectCleanPage, inChromium, seriousViolations, startConsoleFerry } from '../../../functions/test/browser/browser-suite';
import { screenshots } from '../../../functions/test/browser/console-browser';
import { watchContext } from '../../../functions/test/browser/ferry-browser';
import { signInWithKey, visit } from './console-actions';

const TIMEOUT = 180_000;

function decodePng(bytes: Buffer) {
  const png = PNG.sync.read(bytes);
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return { text: code?.data, width: png.width };
}

describe('Ferry Console, Links screen (real server, no network)', () => {
  const suite = inChromium(startConsoleFerry, TIMEOUT);

  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${suite.ferry.apiOrigin}${path}`, {
      method,
      headers: { authorization: `Bearer ${suite.ferry.secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, json: (await r.json()) as Record<string, unknown> }));

  it(
    'filters, edits with the API error at the geo rule, downloads the QR, shows history, clones and deletes',
    async () => {
      const { ferry, browser } = suite;
      const campaign = (await api('POST', '/api/campaigns', { name: 'Winter push' })).json.campaign as { id: string };
      // Spring is not live yet and has a password: its summary says both.
      const spring = { scheduledAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), password: 'letmein' };
      for (const [slug, title, tags] of [
        ['summer', 'Summer sale', ['sale']],
        ['winter', 'Winter boots', ['boots']],
        ['spring', 'Spring picks', ['sale']],
      ] as const) {
        const campaignId = slug === 'winter' ? campaign.id : undefined;
        const extra = slug === 'spring' ? spring : {};
        expect(
          (await api('POST', '/api/links', { title, deepLink: `demo://${slug}`, slug, tags, campaignId, desktopUrl: `https://example.com/${slug}`, ...extra }))
            .status,
        ).toBe(200);
      }
      for (let i = 0; i < 2; i++) expect(await visit(ferry.port, ferry.linkHost, '/winter')).toBe(302);
      // The daily health check found spring's destination dead (as it records it).
      const projectId = ((await api('GET', '/api/projects')).json as unknown as { id: string }[])[0]!.id;
      const lastError = 'https://example.com/spring: HTTP 404';
      await ferry.deps.store.links.setHealth(projectId, 'spring', { status: 'dead', checkedAt: '2026-11-25T03:30:00.000Z', lastError });

      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', timezoneId: 'Asia/Tokyo', acceptDownloads: true });
      const watch = await watchContext(context, ferry.apiOrigin);
      const page: Page = await context.newPage();
      const listRequests: string[] = [];
      const listQueries: URLSearchParams[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (/\/api\/links\/[^/?]+$/.test(url.pathname) && r.method() === 'GET') listRequests.push(r.url());
        if (url.pathname === '/api/links') listQueries.push(url.searchParams);
      });

      await page.goto(`${ferry.apiOrigin}/console/`);
      await signInWithKey(page, ferry.secretKey);
      const rowOf = (slug: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: `http://${ferry.linkHost}/${slug}` }) });
      await rowOf('winter').getByRole('cell', { name: '2', exact: true }).waitFor();
      await rowOf('spring').getByText('Destination down').waitFor();
      expect(await rowOf('summer').getByText('Destination down').count()).toBe(0);
      expect(listRequests).toEqual([]); // clicks come with the list

      // Search, tag and campaign are the list API's filters (every link, not the loaded ones).
      await page.getByLabel('Search').fill('BOOTS');
      await page.getByText('1 matching link.').waitFor();
      expect(listQueries.some((q) => q.get('q') === 'BOOTS')).toBe(true);
      await page.getByLabel('Search').fill('');
      await page.getByLabel('Tag').fill('sale');
      await page.getByText('2 matching links.').waitFor();
      expect(await rowOf('winter').count()).toBe(0);
      // The export takes the filters shown: the two "sale" links.
      const [linksCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      const exported = readFileSync((await linksCsv.path())!, 'utf8')
        .trim()
        .split('\r\n');
      expect(exported[0]!.startsWith('title,deepLink,slug,')).toBe(true);
      expect(
        exported
          .slice(1)
          .map((r) => r.split(',')[2])
          .sort(),
      ).toEqual(['spring', 'summer']);
      await page.getByLabel('Tag').fill('');
      await page.getByLabel('Campaign').selectOption({ label: 'Winter push' });
      await page.getByText('1 matching link.').waitFor();
      expect(listQueries.at(-1)?.get('campaignId')).toBe(campaign.id);
      await page.getByLabel('Tag').fill('sale');
      await page.getByText('No link matches these filters.').waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByText('3 links.').waitFor();
      // Sorting is among the links loaded.
      await page.getByLabel('Sort by').selectOption('clicks');
      expect(await page.locator('tbody tr').first().innerText()).toContain('Winter boots');
      await screenshots(page, 'links-table');
      expect(await seriousViolations(page)).toEqual([]);

      // Open a link: what it does first (status, deep link, destination, clicks), then the QR code
      // and the click history; they started below about 4,000 px of form. On a 390 × 844 phone the
      // whole QR card (preview and downloads) is on the first screen and the click history starts
      // on it too, right below: both bounds are that screen's height.
      await page.getByRole('button', { name: 'Open summer' }).click();
      await page.getByRole('heading', { name: 'Summer sale', level: 1 }).waitFor();
      const summary = page.getByRole('region', { name: 'Summary' });
      expect(await summary.innerText()).toMatch(/Active[\s\S]*demo:\/\/summer[\s\S]*https:\/\/example\.com\/summer/);
      const edit = page.getByRole('button', { name: 'Edit', exact: true });
      await page.setViewportSize({ width: 390, height: 844 });
      const box = (name: string) =>
        page.getByRole('region', { name }).evaluate((el) => {
          const r = el.getBoundingClientRect();
          return {
            top: Math.round(r.top + (globalThis as unknown as { scrollY: number }).scrollY),
            bottom: Math.round(r.bottom + (globalThis as unknown as { scrollY: number }).scrollY),
          };
        });
      const [qr, clicks] = [await box('QR code'), await box('Click history')];
      expect([qr, clicks.top, qr.bottom <= 844 && clicks.top < 844]).toEqual([qr, clicks.top, true]);
      await page.setViewportSize({ width: 1280, height: 900 });
      // The form is folded.
      expect(await edit.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByLabel('Desktop URL').isVisible()).toBe(false);
      // One key opens it (a button: Enter or Space), its first field focused; "All settings" already open in it.
      await edit.focus();
      await page.keyboard.press('Enter');
      await page.getByLabel('Desktop URL').waitFor();
      expect(await edit.getAttribute('aria-expanded')).toBe('true');
      await page.waitForFunction("document.activeElement && document.activeElement.id === 'edit-title'", null, { timeout: 2000 });

      // A bad geo-rule URL and a bad click limit: both refused in one answer, each shown at its
      // field in its label's words, the first on the page (not the first listed) focused, the
      // count said above the form.
      await page.getByLabel('Desktop URL').fill('https://example.com/summer-desktop');
      await page.getByRole('button', { name: 'Add geo rule' }).click();
      await page.getByLabel('Rule 1 countries').fill('US, ca');
      await page.getByLabel('Rule 1 URL').fill('javascript:alert(1)');
      await page.getByLabel('Max clicks').fill('0');
      const refused = await api('PUT', '/api/links/summer', { geoRouting: [{ countries: ['US', 'CA'], url: 'javascript:alert(1)' }], maxClicks: 0 });
      expect(refused.json.errors).toEqual([
        { field: 'maxClicks', error: 'maxClicks must be at least 1' },
        { field: 'geoRouting.0.url', error: 'geoRouting url must be an http or https URL' },
      ]);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByLabel('Rule 1 URL').and(page.locator('[aria-invalid="true"]')).waitFor();
      expect(await page.locator('#edit-geoRouting-0-url-note').innerText()).toBe('Rule 1 URL must be an http or https URL');
      expect(await page.locator('#edit-maxClicks-note').innerText()).toBe('Max clicks must be at least 1');
      await page.getByRole('alert').getByText('2 fields need a fix').waitFor();
      await page.waitForFunction("document.activeElement && document.activeElement.id === 'edit-geoRouting-0-url'", null, { timeout: 2000 });
      await screenshots(page, 'links-edit-error');

      await page.getByLabel('Max clicks').fill('');
      await page.getByLabel('Rule 1 URL').fill('https://example.com/north-america');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('status').getByText('Saved.').waitFor();
      // Saved: folded again, the summary showing the change.
      expect(await edit.getAttribute('aria-expanded')).toBe('false');
      await summary.getByText('https://example.com/summer-desktop').waitFor();
      await summary.getByText('1 geo rule').waitFor();
      const saved = (await api('GET', '/api/links/summer')).json;
      expect(saved).toMatchObject({
        desktopUrl: 'https://example.com/summer-desktop',
        geoRouting: [{ countries: ['US', 'CA'], url: 'https://example.com/north-america' }],
        tags: ['sale'],
        deepLink: 'demo://summer',
      });

      // QR: the PNG download decodes to the short URL at the chosen size.
      await page.getByLabel('Size').selectOption('256');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
      expect(download.suggestedFilename()).toBe('summer-256.png');
      expect(decodePng(readFileSync((await download.path())!))).toEqual({ text: `http://${ferry.linkHost}/summer`, width: 256 });
      await page.locator('.qr-preview svg').waitFor();

      // Click history: 3 visits, listed in the viewer's zone (Tokyo here).
      for (let i = 0; i < 3; i++) expect(await visit(ferry.port, ferry.linkHost, '/summer')).toBe(302);
      await page.getByRole('button', { name: 'Refresh' }).click();
      const history = page.locator('.history-table tbody tr');
      await history.nth(2).waitFor();
      expect(await history.count()).toBe(3);
      await summary.locator('.clicks').getByText('3', { exact: true }).waitFor();
      expect(await history.first().innerText()).toMatch(/GMT\+9/);
      await screenshots(page, 'links-panel');
      expect(await seriousViolations(page)).toEqual([]);

      // Clone: the copy opens with every setting.
      await page.getByRole('button', { name: 'Clone' }).click();
      await page.getByRole('status').getByText('Cloned: this is the copy, summer-copy.').waitFor();
      await page.getByRole('heading', { name: 'Summer sale (copy)', level: 1 }).waitFor();
      expect(await edit.getAttribute('aria-expanded')).toBe('false');
      await edit.click();
      expect(await page.getByLabel('Rule 1 URL').inputValue()).toBe('https://example.com/north-america');
      await edit.click(); // folded again by the same button
      await page.getByLabel('Rule 1 URL').waitFor({ state: 'hidden' });

      // Delete with confirmation: "Keep it" keeps it; "Delete link" deletes it.
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete summer-copy?' });
      await dialog.waitFor();
      await screenshots(page, 'links-delete');
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Keep it' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await api('GET', '/api/links/summer-copy')).status).toBe(200);
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog.getByRole('button', { name: 'Delete link' }).click();
      await page.getByRole('status').getByText('Deleted summer-copy.').waitFor();
      expect((await api('GET', '/api/links/summer-copy')).status).toBe(404);
      await rowOf('summer').getByRole('cell', { name: '3', exact: true }).waitFor();
      expect(await rowOf('summer-copy').count()).toBe(0);

      // A link whose destination is down says so, with what the check got.
      await page.getByRole('button', { name: 'Open spring' }).click();
      await page.getByText(`(${lastError}): web visitors may land on an error page`).waitFor();
      const springSummary = await summary.innerText();
      expect([/Scheduled from/.test(springSummary), /Password/.test(springSummary), /Active/.test(springSummary)]).toEqual([true, true, false]);
      await screenshots(page, 'links-broken');
      expect(await seriousViolations(page)).toEqual([]);

      // Opened straight from its address (a bookmark, a reload): the title takes the focus, for a
      // screen reader, without a ring; the next Tab's control has its ring.
      await page.goto(`${ferry.apiOrigin}/console/#/links/spring`);
      await page.reload();
      const title = page.getByRole('heading', { level: 1, name: 'Spring picks' });
      await title.waitFor();
      const focus = () =>
        page.evaluate(`(() => { const el = document.activeElement; const s = getComputedStyle(el);
      return [el.tagName + (el.textContent ? ' ' + el.textContent.trim().slice(0, 40) : ''), s.outlineStyle === 'none' ? 'none' : s.outlineWidth + ' ' + s.outlineStyle]; })()`);
      expect(await focus()).toEqual(['H1 Spring picks', 'none']);
      await screenshots(page, 'links-opened');
      await page.keyboard.press('Tab');
      expect(await focus()).toEqual([`A http://${ferry.linkHost}/spring`, '3px solid']);

      expectCleanPage(watch, [`PUT ${ferry.apiOrigin}/api/links/summer -> 400`], /status of 400/);
      await context.close();
    },
    TIMEOUT,
  );
});
