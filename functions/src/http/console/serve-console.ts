// The Ferry Console on the API host of the self-hosted server: `/console/…` from the built
// folder (hosting/console/, the same files Firebase Hosting serves), and `/` redirecting there.
// Project hosts never see it: there `/` and every slug stay the link host's. A missing build is
// a 503 page saying how to build, never a crash or a 500.

import type { Context, MiddlewareHandler, Next } from 'hono';
import type { ConsoleAuthConfig } from '../../config';
import { projectForHost } from '../../services/project-hosts/project-for-host';
import { clientHost } from '../client';
import type { AppEnv } from '../env';
import { consoleCsp } from './console-csp';
import { readStaticFile, type StaticFile } from './static-files';

export interface ConsoleOptions {
  /** The built console, e.g. <repo>/hosting/console. */
  dir: string;
  /** BASE_URL: its host is the API host, whatever SHORT_DOMAIN is. */
  baseUrl: string;
  /** Firebase Auth sign-in, when configured: the CSP then allows its origins. */
  auth?: ConsoleAuthConfig;
}

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Console not built</title>' +
  '<h1>The Ferry Console is not built</h1><p>Build it with <code>npm run build -w console</code> ' +
  '(<code>npm start</code> does), then reload. The API works without it.</p></html>';
const NOT_FOUND_PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><h1>Not found</h1></html>';

/** The API host, or another host that is no project's (e.g. 127.0.0.1:8080). */
export async function isApiHost(c: Context<AppEnv>, apiHost: string): Promise<boolean> {
  const host = (clientHost(c) ?? '').trim().toLowerCase();
  if (host === apiHost) return true;
  if (host.endsWith(`.${c.var.deps.hosts.shortDomain}`)) return false;
  return (await projectForHost(c.var.deps, host)) === null;
}

function send(c: Context<AppEnv>, file: StaticFile, cacheControl: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = {
    ...extra,
    'Cache-Control': cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  const gzip = file.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  headers['Content-Type'] = file.contentType;
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return c.body(new Uint8Array(gzip ? file.gzip! : file.body), 200, headers);
}

export function serveConsole(options: ConsoleOptions): MiddlewareHandler<AppEnv> {
  const apiHost = new URL(options.baseUrl).host.toLowerCase();
  const PAGE_HEADERS = {
    'Content-Security-Policy': consoleCsp(options.auth),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
  return async (c: Context<AppEnv>, next: Next) => {
    const path = c.req.path;
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || (path !== '/' && path !== '/console' && !path.startsWith('/console/'))) return next();
    if (!(await isApiHost(c, apiHost))) return next();

    if (path === '/' || path === '/console') return c.redirect('/console/', 302);
    const relative = path.slice('/console/'.length) || 'index.html';
    const file = await readStaticFile(options.dir, relative);
    if (relative === 'index.html') {
      if (!file) return c.html(NOT_BUILT_PAGE, 503, { ...PAGE_HEADERS, 'Cache-Control': 'no-store' });
      // Always revalidated: it names the hashed assets of the current build.
      return send(c, file, 'no-cache', PAGE_HEADERS);
    }
    if (!file) return c.html(NOT_FOUND_PAGE, 404, { ...PAGE_HEADERS, 'Cache-Control': 'no-store' });
    // Vite puts a content hash in every name under assets/: such a file never changes.
    const cacheControl = relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
    return send(c, file, cacheControl, PAGE_HEADERS);
  };
}
