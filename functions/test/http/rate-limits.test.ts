// The request limits of docs/rate-limits.md at their default values, on the
// real app with a controllable clock: global API per IP, match on top of it, redirects per IP
// and per project. Link creations per API key: link-creation-limit.test.ts.
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter += 1) % 250}`;

function limitHeaders(headers: Headers) {
  return {
    limit: headers.get('ratelimit-limit'),
    remaining: headers.get('ratelimit-remaining'),
    reset: headers.get('ratelimit-reset'),
    retryAfter: headers.get('retry-after'),
  };
}

describe('rate limits (default values)', () => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeEach(async () => {
    t = testApp(undefined, { limits: DEFAULT_RATE_LIMITS });
    acme = await appProject(t, 'acme');
    await acme.link({ slug: 'web', desktopUrl: 'https://acme.example/sale' });
  });
  afterEach(() => t.close());

  const api = (path: string, ip: string, init: RequestInit = {}) =>
    t.app.request(path, {
      ...init,
      headers: { authorization: `Bearer ${acme.secretKey}`, 'x-forwarded-for': ip, ...(init.headers as Record<string, string>) },
    });
  const visit = (ip: string, method = 'GET', host = 'acme.localhost:8080') =>
    t.app.request(`http://${host}/web`, { method, headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-for': ip }, redirect: 'manual' });

  describe('global API: 100 a minute per IP', () => {
    it('when one IP sends its 101st API request in a minute, then 429 "Too many requests" with RateLimit headers and Retry-After, until the minute ends', async () => {
      const ip = nextIp();
      for (let i = 1; i <= 100; i++) {
        const res = await api('/api/links', ip);
        expect(res.status).toBe(200);
        expect(limitHeaders(res.headers)).toMatchObject({ limit: '100', remaining: String(100 - i), reset: '60', retryAfter: null });
      }
      t.setNow(at(45_000));
      const over = await api('/api/links', ip);
      expect(over.status).toBe(429);
      expect(await over.json()).toEqual({ error: 'Too many requests', code: 'RATE_LIMITED' });
      expect(limitHeaders(over.headers)).toEqual({ limit: '100', remaining: '0', reset: '15', retryAfter: '15' });
      // Any /api route, public ones too; other IPs have their own budget.
      expect((await api('/api/links/resolve/web?subdomain=acme', ip)).status).toBe(429);
      expect((await api('/api/links', nextIp())).status).toBe(200);
      t.setNow(at(60_000));
      const after = await api('/api/links', ip);
      expect(after.status).toBe(200);
      expect(after.headers.get('ratelimit-remaining')).toBe('99');
    });

    it('when the API budget is spent, then the pixel still answers: it is limited on its own', async () => {
      const ip = nextIp();
      for (let i = 0; i < 100; i++) await api('/api/links', ip);
      expect((await api('/api/links', ip)).status).toBe(429);
      const pixel = await t.app.request(`/api/pixel/${acme.id}`, { headers: { 'x-forwarded-for': ip } });
      expect(pixel.status).toBe(200);
      expect(pixel.headers.get('ratelimit-limit')).toBe('120');
    });

    it('when /api/match is called, then it counts against both limits and the headers show the tighter', async () => {
      const ip = nextIp();
      const match = () =>
        api('/api/match', ip, {
          method: 'POST',
          body: JSON.stringify({ subdomain: 'acme', userAgent: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0' }),
          headers: { 'content-type': 'application/json' },
        });
      const first = await match();
      expect(limitHeaders(first.headers)).toMatchObject({ limit: '10', remaining: '9' });
      for (let i = 0; i < 95; i++) await api('/api/links', ip);
      // API: 97 used, 3 left; match: 2 used, 8 left.
      expect(limitHeaders((await match()).headers)).toMatchObject({ limit: '100', remaining: '3' });
      for (let i = 0; i < 3; i++) expect((await match()).status).toBe(200);
      const over = await match();
      expect(over.status).toBe(429);
      expect(limitHeaders(over.headers)).toMatchObject({ limit: '100', remaining: '0' });
    });
  });

  describe('redirects: 60 a minute per IP', () => {
    it('when one IP opens its 61st link in a minute, then a 429 HTML page with the headers, until the minute ends', async () => {
      const ip = nextIp();
      for (let i = 1; i <= 60; i++) {
        const res = await visit(ip);
        expect(res.status).toBe(302);
        expect(limitHeaders(res.headers)).toMatchObject({ limit: '60', remaining: String(60 - i) });
      }
      const over = await visit(ip);
      expect(over.status).toBe(429);
      expect(over.headers.get('content-type')).toContain('text/html');
      expect(await over.text()).toContain('<h1>Too many requests</h1>');
      expect(limitHeaders(over.headers)).toEqual({ limit: '60', remaining: '0', reset: '60', retryAfter: '60' });
      expect(over.headers.get('cache-control')).toBe('private, no-store');
      // The password form posts to the same path and shares the budget; other IPs do not.
      expect((await visit(ip, 'POST')).status).toBe(429);
      expect((await visit(nextIp())).status).toBe(302);
      t.setNow(at(60_000));
      expect((await visit(ip)).status).toBe(302);
    });

    it('when the host is unknown, then the visitor IP still counts', async () => {
      const ip = nextIp();
      for (let i = 0; i < 60; i++) await visit(ip, 'GET', 'nobody.localhost:8080');
      expect((await visit(ip)).status).toBe(429);
    });
  });

  describe('project redirects: 5,000 an hour per project', () => {
    it('when a project gets its 5,001st visit in an hour (from many IPs), then 429 on its hosts only, until the hour ends', async () => {
      const other = await appProject(t, 'other');
      await other.link({ slug: 'web', desktopUrl: 'https://other.example/' });
      // HEAD: limited like GET, but no click is written, which keeps 5,000 visits quick.
      for (let i = 1; i <= 5_000; i++) {
        const res = await visit(`203.0.113.${i % 100}`, 'HEAD');
        expect(res.status).toBe(302);
        // Each IP has made 50 visits (10 left of 60): the project's 5 left is the tighter.
        if (i === 4_995) expect(limitHeaders(res.headers)).toMatchObject({ limit: '5000', remaining: '5' });
      }
      const over = await visit(nextIp());
      expect(over.status).toBe(429);
      expect(over.headers.get('content-type')).toContain('text/html');
      expect(limitHeaders(over.headers)).toEqual({ limit: '5000', remaining: '0', reset: '3600', retryAfter: '3600' });
      expect((await visit(nextIp(), 'GET', 'other.localhost:8080')).status).toBe(302);
      t.setNow(at(3_600_000));
      expect((await visit(nextIp())).status).toBe(302);
    }, 60_000);
  });

  describe('configuration', () => {
    it('when a limit is 0, then it is off and its headers are not sent', async () => {
      const open = testApp(undefined, { limits: { ...DEFAULT_RATE_LIMITS, apiPerMinute: 0 } });
      try {
        const project = await open.seedProject('open');
        for (let i = 0; i < 120; i++) {
          const res = await open.app.request('/api/links', { headers: { authorization: `Bearer ${project.secretKey}`, 'x-forwarded-for': '192.0.2.1' } });
          expect(res.status).toBe(200);
          expect(res.headers.get('ratelimit-limit')).toBeNull();
        }
      } finally {
        open.close();
      }
    });
  });
});
