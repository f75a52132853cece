// End to end through GET /:slug with the real prober: fallback URLs that point inside the
// network are never requested; a local server proves that no request arrived.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUrlProber } from '../../src/platform/probe-url';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

describe('fallback chain SSRF protection', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  const prober = createUrlProber();
  const t = testApp(undefined, { firstLiveUrl: (urls) => prober.firstLive(urls) });

  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits += 1;
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  it.each([
    ['loopback', () => `https://127.0.0.1:${port}/`],
    ['private', () => 'https://10.0.0.1/'],
    ['metadata', () => 'https://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `https://[::1]:${port}/`],
    ['IPv4-mapped loopback', () => `https://[::ffff:127.0.0.1]:${port}/`],
    ['a name resolving to loopback', () => `https://localhost:${port}/`],
  ])('when the fallback is %s, then it is never requested and the desktop deepview is served', async (name, url) => {
    const p = await appProject(t, `ssrf-${name.replace(/\W+/g, '-').toLowerCase()}`);
    await p.link({ slug: 'x', fallbackChain: [url()] });
    const started = Date.now();
    const res = await p.visit('/x', UA.desktopChrome);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<svg');
    expect(hits).toBe(0);
    // Well under the probe's 1.5 s timeout: nothing was even attempted (a blocked private address
    // would otherwise hang until the timeout).
    expect(Date.now() - started).toBeLessThan(1450);
  });
});
