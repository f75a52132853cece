// Which address the per-IP limits and the match fingerprint see behind proxies: the entry
// the trusted proxies appended to X-Forwarded-For (read from the right), or a header the
// platform sets; never an entry the client wrote itself.
import { loadConfig } from '../../src/config';
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { forwardedClient } from '../../src/http/client';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

describe('client IP behind proxies', () => {
  it('when X-Forwarded-For has entries the client sent, then the one the proxies appended is taken', () => {
    expect(forwardedClient('203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedClient('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    // Google's front end appends "<client>, <its own address>".
    expect(forwardedClient('6.6.6.6,203.0.113.9, 66.102.8.142', 2)).toBe('203.0.113.9');
    expect(forwardedClient('203.0.113.9', 2)).toBe('203.0.113.9');
    expect(forwardedClient(' , ', 1)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
  });

  it('when PROXY_HOPS and CLIENT_IP_HEADER are not set, then one hop self-hosted and two on Cloud Functions', () => {
    expect(loadConfig({}, 'self-hosted')).toMatchObject({ proxyHops: 1, clientIpHeader: undefined });
    expect(loadConfig({}, 'functions')).toMatchObject({ proxyHops: 2 });
    expect(loadConfig({ PROXY_HOPS: '3', CLIENT_IP_HEADER: 'X-Fah-Client-Ip' }, 'functions')).toMatchObject({
      proxyHops: 3,
      clientIpHeader: 'x-fah-client-ip',
    });
    expect(() => loadConfig({ PROXY_HOPS: '0' }, 'self-hosted')).toThrow('PROXY_HOPS');
  });

  const spec = { ...DEFAULT_RATE_LIMITS };
  const visit = (t: ReturnType<typeof testApp>, headers: Record<string, string>) =>
    t.app.request('http://acme.localhost:8080/web', { headers: { 'user-agent': UA.desktopChrome, ...headers }, redirect: 'manual' });

  it('when a client writes a new X-Forwarded-For entry on every visit, then it still meets the per-IP redirect limit', async () => {
    const t = testApp(undefined, { limits: spec, proxyHops: 1 });
    const acme = await appProject(t, 'acme');
    await acme.link({ slug: 'web', desktopUrl: 'https://acme.example/sale' });
    for (let i = 0; i < spec.redirectsPerMinute; i++) {
      expect((await visit(t, { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.9` })).status).toBe(302);
    }
    expect((await visit(t, { 'x-forwarded-for': '10.9.250.1, 203.0.113.9' })).status).toBe(429);
    expect((await visit(t, { 'x-forwarded-for': '203.0.113.10' })).status).toBe(302);
    t.close();
  });

  it('when the platform sets a client IP header, then that address is the one limited', async () => {
    const t = testApp(undefined, { limits: spec, proxyHops: 1, clientIpHeader: 'x-fah-client-ip' });
    const acme = await appProject(t, 'acme');
    await acme.link({ slug: 'web', desktopUrl: 'https://acme.example/sale' });
    for (let i = 0; i < spec.redirectsPerMinute; i++) {
      expect((await visit(t, { 'x-fah-client-ip': '203.0.113.20', 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(302);
    }
    expect((await visit(t, { 'x-fah-client-ip': '203.0.113.20', 'x-forwarded-for': '198.51.100.251' })).status).toBe(429);
    t.close();
  });
});
