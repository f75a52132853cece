// A 413 leaves the connection usable: the server reads and drops the rest of a body that is too
// large before answering, so a keep-alive client sends its next request on the same socket. It
// used to answer `Connection: keep-alive` at once and then cut the socket whenever the rest of
// the body took longer than half a second to arrive: the client's next request on it failed
// with "socket hang up". A body too large to be worth reading, or one of unknown length
// (chunked), is answered `Connection: close` instead.
import { mkdtempSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { DISCARD_LIMIT } from '../../src/http/middleware/body-limit';
import { startServer } from '../../src/server';

const MiB = 1024 * 1024;
type Answer = { status: number; headers: IncomingHttpHeaders; socket: Socket };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a 413 on a keep-alive connection', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let agent: Agent;
  beforeAll(async () => {
    server = await startServer(loadConfig({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-413-')), LOG_LEVEL: 'warn' }, 'self-hosted'), () => {});
  });
  afterAll(() => server.close());
  beforeEach(() => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterEach(() => agent.destroy());

  /** Sends `parts` of the body `gapMs` apart; chunked when no length is given. */
  function send(method: string, path: string, parts: Buffer[], options: { gapMs?: number; chunked?: boolean; host?: string; type?: string } = {}) {
    return new Promise<Answer>((resolve, reject) => {
      const length = parts.reduce((sum, part) => sum + part.length, 0);
      const headers: Record<string, string | number> = { 'content-type': options.type ?? 'application/json', host: options.host ?? `localhost:${server.port}` };
      if (!options.chunked && parts.length) headers['content-length'] = length;
      const req = request({ host: '127.0.0.1', port: server.port, method, path, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, socket: req.socket! }));
      });
      req.on('error', reject);
      void (async () => {
        for (const [i, part] of parts.entries()) {
          if (i > 0) await sleep(options.gapMs ?? 0);
          req.write(part);
        }
        req.end();
      })();
    });
  }
  const bodyOf = (bytes: number) => Buffer.alloc(bytes, 0x20);

  it.each([
    ['sent at once', { gapMs: 0 }],
    ['its second half 700 ms after the first (a slow link)', { gapMs: 700 }],
  ])('when a 1 MiB body arrives %s, then 413 keep-alive and the next request goes on the same socket', async (_label, options) => {
    const big = bodyOf(MiB + 1);
    const refused = await send('POST', '/api/links', [big.subarray(0, MiB / 2), big.subarray(MiB / 2)], options);
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('keep-alive');
    const next = await send('GET', '/health', []);
    expect(next.status).toBe(200);
    expect(next.socket).toBe(refused.socket);
  });

  it('when the password form on a link host is over 16 KB, then 413 and the connection carries on too', async () => {
    const form = Buffer.from(`password=${'x'.repeat(20_000)}`);
    const host = `demo.localhost:${server.port}`;
    const refused = await send('POST', '/some-link', [form.subarray(0, 100), form.subarray(100)], {
      gapMs: 700,
      host,
      type: 'application/x-www-form-urlencoded',
    });
    expect([refused.status, refused.headers.connection]).toEqual([413, 'keep-alive']);
    const next = await send('GET', '/health', [], { host });
    expect(next.socket).toBe(refused.socket);
  });

  it('when a chunked body passes 1 MiB, then the rest is not read: 413 says Connection: close, and the next request gets a new socket', async () => {
    const big = bodyOf(MiB + 1);
    const refused = await send('POST', '/api/links', [big], { chunked: true });
    expect([refused.status, refused.headers.connection]).toEqual([413, 'close']);
    const next = await send('GET', '/health', []);
    expect(next.status).toBe(200);
    expect(next.socket).not.toBe(refused.socket);
  });

  it('when the body is over the most the server reads to keep a connection, then 413 says Connection: close and the server closes it', async () => {
    const head = `POST /api/links HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${DISCARD_LIMIT + 1}\r\n\r\n`;
    const socket = connect(server.port, '127.0.0.1', () => socket.write(`${head}{"title":`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    await new Promise((resolve) => socket.on('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
