// The Cloud Functions entry: each exported onRequest function serves its own route group
// from the same app factory, with the body already read into req.rawBody as on Cloud Functions.

import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Handler = (req: IncomingMessage, res: unknown) => unknown;

describe('Firebase entry (functions/src/index.ts)', () => {
  let entry: Record<string, Handler>;
  let server: Server;
  let base: string;
  let secretKey: string;

  beforeAll(async () => {
    // The entry defaults to Firestore; this test points it at a temp SQLite file instead.
    process.env.STORE = 'sqlite';
    process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'ferry-entry-'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    entry = require('../../src/index') as Record<string, Handler>;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runCli } = require('../../src/cli') as typeof import('../../src/cli');
    secretKey = JSON.parse((await runCli(['project', 'create', '--subdomain', 'acme', '--json'], process.env))!).secretKey;
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        (req as IncomingMessage & { rawBody: Buffer }).rawBody = Buffer.concat(chunks);
        const fn = entry[req.headers['x-function'] as string]!;
        void fn(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const call = (fn: string, method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { 'x-function': fn, authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('exports api, redirect, match, wellKnown and pixel as HTTPS functions', () => {
    for (const name of ['api', 'redirect', 'match', 'wellKnown', 'pixel']) {
      expect(typeof entry[name]).toBe('function');
    }
  });

  it('when the api function gets a POST whose body was pre-read, then the link is created', async () => {
    const res = await call('api', 'POST', '/api/links', { title: 'From functions', deepLink: 'acme://f' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ slug: 'from-functions', shortUrl: 'https://acme.localhost:8080/from-functions' });
  });

  it('when the api function gets a CSV upload whose body was pre-read, then its rows become links', async () => {
    const form = new FormData();
    form.append('file', new File(['title,slug\r\nFrom CSV,from-csv\r\n'], 'links.csv', { type: 'text/csv' }));
    const res = await fetch(`${base}/api/links/bulk-csv`, {
      method: 'POST',
      headers: { 'x-function': 'api', authorization: `Bearer ${secretKey}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ created: 1, skipped: 0, links: [{ slug: 'from-csv' }] });
  });

  it('when a group gets a route of another group, then it does not serve it', async () => {
    expect((await call('match', 'GET', '/api/links')).status).toBe(404);
    expect((await call('api', 'GET', '/some-slug')).status).toBe(404);
  });

  it('when the redirect function gets a slug on a host that is no project, then the branded 404 page', async () => {
    const res = await call('redirect', 'GET', '/some-slug');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('when the wellKnown function is asked on a host that is no project, then 404 JSON', async () => {
    expect((await call('wellKnown', 'GET', '/.well-known/apple-app-site-association')).status).toBe(404);
  });

  it('when the match function gets a body without project, then it answers 400 JSON (the group is served)', async () => {
    const res = await call('match', 'POST', '/api/match', { userAgent: 'Acme/1.0 Darwin/23.4.0' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field: string }).field).toBe('subdomain');
  });

  it('when the expireMatches schedule fires (wrapped by firebase-functions-test), then expired matches are deleted', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fft = require('firebase-functions-test')() as { wrap: (fn: unknown) => (event: object) => Promise<unknown>; cleanup: () => void };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { openSqliteStore } = require('../../src/store/sqlite') as typeof import('../../src/store/sqlite');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { aClick, aLink, aPendingMatch } = require('../contract/suite/fixtures') as typeof import('../contract/suite/fixtures');
    const store = openSqliteStore(join(process.env.DATA_DIR!, 'ferry.db'));
    await store.links.createIfAbsent(aLink('p', { slug: 's' }));
    const click = aClick('p', 's', { clickedAt: '2020-01-01T00:00:00.000Z' });
    await store.clicks.record(click, { month: '2020-01', pending: aPendingMatch(click) });
    await fft.wrap(entry.expireMatches)({});
    expect(await store.matches.byClipboardToken(`cb_${click.id}`)).toBeNull();
    await store.close();
    fft.cleanup();
  });

  it('when the pixel function is called, then it answers the GIF', async () => {
    const res = await call('pixel', 'GET', '/api/pixel/acme');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
  });

  it('when any group is asked for /health, then it answers', async () => {
    expect((await call('redirect', 'GET', '/health')).status).toBe(200);
  });
});
