// A client that stops sending part-way through its body (the connection closed after 4 of the
// 100 bytes its Content-Length promised) is not a server fault: no error line in the log and no
// 5xx in the metrics (the abort is counted apart), on the self-hosted server and on a Cloud
// Function's listener alike.

import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { groupListener } from '../../src/entry/group-listener';
import { mountMatch } from '../../src/http/groups/match';
import { startServer } from '../../src/server';

const TOKEN = 'metrics-token-0123456789';

/** Sends the head and 4 bytes of a 100-byte body, then closes the connection; resolves when it is gone. */
function abortMidBody(port: number, path: string, contentType = 'application/json', key?: string) {
  const auth = key ? `Authorization: Bearer ${key}\r\n` : '';
  return new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n${auth}Content-Length: 100\r\n\r\n{"de`);
      setTimeout(() => socket.destroy(), 50);
    });
    socket.on('close', () => setTimeout(resolve, 150));
    socket.on('error', () => undefined);
  });
}

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const method of ['error', 'warn', 'log', 'info'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  }
});
afterEach(() => jest.restoreAllMocks());

describe('a client that aborts its request body', () => {
  it.each([
    ['POST /api/match (no credential)', '/api/match', 'application/json', false],
    ['POST /api/links (with the secret key)', '/api/links', 'application/json', true],
    ['POST /api/links/bulk-csv (multipart, with the secret key)', '/api/links/bulk-csv', 'multipart/form-data; boundary=x', true],
  ])('when it is %s on the self-hosted server, then no error is logged and no 5xx counted', async (_name, path, type, withKey) => {
    const config = loadConfig({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-abort-')), LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN }, 'self-hosted');
    const server = await startServer(config, () => undefined);
    try {
      await abortMidBody(server.port, path, type, withKey ? server.demo!.secretKey : undefined);
      const metrics = await (await fetch(`http://127.0.0.1:${server.port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      expect(lines.filter((line) => /"severity":"(ERROR|WARNING)"|Unhandled/.test(line))).toEqual([]);
      expect(metrics).not.toMatch(/^ferry_http_requests_total\{[^}]*status="5xx"[^}]*\}/m);
      expect(metrics).toMatch(/^ferry_http_client_aborts_total 1$/m);
    } finally {
      await server.close();
    }
  });

  it('when it aborts on a Cloud Function listener (match), then no error is logged', async () => {
    process.env.STORE = 'sqlite';
    process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'ferry-abort-fn-'));
    const listener = groupListener(mountMatch);
    const server: Server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await abortMidBody((server.address() as AddressInfo).port, '/api/match');
      expect(lines.filter((line) => /"severity":"(ERROR|WARNING)"|Unhandled/.test(line))).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
