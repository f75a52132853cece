// How long the self-hosted server keeps an idle keep-alive connection (KEEP_ALIVE_TIMEOUT_S):
// behind a proxy that reuses idle upstream connections longer than Node's 5 s, the server must
// outlast it, or the proxy sends on a closing connection and answers 502.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, MAX_KEEP_ALIVE_S } from '../../src/config';
import { keepConnectionsFor, startServer } from '../../src/server';

const selfHosted = (env: Record<string, string>) => loadConfig({ PORT: '0', LOG_LEVEL: 'warn', ...env }, 'self-hosted');

describe('KEEP_ALIVE_TIMEOUT_S', () => {
  it("when unset, then 5 s (Node's own); a whole number of seconds up to the maximum is taken; anything else is refused by name", () => {
    expect(selfHosted({}).keepAliveTimeoutMs).toBe(5_000);
    expect(selfHosted({ KEEP_ALIVE_TIMEOUT_S: '1' }).keepAliveTimeoutMs).toBe(1_000);
    expect(selfHosted({ KEEP_ALIVE_TIMEOUT_S: String(MAX_KEEP_ALIVE_S) }).keepAliveTimeoutMs).toBe(240_000);
    for (const bad of ['0', String(MAX_KEEP_ALIVE_S + 1), '1.5', 'long']) {
      expect(() => selfHosted({ KEEP_ALIVE_TIMEOUT_S: bad })).toThrow(/^Invalid environment variable KEEP_ALIVE_TIMEOUT_S/);
    }
  });

  it('when the keep-alive is longer than the headers timeout, then the headers timeout is raised above it, never lowered', () => {
    const server = createServer();
    keepConnectionsFor(server, 120_000);
    expect([server.keepAliveTimeout, server.headersTimeout]).toEqual([120_000, 121_000]);
    const short = createServer();
    const headers = short.headersTimeout;
    keepConnectionsFor(short, 2_000);
    expect([short.keepAliveTimeout, short.headersTimeout]).toEqual([2_000, headers]);
  });

  it('when a keep-alive connection idles past the setting, then the server closes it (1 s here, Node would wait 5 s)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ferry-keepalive-'));
    const server = await startServer(selfHosted({ DATA_DIR: dataDir, KEEP_ALIVE_TIMEOUT_S: '1' }), () => undefined);
    try {
      const socket = connect(server.port, '127.0.0.1');
      const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
      const answered = new Promise<number>((resolve) => socket.once('data', () => resolve(performance.now())));
      socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      const answeredAt = await answered;
      const closedAt = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 10_000))]);
      socket.destroy();
      expect(closedAt - answeredAt).toBeGreaterThanOrEqual(900);
      expect(closedAt - answeredAt).toBeLessThan(4_500);
    } finally {
      await server.close();
    }
  });
});
