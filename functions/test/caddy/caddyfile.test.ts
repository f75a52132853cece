// The production Caddyfile as Caddy itself reads it (`caddy adapt`): it asks Ferry's internal
// listener at its default port, proxies to Ferry's default port, closes idle upstream
// connections before Ferry would, and sends plain HTTP to HTTPS.

import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_INTERNAL_PORT, loadConfig } from '../../src/config';
import { CADDY } from './caddy-front';

const CADDYFILE = join(__dirname, '..', '..', '..', 'deploy', 'caddy', 'Caddyfile');

function adapt(env: Record<string, string> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'ferry-caddy-adapt-'));
  const out = execFileSync(CADDY, ['adapt', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: home, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('deploy/caddy/Caddyfile', () => {
  const json = adapt();
  const servers = Object.values(json.apps.http.servers) as { listen: string[]; routes: { handle: any[] }[] }[];
  const https = servers.find((s) => s.listen.includes(':443'))!;
  const http = servers.find((s) => s.listen.includes(':80'))!;
  const proxy = https.routes[0]!.handle[0];

  it('when Caddy reads it, then it asks the internal listener at its default port before any certificate', () => {
    expect(json.apps.tls.automation.on_demand.ask).toBe(`http://127.0.0.1:${DEFAULT_INTERNAL_PORT}/tls/allowed`);
    expect(json.apps.tls.automation.policies).toEqual([{ on_demand: true }]);
  });

  it("when Caddy reads it, then every HTTPS host goes to Ferry's default port, and idle upstream connections close before Ferry's own keep-alive ends", () => {
    expect(proxy.handler).toBe('reverse_proxy');
    expect(proxy.upstreams).toEqual([{ dial: `127.0.0.1:${loadConfig({}, 'self-hosted').port}` }]);
    expect(proxy.transport.keep_alive.idle_timeout / 1e6).toBeLessThan(loadConfig({}, 'self-hosted').keepAliveTimeoutMs);
  });

  it('when Ferry runs on other ports, then two variables move Caddy with it', () => {
    const moved = adapt({ FERRY_UPSTREAM: '127.0.0.1:9000', FERRY_INTERNAL: '127.0.0.1:9001' });
    expect(moved.apps.tls.automation.on_demand.ask).toBe('http://127.0.0.1:9001/tls/allowed');
    expect(JSON.stringify(moved.apps.http.servers)).toContain('"dial":"127.0.0.1:9000"');
  });

  it('when plain HTTP comes in, then a permanent redirect to the same URL on HTTPS', () => {
    expect(http.routes[0]!.handle[0]).toMatchObject({
      handler: 'static_response',
      status_code: 308,
      headers: { Location: ['https://{http.request.host}{http.request.uri}'] },
    });
  });
});
