// Which layer answers odd requests on Firebase, pinned (docs/firebase.md, "Who answers what"):
// registered by firebase-emulators.e2e.ts inside its run, so the emulators start once.
// - A first path segment over 255 bytes: the Hosting emulator looks it up as a file in hosting/
//   first, the file system refuses the name, and it answers 500 itself. Ferry never sees it;
//   straight to the function (Hosting bypassed) the same request is Ferry's 404 page.
// - A path segment starting with a dot (`..%2F`, `.env`): firebase.json's rewrites are regexes,
//   so it reaches Ferry; the globs they replaced skipped it and Hosting answered HTML 404s.
// - A JSON body the runtime's parser refuses (a bare string, malformed JSON): the Functions
//   runtime parses application/json before any function code runs and answers its own HTML 400.
import { request } from 'node:http';

export interface Answer {
  status: number;
  type: string | undefined;
  body: string;
}

export interface Reach {
  hostingPort: () => number;
  functionsPort: () => number;
  secretKey: () => string;
  /** The emulators' log, for failure messages. */
  log: () => string;
}

const LONG = 'a'.repeat(1000);

export function platformAnswers(reach: Reach) {
  /** Through Hosting, or with `fn` straight to that function on the Functions emulator. */
  function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string; fn?: string } = {}): Promise<Answer> {
    const port = init.fn ? reach.functionsPort() : reach.hostingPort();
    const target = init.fn ? `/demo-ferry/us-central1/${init.fn}${path}` : path;
    // The project host the deployed short domain names, also when Hosting is bypassed.
    const headers = { host: `acme.localhost:${reach.hostingPort()}`, ...init.headers };
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: target, method: init.method ?? 'GET', headers, timeout: 15_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
      req.on('error', (error) => reject(new Error(`${path}: ${error.message}\n${reach.log()}`)));
      req.end(init.body);
    });
  }
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const methods = [{ method: 'GET' }, { method: 'HEAD' }, { method: 'POST', headers: form, body: 'password=x' }];

  describe('who answers odd requests on Firebase', () => {
    it("a 1,000-character slug: the Hosting emulator's own 500 (its file lookup), Ferry's 404 page from the function itself", async () => {
      for (const init of methods) {
        const hosting = await send(`/${LONG}`, init);
        expect([init.method, hosting.status, hosting.body]).toEqual([init.method, 500, init.method === 'HEAD' ? '' : 'Unexpected error occurred.']);
        const direct = await send(`/${LONG}`, { ...init, fn: 'redirect' });
        expect([init.method, direct.status, direct.type]).toEqual([init.method, 404, 'text/html; charset=UTF-8']);
        if (init.method !== 'HEAD') expect(direct.body).toContain('Link not found');
      }
      // 255 bytes is still a name the file system takes: Hosting passes it on, Ferry answers.
      expect((await send(`/${'a'.repeat(255)}`)).status).toBe(404);
    });

    it('..%2F and other dot segments in a path reach Ferry: its JSON on /api, its 404 page on the link host', async () => {
      const auth = { authorization: `Bearer ${reach.secretKey()}` };
      for (const path of ['/api/links/..%2Fx', '/api/links/.hidden']) {
        const res = await send(path, { headers: auth });
        expect([path, res.status, JSON.parse(res.body)]).toEqual([path, 404, { error: 'Link not found', code: 'NOT_FOUND' }]);
      }
      const project = await send('/api/projects/..%2F/webhooks', { headers: auth });
      expect([project.status, JSON.parse(project.body).code]).toEqual([403, 'PERMISSION_DENIED']);
      for (const path of ['/..%2F', '/.env']) {
        const res = await send(path);
        expect([path, res.status, res.body]).toEqual([path, 404, expect.stringContaining('Link not found')]);
      }
    });

    it("a JSON body that is not an object or an array, or not JSON: the Functions runtime's HTML 400, before Ferry", async () => {
      const json = { 'content-type': 'application/json', authorization: `Bearer ${reach.secretKey()}` };
      for (const body of ['"hello"', '42', 'null', '{bad']) {
        for (const [path, fn] of [
          ['/api/links', undefined],
          ['/api/links', 'api'],
          ['/api/match', undefined],
        ] as const) {
          const res = await send(path, { method: 'POST', headers: json, body, fn });
          expect([body, path, fn, res.status, res.type]).toEqual([body, path, fn, 400, 'text/html; charset=utf-8']);
          expect(res.body).toContain('SyntaxError');
        }
      }
      // The beacon's text/plain is not the runtime's to parse: Ferry refuses a bare string itself.
      const beacon = await send('/api/match/signals', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '"hello"' });
      expect([beacon.status, JSON.parse(beacon.body)]).toEqual([400, { error: 'request body must be a JSON object', code: 'INVALID_ARGUMENT', field: 'body' }]);
    });
  });
}
