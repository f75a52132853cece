// A method the document does not list on a path it does is 405 with `Allow` (HTTP's rule), on
// the whole app and on each Cloud Function's group; a path nothing serves stays 404.

import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { baseApp } from '../../src/http/base-app';
import { mountRedirect } from '../../src/http/groups/redirect';
import { startServer } from '../../src/server';
import { testApp } from '../support/test-app';

describe('a method a served path does not take', () => {
  const t = testApp();
  afterAll(() => t.close());

  it.each([
    ['PUT', '/health', 'GET, HEAD'],
    ['DELETE', '/health', 'GET, HEAD'],
    ['DELETE', '/api/links', 'GET, HEAD, POST'],
    ['PATCH', '/api/projects', 'GET, HEAD, POST'],
    ['POST', '/api/projects/prj_x', 'GET, HEAD, PATCH'],
    ['PUT', '/api/links/abc/clone', 'POST'],
    ['DELETE', '/api/match', 'POST'],
    ['POST', '/api/projects/prj_x/domain', 'GET, HEAD, PUT, DELETE'],
    ['PUT', '/summer', 'GET, HEAD, POST'],
    ['DELETE', '/.well-known/assetlinks.json', 'GET, HEAD'],
    // A file name before a templated route, as the document reads paths: no link's update. (A word
    // such as `resolve` still reaches a link made before it was reserved: reserved-slugs.test.ts.)
    ['PUT', '/api/links/export.csv', 'GET, HEAD'],
    ['DELETE', '/api/projects/prj_x/links/export.csv', 'GET, HEAD'],
  ])('when %s %s, then 405 with Allow: %s and a JSON error', async (method, path, allow) => {
    const res = await t.call(method, path);
    expect([res.status, res.headers.get('allow'), res.json]).toEqual([
      405,
      allow,
      { error: `Method ${method} is not allowed on this path; it takes ${allow}`, code: 'METHOD_NOT_ALLOWED' },
    ]);
  });

  it('when a path is served by no route, then it is still a 404', async () => {
    for (const [method, path] of [
      ['PUT', '/api/nothing-here'],
      ['GET', '/a/b/c'],
      ['DELETE', '/api/links/a/b/c'],
    ]) {
      const res = await t.call(method!, path!);
      expect([method, path, res.status, res.headers.get('allow'), res.json?.code]).toEqual([method, path, 404, null, 'NOT_FOUND']);
    }
  });

  it("when a Cloud Function serves one group, then Allow names that group's methods only", async () => {
    const app = baseApp(() => t.deps);
    mountRedirect(app);
    const res = await app.request('/summer', { method: 'DELETE' });
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
    expect((await app.request('/api/links', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('TRACE, which fetch cannot send, on the self-hosted server', () => {
  it('when TRACE /health, then 405 with Allow: GET, HEAD', async () => {
    const server = await startServer(
      loadConfig({ PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-405-')), LOG_LEVEL: 'warn' }, 'self-hosted'),
      () => undefined,
    );
    try {
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        const socket = connect(server.port, '127.0.0.1', () => socket.end('TRACE /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
        socket.on('data', (chunk) => (text += chunk));
        socket.on('close', () => resolve(text));
      });
      expect(answer).toMatch(/^HTTP\/1.1 405 /);
      expect(answer.toLowerCase()).toContain('\r\nallow: get, head\r\n');
    } finally {
      await server.close();
    }
  });
});
