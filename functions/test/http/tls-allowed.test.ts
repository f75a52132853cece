// GET /tls/allowed on the internal listener: Caddy's on-demand TLS asks it before issuing a
// certificate. Yes for the API host, existing project hosts and verified custom domains; no for
// anything else; a malformed question is a 400, never a 5xx; no DNS lookup is ever made.

import { createInternalApp } from '../../src/http/internal/internal-app';
import { jsonLogger } from '../../src/platform/logger';
import { testApp } from '../support/test-app';

describe('GET /tls/allowed (internal listener)', () => {
  const cnames = new Map<string, string[]>();
  let lookups = 0;
  const t = testApp(undefined, {
    resolveCname: async (hostname) => {
      lookups += 1;
      return cnames.get(hostname) ?? [];
    },
  });
  const internal = createInternalApp(() => t.deps, { apiHost: 'api.localhost:8080' });
  afterAll(() => t.close());
  const ask = async (domain?: string) => {
    const query = domain === undefined ? '' : `?domain=${encodeURIComponent(domain)}`;
    const res = await internal.request(`http://127.0.0.1:8081/tls/allowed${query}`);
    return { status: res.status, json: await res.json() };
  };

  it('when the name is the API host or an existing project host, then 200, whatever the case or a trailing dot', async () => {
    const acme = await t.seedProject('acme');
    expect(await ask('api.localhost')).toEqual({ status: 200, json: { allowed: true, domain: 'api.localhost', kind: 'api' } });
    expect(await ask('acme.localhost')).toEqual({
      status: 200,
      json: { allowed: true, domain: 'acme.localhost', kind: 'project', subdomain: 'acme', projectId: acme.id },
    });
    expect((await ask('ACME.Localhost.')).status).toBe(200);
  });

  it('when no project has the name, or it is deeper under the short domain or the short domain itself, then 404', async () => {
    for (const name of ['nobody.localhost', 'a.acme.localhost', 'localhost', 'example.com']) {
      expect(await ask(name)).toEqual({ status: 404, json: { error: `${name} is not a host Ferry serves`, code: 'NOT_FOUND' } });
    }
  });

  it('when a custom domain is pending, then 404; once verified, 200; once removed, 404 again at once', async () => {
    const shop = await t.seedProject('shop', 'indie');
    const put = (hostname: string | null) => t.call('PUT', `/api/projects/${shop.id}/domain`, { token: shop.secretKey, body: { hostname } });
    expect((await put('go.shop.example')).status).toBe(200);
    expect((await ask('go.shop.example')).status).toBe(404);
    cnames.set('go.shop.example', ['shop.localhost']);
    const verified = await t.call('POST', `/api/projects/${shop.id}/domain/verify`, { token: shop.secretKey });
    expect(verified.json).toMatchObject({ verified: true });
    const before = lookups;
    expect(await ask('go.shop.example')).toEqual({ status: 200, json: { allowed: true, domain: 'go.shop.example', kind: 'custom', projectId: shop.id } });
    expect((await put(null)).status).toBe(200);
    expect((await ask('go.shop.example')).status).toBe(404);
    // The endpoint answered from the store and the cache: not one DNS lookup.
    expect(lookups).toBe(before);
  });

  it('when the domain is missing or not a host name, then 400 naming the field; never a 5xx', async () => {
    const required = { status: 400, json: { error: 'domain is required', code: 'INVALID_ARGUMENT', field: 'domain' } };
    expect(await ask()).toEqual(required);
    expect(await ask('')).toEqual(required);
    const notAName = {
      status: 400,
      json: { error: 'domain must be a host name like go.example.com, without a scheme, port or path', code: 'INVALID_ARGUMENT', field: 'domain' },
    };
    for (const bad of [
      'https://acme.localhost/',
      'acme.localhost:443',
      `${'a'.repeat(63)}.`.repeat(4) + 'com',
      '127.0.0.1',
      '[::1]',
      'acme..localhost',
      '-acme.localhost',
      'acme_1.localhost',
      'a b.example',
    ]) {
      expect(await ask(bad)).toEqual(notAName);
    }
    // 300 characters of a well-formed look are still longer than DNS allows.
    expect((await ask(`${'a'.repeat(60)}.`.repeat(5))).status).toBe(400);
  });

  it('when the store fails, then 503 with Retry-After (Caddy refuses the certificate, and asks again later)', async () => {
    const failing = testApp(undefined, { log: jsonLogger('silent') });
    const app = createInternalApp(() => failing.deps, { apiHost: 'api.localhost:8080' });
    await failing.close();
    const res = await app.request('http://127.0.0.1:8081/tls/allowed?domain=closed.localhost');
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '5']);
    expect(await res.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('when /health is asked on the internal listener, then it answers; other paths 404 as JSON', async () => {
    expect((await internal.request('http://127.0.0.1:8081/health')).status).toBe(200);
    const other = await internal.request('http://127.0.0.1:8081/api/links');
    expect(other.status).toBe(404);
  });

  it('when the public app is asked /tls/allowed, on the API host or a project host, then never 200', async () => {
    await t.seedProject('public');
    for (const host of ['localhost:8080', 'public.localhost:8080', 'api.localhost:8080']) {
      const res = await t.app.request(`http://${host}/tls/allowed?domain=public.localhost`);
      expect(res.status).toBe(404);
    }
  });
});
