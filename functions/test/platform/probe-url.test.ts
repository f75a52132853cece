import * as http from 'node:http';
import * as net from 'node:net';
import { createUrlProber, type ResolvedAddress } from '../../src/platform/probe-url';

// A local server that counts what reaches it. It listens dual-stack on '::' when the host has
// IPv6, so the [::1] and [::ffff:127.0.0.1] cases would really be reachable if the guard failed.
let server: http.Server;
let port: number;
let seen: Array<{ method?: string; url?: string; host?: string }>;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, host: req.headers.host });
    if (req.url === '/hang') return; // never answers
    if (req.url === '/redirect') res.writeHead(302, { location: `http://127.0.0.1:${port}/ok` }).end();
    else res.writeHead(req.url?.startsWith('/ok') ? 200 : 404).end();
  });
  const listen = (host: string) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, () => resolve());
    });
  await listen('::').catch(() => listen('127.0.0.1'));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let connectSpy: jest.SpyInstance;
beforeEach(() => {
  seen = [];
  connectSpy = jest.spyOn(net.Socket.prototype, 'connect');
});
afterEach(() => connectSpy.mockRestore());

const toLoopback = jest.fn(async (_hostname: string): Promise<ResolvedAddress[]> => [{ address: '127.0.0.1', family: 4 }]);
const permissive = () => createUrlProber({ resolve: toLoopback, isAllowedAddress: () => true });

describe('SSRF guard with the default address policy', () => {
  const cases: Array<[string, () => string]> = [
    ['loopback IPv4 literal', () => `http://127.0.0.1:${port}/ok`],
    ['private IPv4', () => 'http://10.0.0.1/ok'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['loopback IPv6 literal', () => `http://[::1]:${port}/ok`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/ok`],
    ['NAT64 of loopback', () => `http://[64:ff9b::7f00:1]:${port}/ok`],
    ['decimal integer host', () => `http://2130706433:${port}/ok`],
    ['octal / hex host', () => `http://0177.0.0.1:${port}/ok`],
    ['name resolving to loopback via system DNS', () => `http://localhost:${port}/ok`],
  ];

  it.each(cases)('%s: null, no request, no socket', async (_name, url) => {
    const started = Date.now();
    await expect(createUrlProber().firstLive([url()])).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1400); // refused up front, not timed out (1.5 s)
    expect(connectSpy).not.toHaveBeenCalled();
    expect(seen).toHaveLength(0);
  });

  it('WHATWG URL normalises integer / octal / hex hosts to dotted IPv4 before the check', () => {
    for (const host of ['2130706433', '0177.0.0.1', '0x7f.1']) expect(new URL(`http://${host}/`).hostname).toBe('127.0.0.1');
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });

  it('an injected resolver answering loopback is still blocked by the default policy', async () => {
    const prober = createUrlProber({ resolve: toLoopback });
    await expect(prober.firstLive([`http://evil.example:${port}/ok`])).resolves.toBeNull();
    expect(toLoopback).toHaveBeenCalledWith('evil.example');
    expect(connectSpy).not.toHaveBeenCalled();
    expect(seen).toHaveLength(0);
  });

  it('one internal address among public ones blocks the whole name', async () => {
    const mixed = async (): Promise<ResolvedAddress[]> => [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await expect(createUrlProber({ resolve: mixed }).isLive(`http://mixed.example:${port}/ok`)).resolves.toBe(false);
    expect(connectSpy).not.toHaveBeenCalled();
  });
});

describe('probing (resolver -> 127.0.0.1, permissive policy)', () => {
  const url = (path: string, name = 'public.example') => `http://${name}:${port}${path}`;

  it('the first 200 wins, with HEAD, on the pinned address and the original Host', async () => {
    const prober = permissive();
    await expect(prober.firstLive([url('/ok'), url('/ok2')])).resolves.toBe(url('/ok'));
    // 'public.example' does not resolve in real DNS: reaching the server proves the socket
    // used the address that was checked, not a second lookup (the DNS-rebinding window).
    expect(seen).toEqual([{ method: 'HEAD', url: '/ok', host: `public.example:${port}` }]);
    expect(connectSpy).toHaveBeenCalledTimes(1);
  });

  it('a 404 then a 200 gives the second', async () => {
    await expect(permissive().firstLive([url('/missing'), url('/ok')])).resolves.toBe(url('/ok'));
    expect(seen.map((s) => s.url)).toEqual(['/missing', '/ok']);
  });

  it('a 302 is not live and is not followed', async () => {
    await expect(permissive().firstLive([url('/redirect')])).resolves.toBeNull();
    expect(seen.map((s) => s.url)).toEqual(['/redirect']);
  });

  it('a server that never answers is dead after the 1.5 s timeout', async () => {
    const started = Date.now();
    await expect(permissive().firstLive([url('/hang')])).resolves.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(seen).toHaveLength(1);
  });

  it('caches per URL within the TTL, and shares one in-flight probe', async () => {
    const prober = permissive();
    const [a, b] = await Promise.all([prober.isLive(url('/ok')), prober.isLive(url('/ok'))]);
    expect([a, b]).toEqual([true, true]);
    await expect(prober.firstLive([url('/ok')])).resolves.toBe(url('/ok'));
    expect(seen).toHaveLength(1);
  });

  it('re-probes once the TTL is over, not a millisecond before', async () => {
    let clock = 1_000;
    const prober = createUrlProber({ resolve: toLoopback, isAllowedAddress: () => true, cacheTtlMs: 20, now: () => clock });
    await prober.isLive(url('/ok'));
    clock += 19;
    await expect(prober.isLive(url('/ok'))).resolves.toBe(true);
    expect(seen).toHaveLength(1);
    clock += 1;
    await expect(prober.isLive(url('/ok'))).resolves.toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('keeps a network error for the shorter error TTL only', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const refused = `http://public.example:${(closed.address() as net.AddressInfo).port}/`;
    await new Promise((r) => closed.close(r));
    let clock = 1_000;
    const prober = createUrlProber({ resolve: toLoopback, isAllowedAddress: () => true, errorCacheTtlMs: 50, cacheTtlMs: 1_000, now: () => clock });
    await expect(prober.isLive(refused)).resolves.toBe(false);
    clock += 49;
    await expect(prober.isLive(refused)).resolves.toBe(false);
    expect(connectSpy).toHaveBeenCalledTimes(1);
    clock += 1;
    await expect(prober.isLive(refused)).resolves.toBe(false);
    expect(connectSpy).toHaveBeenCalledTimes(2);
  });

  it('caches network errors as dead too', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const prober = permissive();
    const refused = `http://public.example:${closedPort}/`;
    await expect(prober.isLive(refused)).resolves.toBe(false);
    await expect(prober.isLive(refused)).resolves.toBe(false);
    expect(connectSpy).toHaveBeenCalledTimes(1);
  });

  it('never throws: bad URLs, other schemes and failing resolvers are dead', async () => {
    const failing = createUrlProber({ resolve: () => Promise.reject(new Error('ENOTFOUND')) });
    await expect(failing.firstLive([url('/ok')])).resolves.toBeNull();
    const prober = permissive();
    await expect(prober.firstLive(['not a url', `ftp://public.example:${port}/`, ''])).resolves.toBeNull();
    await expect(prober.firstLive([])).resolves.toBeNull();
    expect(seen).toHaveLength(0);
  });
});

describe('check: one uncached probe that says why it failed (link health)', () => {
  const url = (path: string) => `http://public.example:${port}${path}`;
  it('answers live, or dead with the status, the timeout, the refused address or the DNS error', async () => {
    const prober = createUrlProber({ resolve: toLoopback, isAllowedAddress: () => true, timeoutMs: 200 });
    await expect(prober.check(url('/ok'))).resolves.toEqual({ live: true, error: null });
    await expect(prober.check(url('/missing'))).resolves.toEqual({ live: false, error: 'HTTP 404' });
    await expect(prober.check(url('/redirect'))).resolves.toEqual({ live: false, error: 'HTTP 302' });
    await expect(prober.check(url('/hang'))).resolves.toEqual({ live: false, error: 'no answer within 200 ms' });
    await expect(createUrlProber().check('http://10.0.0.1/ok')).resolves.toEqual({ live: false, error: 'not a public http(s) address' });
    const failing = createUrlProber({ resolve: () => Promise.reject(Object.assign(new Error('no such host'), { code: 'ENOTFOUND' })) });
    await expect(failing.check(url('/ok'))).resolves.toEqual({ live: false, error: 'ENOTFOUND' });
    // Uncached: the second check of a URL probes again.
    const before = seen.length;
    await prober.check(url('/ok'));
    await prober.check(url('/ok'));
    expect(seen.length - before).toBe(2);
  });
});
