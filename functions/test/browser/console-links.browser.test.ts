// The console's Links screen in Chromium against a real self-hosted Ferry: links made through
// the API appear with their clicks from the list answer (no per-row request); search, tag
// filter and sort; a link opened, edited (desktop URL, a geo rule) and saved; a bad geo-rule URL
// shows the API's own error at that rule's URL field; the QR PNG downloaded and decoded to the
// short URL; click history after visits over HTTP; clone; delete with confirmation. axe-core
// finds no serious or critical violation on the table, the link's panel or the dialog.
// A link whose destination the health check found dead shows it in the table and its panel.
// Screenshots: test/artifacts/console-links-*.png (390 and 1280 px, light and dark).
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { watchContext } from './ferry-browser';
import { screenshots, visit } from './console-browser';
import { expectCleanPage, inChromium, seriousViolations, startConsoleFerry } from './browser-suite';

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

  it('filters, edits with the API error at the geo rule, downloads the QR, shows history, clones and deletes', async () => {
    const { ferry, browser } = suite;
    const campaign = (await api('POST', '/api/campaigns', { name: 'Winter push' })).json.campaign as { id: string };
    for (const [slug, title, tags] of [['summer', 'Summer sale', ['sale']], ['winter', 'Winter boots', ['boots']], ['spring', 'Spring picks', ['sale']]] as const) {
      const campaignId = slug === 'winter' ? campaign.id : undefined;
      expect((await api('POST', '/api/links', { title, deepLink: `demo://${slug}`, slug, tags, campaignId, desktopUrl: `https://example.com/${slug}` })).status).toBe(200);
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
    await page.getByLabel('API key').fill(ferry.secretKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
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
    const exported = readFileSync((await linksCsv.path())!, 'utf8').trim().split('\r\n');
    expect(exported[0]!.startsWith('title,deepLink,slug,')).toBe(true);
    expect(exported.slice(1).map((r) => r.split(',')[2]).sort()).toEqual(['spring', 'summer']);
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

    // Open a link; a bad geo-rule URL: the API's own message at that rule's URL field.
    await page.getByRole('button', { name: 'Open summer' }).click();
    await page.getByRole('heading', { name: 'Summer sale', level: 1 }).waitFor();
    await page.getByLabel('Desktop URL').fill('https://example.com/summer-desktop');
    await page.getByRole('button', { name: 'Add geo rule' }).click();
    await page.getByLabel('Rule 1 countries').fill('US, ca');
    await page.getByLabel('Rule 1 URL').fill('javascript:alert(1)');
    const refused = await api('PUT', '/api/links/summer', { geoRouting: [{ countries: ['US', 'CA'], url: 'javascript:alert(1)' }] });
    expect(refused.json.field).toBe('geoRouting.0.url');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByLabel('Rule 1 URL').and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await page.locator('#edit-geoRouting-0-url-note').innerText()).toBe(refused.json.error);
    await page.waitForFunction("document.activeElement && document.activeElement.id === 'edit-geoRouting-0-url'", null, { timeout: 2000 });
    await screenshots(page, 'links-edit-error');

    await page.getByLabel('Rule 1 URL').fill('https://example.com/north-america');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
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
    await page.getByText(/^3 clicks · Created/).waitFor();
    expect(await history.first().innerText()).toMatch(/GMT\+9/);
    await screenshots(page, 'links-panel');
    expect(await seriousViolations(page)).toEqual([]);

    // Clone: the copy opens with every setting.
    await page.getByRole('button', { name: 'Clone' }).click();
    await page.getByRole('status').getByText('Cloned: this is the copy, summer-copy.').waitFor();
    await page.getByRole('heading', { name: 'Summer sale (copy)', level: 1 }).waitFor();
    expect(await page.getByLabel('Rule 1 URL').inputValue()).toBe('https://example.com/north-america');

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
    await screenshots(page, 'links-broken');
    expect(await seriousViolations(page)).toEqual([]);

    expectCleanPage(watch, [`PUT ${ferry.apiOrigin}/api/links/summer -> 400`], /status of 400/);
    await context.close();
  }, TIMEOUT);
});
