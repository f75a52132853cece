// The console on the self-hosted server's API host: files of the build with the right types,
// caching and CSP, `/` redirecting there, project hosts untouched, and a clear 503 (not a
// crash) when the build is missing. Uses a fake build in a temp folder, not the real one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSOLE_CSP } from '../../src/http/console/console-csp';
import { testApp } from '../support/test-app';

const BASE_URL = 'http://localhost:8080';
const INDEX = '<!doctype html><title>Ferry Console</title><script type="module" src="/console/assets/index-abc123.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe('console on the API host', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, '.secret'), 'TOP-SECRET');
  const t = testApp(undefined, { app: { console: { dir, baseUrl: BASE_URL } } });
  const missing = testApp(undefined, { app: { console: { dir: join(dir, 'not-built'), baseUrl: BASE_URL } } });
  const onApiHost = { headers: { host: 'localhost:8080' } };
  afterAll(async () => {
    await t.close();
    await missing.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('redirects / and /console to /console/ on the API host', async () => {
    for (const path of ['/', '/console']) {
      const res = await t.call('GET', `${BASE_URL}${path}`, onApiHost);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/console/');
    }
  });

  it('serves index.html with the strict CSP and no-cache', async () => {
    const res = await t.call('GET', `${BASE_URL}/console/`, onApiHost);
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
  });

  it('serves hashed assets for a year (gzipped when asked), other files for an hour, and 304 on a known ETag', async () => {
    const script = await t.call('GET', `${BASE_URL}/console/assets/index-abc123.js`, { headers: { ...onApiHost.headers, 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    const again = await t.call('GET', `${BASE_URL}/console/assets/index-abc123.js`, {
      headers: { ...onApiHost.headers, 'if-none-match': script.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const icon = await t.call('GET', `${BASE_URL}/console/favicon.svg`, onApiHost);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/console/nothing.js', '/console/.secret', '/console/..%2f..%2fpackage.json', '/console/assets/..%2F..%2F.secret', '/console/%E0%A4%A'])(
    'answers 404 for %s, never a file outside the build or a dot-file',
    async (path) => {
      const res = await t.call('GET', `${BASE_URL}${path}`, onApiHost);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('TOP-SECRET');
    },
  );

  it('leaves / and /console to the link host on project hosts', async () => {
    for (const path of ['/', '/console/']) {
      const res = await t.call('GET', `http://demo.localhost:8080${path}`, { headers: { host: 'demo.localhost:8080' } });
      expect(res.headers.get('location')).not.toBe('/console/');
      expect(res.text).not.toContain('Ferry Console');
    }
  });

  it('answers a 503 page saying how to build when the build is missing, and the API still works', async () => {
    const res = await missing.call('GET', `${BASE_URL}/console/`, onApiHost);
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build -w console');
    expect(res.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect((await missing.call('GET', `${BASE_URL}/health`, onApiHost)).status).toBe(200);
  });
});
