// Helpers for the browser suites that open the console (console/test/browser/, test/oidc/, the
// API reference page): a real self-hosted Ferry started on an empty store (so it seeds project
// `demo` and hands out its secret key, as `npm start` prints it), the console's build (made once
// if missing), and the screenshot matrix, all saved in functions/test/artifacts/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../src/config';
import { CONSOLE_DIR, startServer } from '../../src/server';
import { freePort } from '../support/free-port';

export const ARTIFACTS = join(__dirname, '..', 'artifacts');

/** `npm test` builds the console first; a bare `jest` run builds it here once. */
export function ensureConsoleBuilt(): void {
  if (existsSync(join(CONSOLE_DIR, 'index.html'))) return;
  execFileSync('npm', ['run', '--silent', 'build', '-w', 'console'], { cwd: join(__dirname, '..', '..', '..'), stdio: 'inherit' });
}

/** `extra`: more environment, e.g. Firebase Auth sign-in (console/test/browser/console-firebase.browser.test.ts). */
export async function startFreshFerry(extra: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-console-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    INTERNAL_PORT: '0', // jest runs files side by side: the default 8081 would collide
    HOST: '127.0.0.1',
    SHORT_DOMAIN: `localhost:${port}`,
    BASE_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    GCLOUD_PROJECT: 'demo-ferry',
    LOG_LEVEL: 'warn', // a quiet test run: request lines are info
    ...extra,
  };
  const server = await startServer(loadConfig(env, 'self-hosted'), () => undefined);
  if (!server.demo) throw new Error('the demo project was not seeded on an empty store');
  return {
    port,
    apiOrigin: `http://localhost:${port}`,
    linkHost: `demo.localhost:${port}`,
    secretKey: server.demo.secretKey,
    /** The server's own deps (its store), in this process. */
    deps: server.deps,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** console-<name>-<width>-<scheme>.png at phone and desktop widths, light and dark. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(150);
      await page.screenshot({ path: join(ARTIFACTS, `console-${name}-${width}-${colorScheme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}
