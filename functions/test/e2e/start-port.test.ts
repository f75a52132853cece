// `PORT=<n> npm start` as a newcomer runs it: the built server prints the URLs it puts into
// short links, all on port n, and a short link made with the printed key answers at the
// printed host. Contradictory settings stop it with one line naming the variables.

import { execFile, spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../support/free-port';
import { buildCli, functionsDir, tempDir } from './built-cli';

const SERVER = join(functionsDir, 'lib', 'server.js');

beforeAll(buildCli, 120_000);

/** A request to 127.0.0.1 that names `host` (fetch would not let the Host header through). */
function call(port: number, host: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { host, ...init.headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body, ...(res.headers.location ? { location: res.headers.location } : {}) }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

it('when only PORT is set, then the printed console, demo host and short links are on that port, and the link answers there', async () => {
  const port = await freePort();
  const env = { PATH: process.env.PATH, PORT: String(port), INTERNAL_PORT: '0', DATA_DIR: tempDir(), LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, [SERVER], { cwd: functionsDir, env });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const printed = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/publishable key:.*\n/.test(out)) resolve(out);
      });
      child.once('exit', () => reject(new Error(`the server exited:\n${out}`)));
    });
    expect(printed).toContain(`Short links: http://<subdomain>.localhost:${port}/<slug> (SHORT_DOMAIN localhost:${port}, PUBLIC_SCHEME http)`);
    expect(printed).toContain(`Console: http://localhost:${port}/console/`);
    expect(printed).toContain(`host:            http://demo.localhost:${port}`);
    expect(printed).not.toContain('8080');
    const key = /secret key:\s+(sk_live_\w+)/.exec(printed)![1]!;
    const created = await call(port, `localhost:${port}`, '/api/links', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'First', slug: 'first', deepLink: 'demo://first', desktopUrl: 'https://example.com/first' }),
    });
    const shortUrl = new URL(JSON.parse(created.body).link.shortUrl as string);
    expect(shortUrl.href).toBe(`http://demo.localhost:${port}/first`);
    // The printed host, on the printed port: the link redirects instead of a 404.
    expect(await call(Number(shortUrl.port), shortUrl.host, shortUrl.pathname)).toMatchObject({ status: 302, location: 'https://example.com/first' });
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}, 60_000);

it('when SHORT_DOMAIN names another local port than PORT, then the start stops with one line naming both, exit code 1', async () => {
  const env = { PATH: process.env.PATH, PORT: '41999', SHORT_DOMAIN: 'localhost:8080', DATA_DIR: tempDir() };
  const result = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
    execFile(process.execPath, [SERVER], { env }, (error, _out, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr })),
  );
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(
    /^SHORT_DOMAIN localhost:8080 sends short links to port 8080, but Ferry listens on PORT 41999 with no proxy in front \(TRUST_PROXY is off\)/,
  );
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
});

it('when one variable is invalid, then the start stops with one line naming it, no stack trace', async () => {
  const env = { PATH: process.env.PATH, SHORT_DOMAIN: 'https://links.example.com', DATA_DIR: tempDir() };
  const result = await new Promise<{ code: number | null; stderr: string }>((resolve) =>
    execFile(process.execPath, [SERVER], { env }, (error, _out, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr })),
  );
  expect(result).toEqual({
    code: 1,
    stderr:
      'Invalid environment variable SHORT_DOMAIN: SHORT_DOMAIN is a host name (links.example.com), not a URL: leave out the scheme, PUBLIC_SCHEME sets it\n',
  });
});
