// Self-hosted Ferry behind Debian's Caddy with the repository's site configuration: every
// project host and verified custom domain gets a certificate on its first handshake, nothing
// else does; the well-known files and short links pass unchanged; the client's address reaches
// Ferry; an idle upstream connection never turns into a 502.

import { mkdtempSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { startServer } from '../../src/server';
import { freePort } from '../support/free-port';
import { APP_SETTINGS } from '../support/link-host';
import { UA } from '../support/user-agents';
import { type CaddyFront, startCaddy } from './caddy-front';

const IOS_APP = 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0';

describe('Ferry behind Caddy (on-demand TLS, internal CA, offline)', () => {
  let caddy: CaddyFront;
  let ferry: Awaited<ReturnType<typeof startServer>>;
  let secretKey: string;
  const api = (path: string, method = 'GET', body?: unknown, from?: string) =>
    caddy.https(`api.links.test`, path, {
      method,
      headers: { authorization: `Bearer ${secretKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(from ? { from } : {}),
    });
  const ask = async (name: string) => (await fetch(`http://127.0.0.1:${ferry.internalPort}/tls/allowed?domain=${encodeURIComponent(name)}`)).status;

  beforeAll(async () => {
    const ports = { http: await freePort(), https: await freePort() };
    ferry = await startServer(
      loadConfig(
        {
          PORT: '0',
          INTERNAL_PORT: '0',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'ferry-caddy-data-')),
          SHORT_DOMAIN: `links.test:${ports.https}`,
          BASE_URL: `https://api.links.test:${ports.https}`,
          PUBLIC_SCHEME: 'https',
          TRUST_PROXY: '1',
          PROXY_HOPS: '1',
          LOG_LEVEL: 'warn',
        },
        'self-hosted',
      ),
      () => undefined,
    );
    secretKey = ferry.demo!.secretKey;
    caddy = await startCaddy(`127.0.0.1:${ferry.port}`, ferry.internalPort!, ports);
  }, 30_000);
  afterAll(async () => {
    await caddy?.stop();
    await ferry?.close();
  });

  it('when a project host is first asked for, then it gets a certificate; its well-known files are JSON with no redirect, and a short link answers its 302', async () => {
    expect((await api('/api/projects/demo', 'PATCH', APP_SETTINGS)).status).toBe(200);
    const created = await api('/api/links', 'POST', { title: 'Sale', slug: 'sale', deepLink: 'acme://sale', desktopUrl: 'https://acme.example/sale' });
    expect(JSON.parse(created.body).link.shortUrl).toBe(`https://demo.links.test:${caddy.httpsPort}/sale`);
    for (const path of ['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json']) {
      const answer = await caddy.https('demo.links.test', path);
      expect([answer.status, answer.headers['content-type'], answer.headers.location]).toEqual([200, expect.stringMatching(/^application\/json/), undefined]);
    }
    expect(JSON.parse((await caddy.https('demo.links.test', '/.well-known/apple-app-site-association')).body)).toMatchObject({ applinks: expect.any(Object) });
    const visit = await caddy.https('demo.links.test', '/sale', { headers: { 'user-agent': UA.desktopChrome } });
    expect([visit.status, visit.headers.location]).toEqual([302, 'https://acme.example/sale']);
  });

  it('when plain HTTP is asked, then it is moved to HTTPS on the same host', async () => {
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet({ host: '127.0.0.1', port: caddy.httpPort, path: '/sale?x=1', headers: { host: 'demo.links.test' } }, resolve).on('error', reject),
    );
    res.resume();
    expect([res.statusCode, res.headers.location]).toEqual([308, 'https://demo.links.test/sale?x=1']);
  });

  it('when a name is unknown, a custom domain is unverified, or nobody holds the subdomain, then the handshake fails and the endpoint said 404', async () => {
    expect((await api('/api/projects/demo/domain', 'PUT', { hostname: 'go.pending.test' })).status).toBe(200);
    for (const name of ['unknown.example', 'go.pending.test', 'nobody.links.test', 'a.demo.links.test']) {
      await expect(caddy.https(name, '/')).rejects.toThrow(/alert|socket hang up|ECONNRESET/);
      expect(await ask(name)).toBe(404);
    }
  });

  it('when a custom domain is verified, then it gets a certificate and serves the project', async () => {
    ferry.deps.resolveCname = async () => ['demo.links.test'];
    expect((await api('/api/projects/demo/domain', 'PUT', { hostname: 'go.acme.test' })).status).toBe(200);
    await expect(caddy.https('go.acme.test', '/.well-known/assetlinks.json')).rejects.toThrow();
    expect(JSON.parse((await api('/api/projects/demo/domain/verify', 'POST')).body)).toMatchObject({ verified: true });
    const answer = await caddy.https('go.acme.test', '/.well-known/assetlinks.json');
    expect([answer.status, answer.headers['content-type']]).toEqual([200, expect.stringMatching(/^application\/json/)]);
    expect((await caddy.https('go.acme.test', '/sale', { headers: { 'user-agent': UA.desktopChrome } })).status).toBe(302);
  });

  it("when a phone clicks and its app opens through Caddy, then they match by fingerprint on the client address, not Caddy's", async () => {
    await api('/api/links', 'POST', { title: 'Invite', slug: 'invite', deepLink: 'acme://invite' });
    // The click from 127.0.0.2; Caddy itself talks to Ferry from 127.0.0.1.
    const click = await caddy.https('demo.links.test', '/invite', { headers: { 'user-agent': UA.iphoneSafari }, from: '127.0.0.2' });
    expect(click.status).toBe(200);
    const open = async (from: string) => {
      const body = JSON.stringify({ deviceInfo: { userAgent: IOS_APP, timestamp: Date.now() } });
      const res = await caddy.https('demo.links.test', '/api/match', { method: 'POST', body, headers: { 'content-type': 'application/json' }, from });
      return JSON.parse(res.body) as { matched: boolean; slug?: string; matchType?: string };
    };
    // Another client of the same proxy is another visitor.
    expect(await open('127.0.0.3')).toEqual({ matched: false });
    expect(await open('127.0.0.2')).toMatchObject({ matched: true, slug: 'invite', matchType: 'fingerprint' });
  });

  it("when the upstream connection sat idle past Ferry's keep-alive (5 s), then POST /api/match still answers, never 502", async () => {
    const match = () =>
      caddy.https('demo.links.test', '/api/match', {
        method: 'POST',
        body: JSON.stringify({ deviceInfo: { userAgent: IOS_APP, timestamp: Date.now() } }),
        headers: { 'content-type': 'application/json' },
        from: '127.0.0.9',
      });
    // Around Ferry's 5 s idle close, where a proxy that keeps the connection longer races it.
    const statuses = [(await match()).status];
    for (const idleMs of [5_000, 5_600]) {
      await new Promise((resolve) => setTimeout(resolve, idleMs));
      statuses.push((await match()).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
  }, 30_000);
});
