// GET /api/openapi.json, /api/docs and /api/docs/assets/:file: the API as a contract, and its
// reference page (public). The document builder and the renderer's files load on the first
// request to these routes, not with the app: no function's cold start pays for them.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { notFound } from '../../domain/errors';
import type { ServiceDeps } from '../../services/deps';
import type { AppEnv } from '../env';
import { API_DOCS_CSP, API_DOCS_PAGE, DOCS_ASSETS } from '../pages/api-docs';

/** Built once per process (per deps, which a process has one of outside tests). */
const documents = new WeakMap<ServiceDeps, string>();

function openApiJson(deps: ServiceDeps): string {
  let json = documents.get(deps);
  if (json === undefined) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { buildOpenApiDocument } = require('../openapi/build-document') as typeof import('../openapi/build-document');
    json = JSON.stringify(buildOpenApiDocument({ hosts: deps.hosts }));
    documents.set(deps, json);
  }
  return json;
}

interface LoadedAsset {
  contentType: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

const loaded = new Map<string, LoadedAsset>();

/** Read (and gzipped) once: Swagger UI's bundle is 1.7 MB, about 0.5 MB gzipped. */
function asset(name: string): LoadedAsset {
  const known = loaded.get(name);
  if (known) return known;
  const source = Object.hasOwn(DOCS_ASSETS, name) ? DOCS_ASSETS[name] : undefined;
  if (!source) throw notFound('Not found');
  const body = source.packageFile ? readFileSync(require.resolve(source.packageFile)) : Buffer.from(source.text ?? '');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const entry = { contentType: source.contentType, body, gzip: gzipSync(body), etag };
  loaded.set(name, entry);
  return entry;
}

export function apiDocsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/api/openapi.json', (c) =>
    c.body(openApiJson(c.var.deps), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      // A public description of the API: tools on other origins (editors, generators) may read it.
      'Access-Control-Allow-Origin': '*',
    }),
  );
  app.get('/api/docs', (c) =>
    c.html(API_DOCS_PAGE, 200, {
      'Content-Security-Policy': API_DOCS_CSP,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    }),
  );
  app.get('/api/docs/assets/:file', (c) => {
    const file = asset(c.req.param('file'));
    const headers = { ETag: file.etag, 'Cache-Control': 'public, max-age=3600', Vary: 'Accept-Encoding', 'X-Content-Type-Options': 'nosniff' };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    return c.body(new Uint8Array(gzip ? file.gzip : file.body), 200, {
      ...headers,
      'Content-Type': file.contentType,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
  });
  return app;
}
