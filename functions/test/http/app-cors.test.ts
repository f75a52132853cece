// CORS on the routes apps call from browsers and web views (sdk/ in Capacitor or on a website),
// and none on the management API.

import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';

describe('CORS for app-facing routes', () => {
  let t: ReturnType<typeof testApp>;
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeEach(async () => {
    t = testApp();
    acme = await appProject(t, 'acme');
    await acme.link({ slug: 'promo', title: 'Promo', deepLink: 'acme://promo' });
  });
  afterEach(() => t.close());

  const preflight = (path: string, headers = 'content-type, authorization') =>
    t.app.request(`http://acme.localhost:8080${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
    });

  it.each(['/api/match', '/api/links/resolve/promo', '/api/referrals/track', '/api/referrals/qualify'])(
    '%s answers a preflight from any origin, with no credential',
    async (path) => {
      const res = await preflight(path);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    },
  );

  it('the answers themselves carry the header, rate-limit headers readable', async () => {
    const res = await t.app.request('http://acme.localhost:8080/api/match', {
      method: 'POST',
      body: JSON.stringify({ deviceInfo: { userAgent: 'okhttp/4.12.0' } }),
      headers: { origin: 'https://shop.example', 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
    const resolved = await t.app.request('http://acme.localhost:8080/api/links/resolve/promo?subdomain=acme', { headers: { origin: 'https://shop.example' } });
    expect(resolved.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('the management API sends no CORS headers', async () => {
    const res = await t.app.request('http://localhost:8080/api/links', {
      headers: { origin: 'https://evil.example', authorization: `Bearer ${acme.secretKey}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/api/links')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
