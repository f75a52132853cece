// /api/docs in a real browser: a real Ferry, Debian's Chromium with the network fenced off
// (watchContext aborts and records anything but Ferry's own origin). The reference page must
// render every operation of /api/openapi.json offline, with no CSP violation, no blocked or
// failed request and no console error, also once an operation is opened. The screenshot lands
// in test/artifacts/api-docs.png (ignored by git).
import { join } from 'node:path';
import { API_DOCS_CSP } from '../../src/http/pages/api-docs';
import { expectCleanPage, inChromium } from './browser-suite';
import { ARTIFACTS } from './console-browser';
import { startFerry, watchContext } from './ferry-browser';

const TIMEOUT = 60_000;

describe('API reference page in Chromium (real server, no network)', () => {
  const suite = inChromium(() => startFerry('acme'), TIMEOUT);

  it(
    'renders every operation offline under its CSP, and opens one with its schemas',
    async () => {
      const { ferry, browser } = suite;
      const origin = `http://127.0.0.1:${ferry.port}`;
      const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, locale: 'en-US' });
      const watch = await watchContext(context, origin);
      const page = await context.newPage();
      const response = await page.goto(`${origin}/api/docs`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toBe(API_DOCS_CSP);

      // Every operation of the paths, and every webhook event (the document's `webhooks`), is one block.
      const document = (await ferry.api('GET', '/api/openapi.json')).json as { paths: Record<string, object>; webhooks?: Record<string, object> };
      const count = (items: Record<string, object> = {}) => Object.values(items).reduce((n: number, item) => n + Object.keys(item).length, 0);
      const documented = count(document.paths) + count(document.webhooks);
      expect(count(document.webhooks)).toBeGreaterThan(0);
      await page.waitForSelector('.opblock', { timeout: 20_000 });
      expect(await page.locator('.opblock').count()).toBe(documented);
      expect(await page.locator('.info .title').innerText()).toContain('Ferry API');
      await page.screenshot({ path: join(ARTIFACTS, 'api-docs.png') });

      // Open "Create a link": its example, the request body's schema and the answers render too.
      const create = page.locator('#operations-Links-createLink');
      await create.locator('.opblock-summary').click();
      await create.locator('.responses-table').waitFor();
      expect(await create.locator('.body-param__example').innerText()).toContain('Summer sale');
      await create.locator('button[data-name="model"]').first().click();
      await create.locator('.model-box').first().waitFor();
      await create.screenshot({ path: join(ARTIFACTS, 'api-docs-operation.png') });

      expectCleanPage(watch);
      await context.close();
    },
    TIMEOUT,
  );
});
