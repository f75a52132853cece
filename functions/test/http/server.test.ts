// The self-hosted server on a real port: first start seeds and prints the demo project,
// a restart does not, and the printed secret key drives the links API end to end.
import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';
import { freePort } from '../support/free-port';

describe('self-hosted server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-server-'));
  const config = () => loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 'self-hosted');

  it('when started on an empty store, then it prints the demo host and both keys once, and they work', async () => {
    const lines: string[] = [];
    const server = await startServer(config(), (line) => lines.push(line));
    try {
      const output = lines.join('\n');
      // PORT=0 picks a port; unset SHORT_DOMAIN and BASE_URL follow the one it picked.
      const origin = `http://demo.localhost:${server.port}`;
      expect(output).toContain(`host:            ${origin}`);
      expect(output).toContain(`Short links: http://<subdomain>.localhost:${server.port}/<slug> (SHORT_DOMAIN localhost:${server.port}, PUBLIC_SCHEME http)`);
      expect(output).toContain(`Console: http://localhost:${server.port}/console/`);
      const secret = /secret key:\s+(sk_live_\w+)/.exec(output)?.[1];
      expect(/publishable key:\s+(pk_live_\w+)/.exec(output)?.[1]).toBeDefined();
      expect(secret).toBeDefined();
      const base = `http://127.0.0.1:${server.port}`;
      const auth = { authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
      const created = await fetch(`${base}/api/links`, { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Hello', deepLink: 'demo://hello' }) });
      expect(created.status).toBe(200);
      expect(await created.json()).toMatchObject({ slug: 'hello', shortUrl: `${origin}/hello` });
      // /health answers on any host (fetch would not send a Host header anyway).
      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('when started again on the same data, then nothing is seeded or printed again and links persist', async () => {
    const lines: string[] = [];
    const server = await startServer(config(), (line) => lines.push(line));
    try {
      expect(lines.join('\n')).not.toContain('secret key');
      expect(server.demo).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe('self-hosted server: the internal listener and the start-up checks', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'ferry-server-'));

  it('when started, then the TLS permission endpoint answers on 127.0.0.1 only, and says where it is', async () => {
    const lines: string[] = [];
    const server = await startServer(loadConfig({ PORT: '0', DATA_DIR: dataDir(), LOG_LEVEL: 'warn' }, 'self-hosted'), (line) => lines.push(line));
    try {
      expect(server.internalPort).toEqual(expect.any(Number));
      expect(lines).toContain(`TLS permission endpoint (Caddy's on-demand ask): http://127.0.0.1:${server.internalPort}/tls/allowed?domain=<name>`);
      const allowed = await fetch(`http://127.0.0.1:${server.internalPort}/tls/allowed?domain=demo.localhost`);
      expect(allowed.status).toBe(200);
      // The public port never says yes to this path.
      expect((await fetch(`http://127.0.0.1:${server.port}/tls/allowed?domain=demo.localhost`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('when INTERNAL_PORT is taken, then the start fails naming INTERNAL_PORT and frees PORT', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    const port = await freePort();
    try {
      const start = startServer(
        loadConfig({ PORT: String(port), INTERNAL_PORT: String(taken), DATA_DIR: dataDir(), LOG_LEVEL: 'warn' }, 'self-hosted'),
        () => undefined,
      );
      await expect(start).rejects.toThrow(`Port ${taken} is in use: set INTERNAL_PORT or stop the other server`);
      const again = createServer().listen(port, '127.0.0.1');
      await new Promise((resolve, reject) => again.once('listening', resolve).once('error', reject));
      again.close();
    } finally {
      blocker.close();
    }
  });

  it('when settings contradict each other, then nothing starts and the error names the variables; a warning is printed and the start goes on', async () => {
    const contradictory = loadConfig({ PORT: '41999', SHORT_DOMAIN: 'localhost:8080', DATA_DIR: dataDir() }, 'self-hosted');
    await expect(startServer(contradictory, () => undefined)).rejects.toThrow(
      /^SHORT_DOMAIN localhost:8080 sends short links to port 8080, but Ferry listens on PORT 41999/,
    );
    const lines: string[] = [];
    const warned = await startServer(
      loadConfig({ PORT: '0', SHORT_DOMAIN: 'links.example.com', DATA_DIR: dataDir(), LOG_LEVEL: 'warn' }, 'self-hosted'),
      (line) => lines.push(line),
    );
    await warned.close();
    expect(lines).toContain('Short links: http://<subdomain>.links.example.com/<slug> (SHORT_DOMAIN links.example.com, PUBLIC_SCHEME http)');
    expect(lines.filter((line) => line.startsWith('Warning: PUBLIC_SCHEME is http while SHORT_DOMAIN links.example.com'))).toHaveLength(1);
  });
});

it('when close is called twice, then both calls end with the one stop', async () => {
  const server = await startServer(
    loadConfig({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-server-')), LOG_LEVEL: 'warn' }, 'self-hosted'),
    () => undefined,
  );
  const first = server.close();
  await expect(
    Promise.race([Promise.all([first, server.close()]), new Promise((_, reject) => setTimeout(() => reject(new Error('a second close hung')), 10_000))]),
  ).resolves.toBeDefined();
  expect(server.close()).toBe(first);
}, 15_000);
