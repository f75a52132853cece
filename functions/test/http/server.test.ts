// The self-hosted server on a real port: first start seeds and prints the demo project,
// a restart does not, and the printed secret key drives the links API end to end.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';

describe('self-hosted server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-server-'));
  const config = () => loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 'self-hosted');

  it('when started on an empty store, then it prints the demo host and both keys once, and they work', async () => {
    const lines: string[] = [];
    const server = await startServer(config(), (line) => lines.push(line));
    try {
      const output = lines.join('\n');
      expect(output).toContain('host:            http://demo.localhost:8080');
      const secret = /secret key:\s+(sk_live_\w+)/.exec(output)?.[1];
      expect(/publishable key:\s+(pk_live_\w+)/.exec(output)?.[1]).toBeDefined();
      expect(secret).toBeDefined();
      const base = `http://127.0.0.1:${server.port}`;
      const auth = { authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
      const created = await fetch(`${base}/api/links`, { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Hello', deepLink: 'demo://hello' }) });
      expect(created.status).toBe(200);
      expect(await created.json()).toMatchObject({ slug: 'hello', shortUrl: 'http://demo.localhost:8080/hello' });
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
