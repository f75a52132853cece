// A store that cannot answer: API calls get 503 UNAVAILABLE with Retry-After, never
// a 500 or a trace; a visit to a link already known still gets its answer, and the click the
// store refused is counted as lost and logged, never dropped silently.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { lostClicks } from '../../src/services/link-host/lost-clicks';
import { isFirestoreTransient } from '../../src/store/firestore/database/transient';
import type { Store } from '../../src/store/ports';
import { openSqliteStore } from '../../src/store/sqlite';
import { asStoreError } from '../../src/store/unavailable-errors';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

/** A gRPC failure as the Firestore adapter's methods raise it (its own translation, store/unavailable-errors.ts). */
const grpc = (code: number, message: string) => asStoreError(Object.assign(new Error(`${code} ${message}`), { code }), isFirestoreTransient);

describe('store faults', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it("when SQLite's file is full, then writes answer 503 with Retry-After, reads still answer, and visits still redirect with their clicks counted as lost", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ferry-full-')), 'ferry.db');
    const t = testApp(openSqliteStore(file));
    const acme = await appProject(t, 'full');
    await acme.link({ slug: 'sale', desktopUrl: 'https://acme.example/sale' });
    expect((await acme.visit('/sale', UA.desktopChrome)).status).toBe(302); // the link is now known (cached)
    await t.close();

    // Reopened with the file capped at the pages it has: the next new page is SQLITE_FULL.
    const side = new Database(file, { readonly: true });
    const pages = side.pragma('page_count', { simple: true }) as number;
    side.close();
    const full = testApp(openSqliteStore(file, { maxPageCount: pages }));
    try {
      // Creates until one needs a page the file may not have.
      let res = await full.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Fill 0', deepLink: 'acme://x' } });
      for (let i = 1; res.status === 200 && i < 200; i++)
        res = await full.call('POST', '/api/links', { token: acme.secretKey, body: { title: `Fill ${i}`, deepLink: `acme://${'x'.repeat(500)}` } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.json).toEqual({ error: 'Ferry cannot reach its store right now; try again shortly', code: 'UNAVAILABLE' });
      expect((await full.call('GET', '/api/links', { token: acme.secretKey })).status).toBe(200);

      const before = lostClicks();
      const statuses = [];
      for (let i = 0; i < 200; i++)
        statuses.push(
          (
            await full.app.request('http://full.localhost:8080/sale', {
              headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-for': '203.0.113.7' },
              redirect: 'manual',
            })
          ).status,
        );
      expect(new Set(statuses)).toEqual(new Set([302]));
      expect(lostClicks()).toBeGreaterThan(before);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('"message":"Click lost: the store refused it"'));
    } finally {
      await full.close();
    }
  });

  it('when Firestore answers UNAVAILABLE or times out, then the API answers 503 UNAVAILABLE and a known link still redirects', async () => {
    const t = testApp();
    const acme = await appProject(t, 'flaky');
    await acme.link({ slug: 'sale', desktopUrl: 'https://acme.example/sale' });
    expect((await acme.visit('/sale', UA.desktopChrome)).status).toBe(302);
    const store: Store = t.store;
    const failing = [
      jest.spyOn(store.links, 'list').mockRejectedValue(grpc(14, 'UNAVAILABLE: No connection established')),
      jest.spyOn(store.links, 'createIfAbsent').mockRejectedValue(grpc(4, 'DEADLINE_EXCEEDED: Deadline exceeded')),
      jest.spyOn(store.clicks, 'record').mockRejectedValue(grpc(14, 'UNAVAILABLE')),
    ];
    try {
      const list = await t.call('GET', '/api/links', { token: acme.secretKey });
      expect([list.status, list.json.code, list.headers.get('retry-after')]).toEqual([503, 'UNAVAILABLE', '5']);
      const create = await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'New', deepLink: 'acme://n' } });
      expect([create.status, create.json.code]).toEqual([503, 'UNAVAILABLE']);
      const before = lostClicks();
      expect((await acme.visit('/sale', UA.desktopChrome)).status).toBe(302);
      expect(lostClicks()).toBe(before + 1);
    } finally {
      failing.forEach((spy) => spy.mockRestore());
      await t.close();
    }
  });

  it('when a store error is not a fault of the store (a bug), then it stays a 500 INTERNAL', async () => {
    const t = testApp();
    const acme = await t.seedProject('buggy');
    const spy = jest.spyOn(t.store.links, 'list').mockRejectedValue(new TypeError('x is undefined'));
    try {
      const res = await t.call('GET', '/api/links', { token: acme.secretKey });
      expect([res.status, res.json]).toEqual([500, { error: 'Internal error', code: 'INTERNAL' }]);
    } finally {
      spy.mockRestore();
      await t.close();
    }
  });
});
