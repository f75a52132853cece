// The real Ferry server, started in process on 127.0.0.1 port 0 with a temporary SQLite
// DATA_DIR, exactly as `npm start` builds it. Only the tests import functions' sources; the
// library itself knows Ferry through HTTP alone.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostFetch, httpGet } from './host-fetch';

/** The little of functions' server the tests use, typed here so that the SDK's typecheck stays its own. */
interface FunctionsServer {
  loadConfig(env: Record<string, string>, runtime: 'self-hosted'): unknown;
  startServer(
    config: unknown,
    log: (line: string) => void,
  ): Promise<{ port: number; close(): Promise<void>; demo: { secretKey: string; publishableKey: string } | null }>;
}
/* eslint-disable @typescript-eslint/no-require-imports -- functions' TypeScript sources, compiled by the jest transform */
const { loadConfig } = require('../../../functions/src/config') as Pick<FunctionsServer, 'loadConfig'>;
const { startServer } = require('../../../functions/src/server') as Pick<FunctionsServer, 'startServer'>;
/* eslint-enable @typescript-eslint/no-require-imports */

/** The link host the SDK is configured with; hostFetch delivers it to the server on 127.0.0.1. */
export const DEMO_HOST = 'http://demo.localhost:8080';

export interface RunningFerry {
  port: number;
  /** http://127.0.0.1:<port>: reachable with the global fetch (no Host-based project). */
  apiBase: string;
  secretKey: string;
  publishableKey: string;
  fetch: ReturnType<typeof hostFetch>;
  /** Creates a link in project `demo` through the API with its secret key. */
  createLink(body: Record<string, unknown>): Promise<{ slug: string; shortUrl: string }>;
  /** Opens the short link as a browser would on the link host; answers the status and HTML. */
  visit(slug: string, userAgent: string): Promise<{ status: number; html: string; location: string | undefined }>;
  setProject(patch: Record<string, unknown>): Promise<void>;
  clickHistory(slug: string): Promise<unknown[]>;
  close(): Promise<void>;
}

export async function startFerry(): Promise<RunningFerry> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-sdk-'));
  // Off: the match limit (10 a minute per IP) would trip a suite that asks from one address.
  // SHORT_DOMAIN is set: unset, it would follow the port the server gets, and DEMO_HOST is fixed.
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    SHORT_DOMAIN: 'localhost:8080',
    DATA_DIR: dataDir,
    RATE_LIMIT_MATCH_PER_MINUTE: '0',
    RATE_LIMIT_REDIRECTS_PER_MINUTE: '0',
  };
  const server = await startServer(loadConfig(env, 'self-hosted'), () => undefined);
  if (!server.demo) throw new Error('the empty store should have seeded project demo');
  const { secretKey, publishableKey } = server.demo;
  const apiBase = `http://127.0.0.1:${server.port}`;
  const fetch = hostFetch(server.port);

  const api = async (method: string, path: string, body?: unknown) => {
    const response = await globalThis.fetch(`${apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as unknown;
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };

  return {
    port: server.port,
    apiBase,
    secretKey,
    publishableKey,
    fetch,
    createLink: async (body) => (await api('POST', '/api/links', body)) as { slug: string; shortUrl: string },
    clickHistory: async (slug) => (await api('GET', `/api/links/${slug}/history`)) as unknown[],
    setProject: async (patch) => {
      await api('PATCH', '/api/projects/demo', patch);
    },
    visit: (slug, userAgent) => httpGet(server.port, 'demo.localhost:8080', `/${slug}`, { 'user-agent': userAgent }),
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The token the deepview copies, as the page carries it for tests and crawlers (meta `ferry:clipboard`). */
export function clipboardTokenOf(html: string): string {
  const token = /<meta name="ferry:clipboard" content="([^"]+)">/.exec(html)?.[1];
  if (!token) throw new Error('the deepview carries no ferry:clipboard token');
  return token;
}
