// journey.js in a real browser: a third-party site with a strict CSP (shop-site.ts) embeds the
// banner script of a real Ferry server. As an iPhone the banner shows, its close button
// dismisses it for good (reloads too); its Open button tries the app's scheme and falls back to
// the App Store unless the app took over; as an Android phone it falls back to the Play Store;
// desktop Chrome gets no banner. The grace delay before the store runs on Playwright's clock,
// not the wall's: the tests move it on and wait for nothing. Screenshots land in test/artifacts/
// (ignored by git).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { APP_SETTINGS } from '../support/link-host';
import { UA } from '../support/user-agents';
import { launchChromium, type PageWatch, type RunningFerry, startFerry, watchContext } from './ferry-browser';
import { requestedNavigations, type ShopSite, startShopSite } from './shop-site';

const ARTIFACTS = join(__dirname, '..', 'artifacts');
const APP_STORE = `https://apps.apple.com/app/id${APP_SETTINGS.ios.appStoreId}`;
const PLAY_STORE = `https://play.google.com/store/apps/details?id=${APP_SETTINGS.android.packageName}`;
const TEST_TIMEOUT = 60_000;
/** How long Open waits for the app before the store (journey-script.ts). */
const GRACE_MS = 1_500;
const IPHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: UA.iphoneSafari };
const ANDROID = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true, userAgent: UA.androidChromeFull };

describe('journey.js web banner in Chromium (real server, real browser)', () => {
  let ferry: RunningFerry;
  let browser: Browser | undefined;
  let api: string;
  let shop: ShopSite | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    ferry = await startFerry('acme');
    api = `http://127.0.0.1:${ferry.port}`;
    shop = await startShopSite(api, ferry.projectId);
    browser = await launchChromium();
  }, TEST_TIMEOUT);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await ferry?.close();
    await shop?.close();
  }, TEST_TIMEOUT);

  async function open(
    options: object,
    path = '/',
    routes?: (context: BrowserContext) => Promise<void>,
  ): Promise<{ page: Page; watch: PageWatch; context: BrowserContext }> {
    const context = await browser!.newContext({ locale: 'en-US', ...options });
    contexts.push(context);
    const watch = await watchContext(context, api);
    // Registered after watchContext's fence, so it is asked first: the shop's requests go through.
    await context.route(`${shop!.origin}/**`, (route) => route.continue());
    await routes?.(context);
    const page = await context.newPage();
    const script = page.waitForResponse((response) => response.url().includes('/journey.js'));
    const response = await page.goto(`${shop!.origin}${path}`, { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
    expect((await script).status()).toBe(200);
    return { page, watch, context };
  }

  /**
   * Playwright's clock in place of the page's, stopped: the banner's grace delay (setTimeout)
   * passes only as far as `page.clock.runFor` moves it.
   */
  async function stopTime(page: Page) {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
  }

  function expectClean(watch: PageWatch) {
    expect(watch.consoleErrors).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.blockedRequests).toEqual([]);
    expect(watch.failedResponses).toEqual([]);
  }

  it(
    'when an iPhone opens the shop, then the banner shows; closing it hides it, and a reload does not bring it back',
    async () => {
      const { page, watch } = await open(IPHONE);
      const banner = page.locator('#ferry-banner');
      await banner.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await banner.innerText()).toContain('Acme');
      expect(await banner.innerText()).toContain('Open in the app');
      const box = await banner.boundingBox();
      // The first thing in <body> (whose default 8 px margin this bare page keeps), in the flow:
      // it pushes the site's content down rather than covering it.
      expect(await page.evaluate('document.body.firstElementChild.id')).toBe('ferry-banner');
      expect(box).toMatchObject({ x: 8, y: 8, width: 374 });
      expect(box!.height).toBeGreaterThanOrEqual(48);
      expect((await page.locator('h1').boundingBox())!.y).toBeGreaterThan(box!.y + box!.height);
      const button = page.locator('#ferry-banner-open');
      expect(await button.getAttribute('href')).toBe('acme://');
      expect(await button.getAttribute('data-store')).toBe(APP_STORE);
      expect(await button.innerText()).toBe('Open');
      await page.screenshot({ path: join(ARTIFACTS, 'journey-banner-iphone.png') });

      await page.tap('#ferry-banner-close');
      await banner.waitFor({ state: 'detached', timeout: 5_000 });
      const remembered = await page.evaluate(`localStorage.getItem('ferry-banner-dismissed:${ferry.projectId}')`);
      expect(Number(remembered)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

      await page.reload({ waitUntil: 'load' });
      // The script runs synchronously in <head> and shows the banner by DOMContentLoaded: at load
      // it would be there, so nothing is left to wait for.
      expect(await page.evaluate('document.readyState')).toBe('complete');
      expect(await page.locator('#ferry-banner').count()).toBe(0);
      expectClean(watch);
    },
    TEST_TIMEOUT,
  );

  it(
    'when an iPhone taps Open and no app answers the scheme, then the page goes to the App Store after the grace delay',
    async () => {
      const { page, watch } = await open(IPHONE);
      await page.locator('#ferry-banner').waitFor({ state: 'visible', timeout: 10_000 });
      await stopTime(page);
      const navigations = await requestedNavigations(page);
      await page.tap('#ferry-banner-open');
      // Not straight to the store: the app has its chance through the scheme first, 1.5 s.
      await page.clock.runFor(GRACE_MS - 1);
      expect(await navigations.settled()).toEqual(['acme://']);
      const store = page.waitForRequest((request) => request.isNavigationRequest() && request.url().startsWith('https://apps.apple.com/'));
      await page.clock.runFor(1);
      // settled() has the store as soon as the page asks for it: what the next test relies on.
      expect(await navigations.settled()).toEqual(['acme://', APP_STORE]);
      expect((await store).url()).toBe(APP_STORE);
      await page.waitForURL(APP_STORE);
      expect(navigations.urls).toEqual(['acme://', APP_STORE]);
      expect(watch.storeRequests).toEqual([APP_STORE]);
      expectClean(watch);
    },
    TEST_TIMEOUT,
  );

  it(
    'when the app opens after Open (the page goes to the background and back), then the store does not follow',
    async () => {
      const { page, watch } = await open(IPHONE);
      await stopTime(page);
      const navigations = await requestedNavigations(page);
      await page.tap('#ferry-banner-open');
      // What iOS does when the app takes over: the page is hidden; the visitor then comes back
      // before the grace delay ends, and must not be sent to the store on return.
      const setHidden = (hidden: boolean) =>
        page.evaluate(
          `Object.defineProperty(document, 'hidden', { value: ${hidden}, configurable: true }); document.dispatchEvent(new Event('visibilitychange'))`,
        );
      await setHidden(true);
      await page.clock.runFor(200);
      await setHidden(false);
      // Well past the grace delay, visible again: the store would have been asked for by now
      // (the test before shows it is, at 1.5 s to the millisecond).
      await page.clock.runFor(2 * GRACE_MS);
      expect(await navigations.settled()).toEqual(['acme://']);
      expect(watch.storeRequests).toEqual([]);
      expectClean(watch);
    },
    TEST_TIMEOUT,
  );

  it(
    'when an Android phone taps Open with no app installed, then it falls back to the Play Store',
    async () => {
      const { page, watch } = await open(ANDROID);
      expect(await page.locator('#ferry-banner-open').getAttribute('data-store')).toBe(PLAY_STORE);
      await page.screenshot({ path: join(ARTIFACTS, 'journey-banner-android.png') });
      await stopTime(page);
      const store = page.waitForRequest((request) => request.isNavigationRequest() && request.url().startsWith('https://play.google.com/'));
      const navigations = await requestedNavigations(page);
      await page.tap('#ferry-banner-open');
      await page.clock.runFor(GRACE_MS);
      expect((await store).url()).toBe(PLAY_STORE);
      expect(navigations.urls).toEqual(['acme://', PLAY_STORE]);
      expectClean(watch);
    },
    TEST_TIMEOUT,
  );

  it(
    "when the page names a deep link in data-deep-link, then Open uses it, but only through the app's own scheme",
    async () => {
      const { page, watch } = await open(IPHONE, `/?deep=${encodeURIComponent('acme://product/42')}`);
      expect(await page.locator('#ferry-banner-open').getAttribute('href')).toBe('acme://product/42');
      const evil = await open(IPHONE, `/?deep=${encodeURIComponent('javascript:alert(1)')}`);
      expect(await evil.page.locator('#ferry-banner-open').getAttribute('href')).toBe('acme://');
      expectClean(watch);
      expectClean(evil.watch);
    },
    TEST_TIMEOUT,
  );

  it(
    'when desktop Chrome opens the shop, then the script loads but no banner shows',
    async () => {
      const { page, watch } = await open({ viewport: { width: 1280, height: 800 }, userAgent: UA.desktopChrome });
      // open() waited for the load event, which the synchronous script in <head> comes before.
      expect(await page.locator('#ferry-banner').count()).toBe(0);
      expect(await page.locator('h1').innerText()).toBe('The Shop');
      await page.screenshot({ path: join(ARTIFACTS, 'journey-banner-desktop.png') });
      expectClean(watch);
    },
    TEST_TIMEOUT,
  );

  it(
    'when the project has an icon, then the banner shows it; when the icon cannot load, then the initial tile takes its place',
    async () => {
      const iconUrl = 'https://icons.example/acme.png';
      expect((await ferry.api('PATCH', `/api/projects/${ferry.projectId}`, { iconUrl })).status).toBe(200);
      const png = new PNG({ width: 64, height: 64 });
      png.data.fill(0xff);
      for (let i = 0; i < png.data.length; i += 4) png.data[i + 1] = 0x88;
      const served = await open(IPHONE, '/', async (context) => {
        await context.route(iconUrl, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG.sync.write(png) }));
      });
      const icon = served.page.locator('img#ferry-banner-icon');
      await icon.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await icon.getAttribute('src')).toBe(iconUrl);
      // No DOM lib in the tests' compile: the element is typed loosely.
      expect(await icon.evaluate((img: any) => img.complete && img.naturalWidth)).toBe(64);
      await served.page.screenshot({ path: join(ARTIFACTS, 'journey-banner-iphone-icon.png') });
      expectClean(served.watch);

      // The icon host is fenced off here (watchContext aborts it): the image errors.
      const broken = await open(IPHONE);
      await broken.page.locator('#ferry-banner').waitFor({ state: 'visible', timeout: 10_000 });
      await broken.page.locator('div#ferry-banner-icon').waitFor({ state: 'visible', timeout: 10_000 });
      expect(await broken.page.locator('#ferry-banner img').count()).toBe(0);
      expect(await broken.page.locator('#ferry-banner-icon').innerText()).toBe('A');
      expect(broken.watch.blockedRequests).toEqual([iconUrl]);
      expect(broken.watch.pageErrors).toEqual([]);
      expect((await ferry.api('PATCH', `/api/projects/${ferry.projectId}`, { iconUrl: null })).status).toBe(200);
    },
    TEST_TIMEOUT,
  );
});
