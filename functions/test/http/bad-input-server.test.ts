// Bad-input sweep, raw HTTP the app never sees (harness and route table: test/support/bad-input): every route answers
// malformed requests with a 4xx JSON {error, code} (an HTML page on the link host), never a 500
// or a stack trace, and a refused request writes nothing. Each test lists every broken pair.

import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';
// The harness records console output in `logged` (and sets up the app the other sweeps use).
import { logged } from '../support/bad-input/harness';

describe('bad input sweep: the self-hosted server answers requests the app never sees with JSON', () => {
  /** Sends raw bytes (fetch would refuse to send most of these) and reads the whole answer. */
  const raw = (port: number, text: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
    });
  const request = (head: string, extra = '') => `${head}\r\nConnection: close\r\n${extra}\r\n`;

  it.each([
    ['a Host that is no host', request('GET /hello HTTP/1.1\r\nHost: [zz'), 400],
    ['a Host with a space', request('GET /hello HTTP/1.1\r\nHost: a b'), 400],
    ['an absolute URL with a broken host', request('GET http://[zz/api/projects HTTP/1.1\r\nHost: localhost'), 400],
    ['broken chunked encoding', `${request('POST /api/match HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked')}zz\r\n`, 400],
    ['headers over the limit', request('GET /health HTTP/1.1\r\nHost: localhost', `X-Big: ${'x'.repeat(20_000)}\r\n`), 431],
    ['a path with a bad %-escape', request('GET /api/links/%ZZ HTTP/1.1\r\nHost: localhost'), 401],
  ])('%s: a JSON {error, code} with the status, no warning or error logged', async (_name, text, status) => {
    const server = await startServer(
      loadConfig({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-sweep-')), LOG_LEVEL: 'warn' }, 'self-hosted'),
      () => {},
    );
    try {
      logged.length = 0;
      const answer = await raw(server.port, text);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body)).toEqual({ error: expect.any(String), code: expect.any(String) });
      expect(logged).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
