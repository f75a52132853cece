// The deepview in a real browser: Debian's Chromium (playwright-core) opens a short link of a
// real Ferry server as an iPhone, taps the download button, and the copied clipboard token and
// the App Store navigation are checked; a desktop visit shows the QR code. Screenshots land in
// test/artifacts/ (ignored by git). Chromium missing is a failure, not a skip:
// scripts/ensure-debian-tools.sh installs it (npm test runs it first).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { APP_SETTINGS } from '../support/link-host';
import { UA } from '../support/user-agents';
import { launchChromium, type PageWatch, PROBE_PATH, type RunningFerry, readClipboard, startFerry, watchContext } from './ferry-browser';

const ARTIFACTS = join(__dirname, '..', 'artifacts');
const STORE_URL = `https://apps.apple.com/app/id${APP_SETTINGS.ios.appStoreId}`;
const TEST_TIMEOUT = 60_000;

function expectCleanPage(watch: PageWatch) {
  expect(watch.consoleErrors).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.cspViolations).toEqual([]);
  expect(watch.blockedRequests).toEqual([]);
  expect(watch.failedResponses).toEqual([]);
}

describe('deepview in Chromium (real server, real browser)', () => {
  let ferry: RunningFerry | undefined;
  let browser: Browser | undefined;
  let shortUrl: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    ferry = await startFerry('acme');
    const created = await ferry.api('POST', '/api/links', { slug: 'promo', title: 'Summer promo', deepLink: 'acme://promo' });
    if (created.status !== 200) throw new Error(`link: ${created.status} ${created.text}`);
    shortUrl = created.json.link.shortUrl;
    browser = await launchChromium();
  }, TEST_TIMEOUT);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await ferry?.close();
  }, TEST_TIMEOUT);

  it(
    'when an iPhone taps "Get the app", then the clipboard holds the click token and the page goes to the App Store',
    async () => {
      expect(shortUrl).toBe(`${ferry!.origin}/promo`);
      const context = await browser!.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: UA.iphoneSafari,
        locale: 'en-US',
      });
      contexts.push(context);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ferry!.origin });
      const watch = await watchContext(context, ferry!.origin);
      const page = await context.newPage();

      // The page's beacon, exactly as the browser's sendBeacon sends it (text/plain), is taken
      // (Chromium adds its client hints, whatever the user agent it plays).
      const beacon = page.waitForResponse((r) => r.url().includes('/api/match/signals'));
      const response = await page.goto(shortUrl, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect((await beacon).status()).toBe(204);
      expect(Object.keys(JSON.parse((await beacon).request().postData() ?? '{}'))).toEqual(
        expect.arrayContaining(['screen', 'timezone', 'language', 'languages']),
      );
      expect(response?.headers()['content-security-policy']).toContain("script-src 'sha256-");
      const token = await page.locator('meta[name="ferry:clipboard"]').getAttribute('content');
      expect(token).toMatch(/^[\w-]{22}$/);
      expect(await page.locator('h1').innerText()).toBe('Acme');
      expect(await page.locator('#ferry-open').getAttribute('href')).toBe('acme://promo');
      expect(await page.locator('#ferry-download').getAttribute('href')).toBe(STORE_URL);
      expect(await page.locator('#ferry-download').isVisible()).toBe(true);
      // The clipboard starts without the token, so reading it afterwards proves the tap copied it.
      expect(await readClipboard(page)).not.toBe(token);
      await page.screenshot({ path: join(ARTIFACTS, 'deepview-iphone.png'), fullPage: true });

      const storeNavigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url().startsWith('https://apps.apple.com/'));
      await page.tap('#ferry-download');
      expect((await storeNavigation).url()).toBe(STORE_URL);
      await page.waitForURL(STORE_URL);
      expect(watch.storeRequests).toEqual([STORE_URL]);

      // The deepview is gone (the page is on the store now): read the clipboard from a fresh
      // document at the Ferry origin, which holds the clipboard permission.
      const reader = await context.newPage();
      await reader.goto(`${ferry!.origin}${PROBE_PATH}`);
      let copied = '';
      for (const started = Date.now(); Date.now() - started < 5_000; ) {
        copied = await readClipboard(reader);
        if (copied === token) break;
        await reader.waitForTimeout(100);
      }
      expect(copied).toBe(token);
      expectCleanPage(watch);
    },
    TEST_TIMEOUT,
  );

  it(
    "when Android Chrome (reduced UA) opens the link, then the beacon carries its client hints and the app's fingerprint finds the click",
    async () => {
      const context = await browser!.newContext({
        viewport: { width: 412, height: 915 },
        isMobile: true,
        hasTouch: true,
        userAgent: UA.androidChrome,
        locale: 'en-US',
      });
      contexts.push(context);
      const page = await context.newPage();
      // What a Pixel 8 on Android 14 answers to navigator.userAgentData.getHighEntropyValues.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setUserAgentOverride', {
        userAgent: UA.androidChrome,
        userAgentMetadata: {
          brands: [{ brand: 'Chromium', version: '124' }],
          platform: 'Android',
          platformVersion: '14.0.0',
          architecture: '',
          model: 'Pixel 8',
          mobile: true,
        },
      });
      // Answered, not only sent: the match calls below must see the stored hints.
      const beacon = page.waitForResponse((response) => response.url().includes('/api/match/signals'));
      expect((await page.goto(shortUrl, { waitUntil: 'load' }))?.status()).toBe(200);
      expect((await beacon).status()).toBe(204);
      expect(JSON.parse((await beacon).request().postData() ?? '{}')).toMatchObject({ platformVersion: '14.0.0', model: 'Pixel 8' });
      await page.screenshot({ path: join(ARTIFACTS, 'deepview-android.png'), fullPage: true });
      const match = (userAgent: string) => ferry!.api('POST', '/api/match', { subdomain: 'acme', userAgent });
      expect((await match('Dalvik/2.1.0 (Linux; U; Android 13; Pixel 8 Build/TQ3A.230901.001)')).json).toEqual({ matched: false });
      expect((await match('Dalvik/2.1.0 (Linux; U; Android 14; Pixel 8 Build/AP1A.240305.019)')).json).toMatchObject({
        matched: true,
        slug: 'promo',
        matchType: 'fingerprint',
      });
    },
    TEST_TIMEOUT,
  );

  it(
    'when desktop Chrome opens the link, then the desktop deepview shows the QR code of the short link',
    async () => {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 800 }, userAgent: UA.desktopChrome, locale: 'en-US' });
      contexts.push(context);
      const watch = await watchContext(context, ferry!.origin);
      const page = await context.newPage();

      const response = await page.goto(shortUrl, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      const qr = page.locator('figure.qr svg');
      await qr.waitFor({ state: 'visible', timeout: 10_000 });
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(150);
      expect(box?.height).toBeGreaterThanOrEqual(150);
      expect(await page.locator('a.short').innerText()).toBe(shortUrl);
      expect(await page.locator('a.store').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        STORE_URL,
        expect.stringContaining('https://play.google.com/store/apps/details?id=com.acme.app'),
      ]);
      await page.screenshot({ path: join(ARTIFACTS, 'deepview-desktop.png'), fullPage: true });
      expectCleanPage(watch);
    },
    TEST_TIMEOUT,
  );
});
