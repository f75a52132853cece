// Helpers for the real-browser tests: a real self-hosted Ferry on a free loopback port, a
// project with app settings and a link made through the CLI and the HTTP API, and Debian's
// Chromium driven by playwright-core with the network fenced off.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { runCli } from '../../src/cli';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';
import { freePort } from '../support/free-port';
import { APP_SETTINGS } from '../support/link-host';

export const CHROMIUM = '/usr/bin/chromium';

export interface RunningFerry {
  port: number;
  /** The project's link host origin as a browser sees it, e.g. http://acme.localhost:41234 */
  origin: string;
  projectId: string;
  secretKey: string;
  api: (method: string, path: string, body?: unknown) => Promise<{ status: number; json: any; text: string }>;
  close: () => Promise<void>;
}

/**
 * A real Ferry (startServer, SQLite in a temp DATA_DIR) with project `subdomain` created by the
 * CLI before the server starts, then given iOS/Android settings through the HTTP API.
 */
export async function startFerry(subdomain = 'acme'): Promise<RunningFerry> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-browser-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    INTERNAL_PORT: '0', // jest runs files side by side: the default 8081 would collide
    HOST: '127.0.0.1',
    SHORT_DOMAIN: `localhost:${port}`,
    PUBLIC_SCHEME: 'http',
    BASE_URL: `http://localhost:${port}`,
    STORE: 'sqlite',
    DATA_DIR: dataDir,
    GCLOUD_PROJECT: 'demo-ferry',
    LOG_LEVEL: 'warn', // a quiet test run: request lines are info
    // No network: the icon lookup asks this very server, gets a 404 and the page shows the initial.
    APP_STORE_LOOKUP_URL: `http://127.0.0.1:${port}/__no-app-store-lookup`,
  };
  const created = JSON.parse((await runCli(['project', 'create', '--subdomain', subdomain, '--name', 'Acme', '--plan', 'studio', '--json'], env))!) as {
    projectId: string;
    secretKey: string;
  };
  const logs: string[] = [];
  const server = await startServer(loadConfig(env, 'self-hosted'), (line) => logs.push(line));
  if (server.port !== port) throw new Error(`Ferry listens on ${server.port}, expected ${port}`);

  const api: RunningFerry['api'] = async (method, path, body) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { authorization: `Bearer ${created.secretKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text };
  };

  const settings = await api('PATCH', `/api/projects/${created.projectId}`, APP_SETTINGS);
  if (settings.status !== 200) throw new Error(`project settings: ${settings.status} ${settings.text}`);

  return {
    port,
    origin: `http://${subdomain}.localhost:${port}`,
    projectId: created.projectId,
    secretKey: created.secretKey,
    api,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run \`bash scripts/ensure-debian-tools.sh chromium\` (npm test does) to install Debian's chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 30_000,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      // *.localhost is loopback anyway; pinning it to IPv4 avoids a ::1 attempt (the server binds 127.0.0.1).
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
}

/** What a page did that a test must see: console errors, uncaught errors, CSP violations, requests off the fence. */
export interface PageWatch {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
  blockedRequests: string[];
  storeRequests: string[];
  failedResponses: string[];
}

const STORE_PAGE = '<!doctype html><title>store</title><p>store</p>';
/** A blank document at the Ferry origin that never reaches the server: for reading the clipboard. */
export const PROBE_PATH = '/__browser-test-probe';

/** The text on the clipboard, as a document of the page's origin reads it (needs clipboard-read). */
export function readClipboard(page: Page): Promise<string> {
  return page.evaluate('navigator.clipboard.readText()') as Promise<string>;
}

/**
 * Fences the context off the network: the Ferry origin goes to the server, the App Store and
 * Play Store are answered with a stub page (and recorded), anything else is aborted (and
 * recorded). Also records console errors, page errors and CSP violations of every page.
 */
export async function watchContext(context: BrowserContext, origin: string): Promise<PageWatch> {
  const watch: PageWatch = { consoleErrors: [], pageErrors: [], cspViolations: [], blockedRequests: [], storeRequests: [], failedResponses: [] };
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url === `${origin}${PROBE_PATH}`) return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>probe</title>' });
    if (url.startsWith(`${origin}/`)) return route.continue();
    if (url.startsWith('https://apps.apple.com/') || url.startsWith('https://play.google.com/')) {
      watch.storeRequests.push(url);
      return route.fulfill({ status: 200, contentType: 'text/html', body: STORE_PAGE });
    }
    watch.blockedRequests.push(url);
    return route.abort('blockedbyclient');
  });
  await context.exposeBinding('__ferryCspViolation', (_source, text: string) => {
    watch.cspViolations.push(text);
  });
  // Strings, not functions: the tests compile without the DOM lib. Init scripts and bindings
  // come in through DevTools, so the page's CSP does not block this reporter itself.
  await context.addInitScript({
    content:
      "document.addEventListener('securitypolicyviolation', function (e) {" +
      " window.__ferryCspViolation(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber); });",
  });
  const onPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') watch.consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => watch.pageErrors.push(`${page.url()}: ${error.message}`));
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith(`${origin}/`) && !url.endsWith('/favicon.ico') && response.status() >= 400) {
        watch.failedResponses.push(`${response.request().method()} ${url} -> ${response.status()}`);
      }
    });
  };
  context.on('page', onPage);
  return watch;
}
