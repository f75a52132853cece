// GET /api/openapi.json and the reference page /api/docs (routes/api-docs.ts): public, cacheable,
// served by the `api` function (also behind Firebase Hosting's rewrites), the page under a CSP
// that allows nothing but its own origin, its assets from Ferry itself (gzipped, revalidated).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildOpenApiDocument } from '../../src/http/openapi/build-document';
import { API_DOCS_CSP } from '../../src/http/pages/api-docs';
import { testApp } from '../support/test-app';

const firebase = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'firebase.json'), 'utf8'));

/** The function Firebase Hosting sends a path to: its first matching rewrite (a `source` glob or a `regex`). */
function rewrittenTo(path: string): string | undefined {
  const glob = (source: string) =>
    new RegExp(
      `^${source
        .replace(/\*\*/g, '\u0000')
        .replace(/\*/g, '[^/]*')
        .replace(/\u0000/g, '.*')}$`,
    );
  const matches = (r: { source?: string; regex?: string }) => (r.regex !== undefined ? new RegExp(r.regex) : glob(r.source!)).test(path);
  return firebase.hosting.rewrites.find(matches)?.function.functionId;
}

describe('the API as a contract, served', () => {
  const t = testApp();
  afterAll(() => t.close());

  it('GET /api/openapi.json: the document, public and cacheable for 5 minutes', async () => {
    const first = await t.call('GET', '/api/openapi.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.json).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument({ hosts: t.deps.hosts }))));
    // Built once: the second answer is the same text.
    expect((await t.call('GET', '/api/openapi.json')).text).toBe(first.text);
  });

  it('GET /api/docs: the reference page under a strict CSP, every asset it names served by Ferry', async () => {
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(API_DOCS_CSP);
    expect(API_DOCS_CSP).not.toMatch(/unsafe|https?:|\*/);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((url) => url !== 'openapi.json');
    expect(assets.every((url) => url.startsWith('docs/assets/'))).toBe(true);
    expect(assets).toHaveLength(4);
    for (const asset of assets) {
      const res = await t.app.request(new URL(asset, 'http://localhost:8080/api/docs').pathname);
      expect([asset, res.status, res.headers.get('content-type')]).toEqual([asset, 200, expect.stringMatching(/^text\/(javascript|css)/)]);
    }
  });

  it('assets: gzipped when the client takes it, 304 for a known ETag, 404 for any other file', async () => {
    const plain = await t.app.request('/api/docs/assets/swagger-ui-bundle.js');
    const body = Buffer.from(await plain.arrayBuffer());
    expect(body.length).toBeGreaterThan(1_000_000);
    const zipped = await t.app.request('/api/docs/assets/swagger-ui-bundle.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).equals(body)).toBe(true);
    const etag = plain.headers.get('etag')!;
    expect((await t.app.request('/api/docs/assets/swagger-ui-bundle.js', { headers: { 'if-none-match': etag } })).status).toBe(304);
    for (const file of ['index.html', 'swagger-ui.js.map', '__proto__', 'constructor', '..%2Fpackage.json']) {
      const res = await t.call('GET', `/api/docs/assets/${file}`);
      expect([file, res.status, res.json?.code]).toEqual([file, 404, 'NOT_FOUND']);
    }
  });

  it('on Firebase, Hosting sends the document, the page and its assets to the api function', () => {
    for (const path of ['/api/openapi.json', '/api/docs', '/api/docs/assets/swagger-ui-bundle.js']) expect([path, rewrittenTo(path)]).toEqual([path, 'api']);
  });
});
