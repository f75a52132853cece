// A third-party website for the web-banner browser test: a local HTTP server (at
// shop.localhost) whose page embeds Ferry's journey.js under a strict CSP (no inline script or
// style, scripts only from Ferry's host). A real server rather than a fulfilled Playwright
// route: Chromium lets only a page whose address is known to be loopback load a script from a
// loopback address (Local Network Access).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

export interface ShopSite {
  /** e.g. http://shop.localhost:41234; `/?deep=<url>` adds data-deep-link to the script tag. */
  origin: string;
  close: () => Promise<void>;
}

export async function startShopSite(ferryOrigin: string, projectId: string): Promise<ShopSite> {
  const csp = `default-src 'none'; script-src ${ferryOrigin}; img-src https:; style-src 'self'; base-uri 'none'`;
  const page = (deepLink: string | null) =>
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shop</title>\n' +
    `<script src="${ferryOrigin}/api/projects/${projectId}/journey.js"${deepLink === null ? '' : ` data-deep-link="${deepLink}"`}></script></head>\n` +
    '<body><h1>The Shop</h1><p>Things for sale.</p></body></html>';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://shop.localhost');
    if (url.pathname !== '/') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
    res.end(page(url.searchParams.get('deep')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://shop.localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface Navigations {
  /** Every navigation the page asked for so far, in order. */
  urls: string[];
  /**
   * `urls` once every navigation the page asked for before this call is in it: the page reports
   * each as it asks, on this DevTools session, so an answer on the same session comes after.
   */
  settled: () => Promise<string[]>;
}

/**
 * Every navigation the page asks for, in order, as DevTools reports it: this also sees the
 * attempt to open a custom scheme such as acme://, which makes no network request.
 */
export async function requestedNavigations(page: Page): Promise<Navigations> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Page.frameRequestedNavigation', (event) => urls.push(event.url));
  await cdp.send('Page.enable');
  const settled = async () => {
    await cdp.send('Runtime.evaluate', { expression: '0' });
    return urls;
  };
  return { urls, settled };
}
