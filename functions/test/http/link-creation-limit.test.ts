// 1,000 link creations per API key per hour (429 `API key rate limit exceeded`), counted per
// link: a bulk of 100 counts 100. On the real app with a controllable clock.
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { LINK_CREATION_ROUTES } from '../../src/http/middleware/link-creation-limit';
import { createKey } from '../../src/services/projects/keys';
import { testApp } from '../support/test-app';

const T0 = new Date('2026-11-22T10:00:00.000Z');
const items = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ title: `Item ${from + i}`, deepLink: `acme://item/${from + i}` }));
const OVER = { error: 'API key rate limit exceeded', code: 'RATE_LIMITED' };

function setUp(linkCreationsPerHour = DEFAULT_RATE_LIMITS.linkCreationsPerHour) {
  // The per-IP API limit is off here: these tests are about the key's budget alone.
  return testApp(undefined, { limits: { ...DEFAULT_RATE_LIMITS, apiPerMinute: 0, linkCreationsPerHour } });
}

describe('link creations per API key (default: 1,000 an hour)', () => {
  it('when a key has created 1,000 links in an hour (bulks count each link), then the next create is 429 with the headers; other keys and ID tokens are not affected; the next hour it works', async () => {
    const t = setUp();
    try {
      const acme = await t.seedProject('acme');
      for (let round = 0; round < 10; round++) {
        const res = await t.call('POST', '/api/links/bulk', { token: acme.secretKey, body: { links: items(100, round * 100) } });
        expect(res.status).toBe(200);
        expect(res.headers.get('ratelimit-remaining')).toBe(String(900 - round * 100));
      }
      const over = await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'One more', deepLink: 'acme://x' } });
      expect(over.status).toBe(429);
      expect(over.json).toEqual(OVER);
      expect(over.headers.get('ratelimit-limit')).toBe('1000');
      expect(over.headers.get('ratelimit-remaining')).toBe('0');
      expect(over.headers.get('ratelimit-reset')).toBe('3600');
      expect(over.headers.get('retry-after')).toBe('3600');
      expect((await t.store.usage.get(acme.id, '2026-11')).links).toBe(1_000);

      const second = (await createKey(t.deps, acme.id, 'secret')).key;
      expect((await t.call('POST', '/api/links', { token: second, body: { title: 'Second key', deepLink: 'acme://x' } })).status).toBe(200);
      expect(
        (await t.call('POST', '/api/links', { token: acme.ownerToken, body: { projectId: acme.id, title: 'Dashboard', deepLink: 'acme://x' } })).status,
      ).toBe(200);

      t.setNow(new Date(T0.getTime() + 3_600_000));
      expect((await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Next hour', deepLink: 'acme://x' } })).status).toBe(200);
    } finally {
      t.close();
    }
  }, 60_000);

  it('when a bulk asks for more links than the key has left, then it is refused whole; a smaller one fits', async () => {
    const t = setUp(10);
    try {
      const acme = await t.seedProject('acme');
      expect((await t.call('POST', '/api/links/bulk', { token: acme.secretKey, body: { links: items(6) } })).status).toBe(200);
      const refused = await t.call('POST', '/api/links/batch', { token: acme.secretKey, body: items(5, 6) });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual(OVER);
      expect(refused.headers.get('ratelimit-remaining')).toBe('4');
      expect(await t.countLinks(acme.id)).toBe(6);
      expect((await t.call('POST', '/api/links/batch', { token: acme.secretKey, body: items(4, 6) })).status).toBe(200);
      expect(await t.countLinks(acme.id)).toBe(10);
    } finally {
      t.close();
    }
  });

  it('when a request fails (400, 409, 401), then the links it asked for are given back', async () => {
    const t = setUp(3);
    try {
      const acme = await t.seedProject('acme');
      const bad = await t.call('POST', '/api/links/bulk', { token: acme.secretKey, body: { links: [...items(2), { deepLink: 'acme://no-title' }] } });
      expect(bad.status).toBe(400);
      await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Taken', slug: 'taken', deepLink: 'acme://x' } });
      expect((await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Again', slug: 'taken', deepLink: 'acme://x' } })).status).toBe(409);
      const res = await t.call('POST', '/api/links/bulk', { token: acme.secretKey, body: { links: items(2) } });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-remaining')).toBe('0');
      // A made-up key is refused by auth (401) and leaves no trace.
      expect((await t.call('POST', '/api/links', { token: 'sk_live_unknown', body: { title: 'x', deepLink: 'acme://x' } })).status).toBe(401);
    } finally {
      t.close();
    }
  });

  it('when a CSV is imported, then it asks for one link up front and counts every row created', async () => {
    const t = setUp(5);
    try {
      const acme = await t.seedProject('acme');
      const csv = ['title,deepLink', 'A,acme://a', 'B,acme://b', 'C,acme://c', ',acme://no-title'].join('\n');
      const form = new FormData();
      form.append('file', new File([csv], 'links.csv', { type: 'text/csv' }));
      const res = await t.app.request('/api/links/bulk-csv', { method: 'POST', headers: { authorization: `Bearer ${acme.secretKey}` }, body: form });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ created: 3, skipped: 1 });
      expect(res.headers.get('ratelimit-remaining')).toBe('2');
      expect((await t.call('POST', '/api/links/bulk', { token: acme.secretKey, body: { links: items(3, 10) } })).status).toBe(429);
    } finally {
      t.close();
    }
  });

  it.each(LINK_CREATION_ROUTES.map(([path]) => path))("when the key's budget is spent, then POST %s is refused too", async (path) => {
    const t = setUp(1);
    try {
      const acme = await t.seedProject('acme');
      expect((await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: 'Only', slug: 'only', deepLink: 'acme://x' } })).status).toBe(200);
      const url = path.replace(':projectId', acme.id).replace(':id', 'only');
      const res = await t.call('POST', url, {
        token: acme.secretKey,
        body: { links: items(1), legacyLinks: ['https://x.page.link/?link=https://acme.example/'], title: 'x', deepLink: 'acme://x' },
      });
      expect(res.status).toBe(429);
      expect(res.json).toEqual(OVER);
      expect(await t.countLinks(acme.id)).toBe(1);
    } finally {
      t.close();
    }
  });
});
