import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAppStoreIconLookup } from '../../src/platform/app-store-icon';

describe('App Store icon lookup (against a local fake of the lookup API)', () => {
  let server: Server;
  let base: string;
  const requests: string[] = [];
  let mode: 'ok' | 'empty' | 'fail' | 'slow' = 'ok';

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (mode === 'slow') return; // never answers
      if (mode === 'fail') return void res.writeHead(500).end();
      const results = mode === 'ok' ? [{ artworkUrl512: 'https://is1.example/icon512.png' }] : [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ resultCount: results.length, results }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lookup`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('when the app exists, then its 512 px artwork, fetched once per bundle ID', async () => {
    mode = 'ok';
    const lookup = createAppStoreIconLookup(base);
    const [a, b] = await Promise.all([lookup('com.acme.app'), lookup('com.acme.app')]);
    expect(a).toBe('https://is1.example/icon512.png');
    expect(b).toBe(a);
    expect(await lookup('com.acme.app')).toBe(a);
    expect(requests.filter((r) => r === '/lookup?bundleId=com.acme.app')).toHaveLength(1);
  });

  it.each([['empty'], ['fail'], ['slow']] as const)('when the lookup is %s, then null and the page still renders', async (m) => {
    mode = m;
    const started = Date.now();
    expect(await createAppStoreIconLookup(base)(`com.${m}.app`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
