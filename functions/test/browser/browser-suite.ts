// What the Chromium suites share: a Ferry started and Chromium launched once per describe block
// (closed after it), the "nothing went wrong on the page" expectations, and axe-core.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, ensureConsoleBuilt, startFreshFerry } from './console-browser';
import { launchChromium, type PageWatch } from './ferry-browser';

/**
 * beforeAll: test/artifacts, `start()`, Chromium; afterAll: Chromium, then the Ferry, closed.
 * Read `ferry` and `browser` inside tests (they exist once beforeAll has run).
 */
export function inChromium<F extends { close: () => Promise<unknown> }>(
  start: () => Promise<F>,
  timeout: number,
): { readonly ferry: F; readonly browser: Browser } {
  let ferry: F | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    ferry = await start();
    browser = await launchChromium();
  }, timeout);
  afterAll(async () => {
    await browser?.close();
    await ferry?.close();
  }, timeout);
  return {
    get ferry() {
      return ferry!;
    },
    get browser() {
      return browser!;
    },
  };
}

/** The console's build (made once if missing), then a fresh self-hosted Ferry with `extra` environment. */
export function startConsoleFerry(extra: NodeJS.ProcessEnv = {}): ReturnType<typeof startFreshFerry> {
  ensureConsoleBuilt();
  return startFreshFerry(extra);
}

/**
 * No CSP violation, blocked request or page error; exactly the `failedResponses` meant; and console
 * errors: none (`[]`), none but those matching a RegExp, or not checked (`'unchecked'`).
 */
export function expectCleanPage(watch: PageWatch, failedResponses: string[] = [], consoleErrors: RegExp | [] | 'unchecked' = []): void {
  expect(watch.cspViolations).toEqual([]);
  expect(watch.blockedRequests).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.failedResponses).toEqual(failedResponses);
  if (consoleErrors instanceof RegExp) expect(watch.consoleErrors.filter((e) => !consoleErrors.test(e))).toEqual([]);
  else if (consoleErrors !== 'unchecked') expect(watch.consoleErrors).toEqual([]);
}

const AXE = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** axe-core, light and dark (contrast differs): serious and critical violations as "scheme rule: selector". */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) {
    // Served from the console's own origin, so the page's strict CSP (script-src 'self') stays as it is.
    const url = `${new URL(page.url()).origin}/__axe/axe.min.js`;
    await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', path: AXE }));
    await page.addScriptTag({ url });
  }
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const result = (await page.evaluate('window.axe.run(document)')) as { passes: unknown[]; violations: AxeViolation[] };
    expect(result.passes.length).toBeGreaterThan(10); // axe really looked at the page
    found.push(
      ...result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((n) => `${colorScheme} ${v.id}: ${n.target.join(' ')}`)),
    );
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}
