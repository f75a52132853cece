// Debian's Caddy in front of a real Ferry, offline: the repository's site configuration
// (deploy/caddy/ferry-sites.caddy) under test-only global options (unprivileged ports on
// 127.0.0.1, Caddy's internal CA instead of an ACME one, every file in a temp folder, the
// system trust store left alone), and an HTTPS client that picks its SNI name and source address.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port';

export const CADDY = '/usr/bin/caddy';
export const SITES = join(__dirname, '..', '..', '..', 'deploy', 'caddy', 'ferry-sites.caddy');

export interface CaddyFront {
  httpsPort: number;
  httpPort: number;
  /** Caddy's own log lines (JSON), for a failing test to show. */
  log: () => string;
  https: (name: string, path: string, init?: HttpsInit) => Promise<HttpsAnswer>;
  stop: () => Promise<void>;
}

export interface HttpsInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own address (127.0.0.2, ...): what Ferry must see through Caddy. */
  from?: string;
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Caddy listening on two free ports, proxying to Ferry at `upstream` and asking `internalPort`. */
export async function startCaddy(upstream: string, internalPort: number, ports?: { http: number; https: number }): Promise<CaddyFront> {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-caddy-'));
  const httpPort = ports?.http ?? (await freePort());
  const httpsPort = ports?.https ?? (await freePort());
  const caddyfile = join(dir, 'Caddyfile');
  writeFileSync(
    caddyfile,
    `{
	admin off
	http_port ${httpPort}
	https_port ${httpsPort}
	default_bind 127.0.0.1
	local_certs
	skip_install_trust
	storage file_system ${join(dir, 'storage')}
	on_demand_tls {
		ask http://127.0.0.1:${internalPort}/tls/allowed
	}
}
import ${SITES}
`,
  );
  const env = { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config'), FERRY_UPSTREAM: upstream };
  const child = spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const root = join(dir, 'storage', 'pki', 'authorities', 'local', 'root.crt');
  await waitFor(
    async () => existsSync(root) && (await accepts(httpsPort)),
    15_000,
    () => `Caddy did not start:\n${log}`,
    child,
  );
  const ca = readFileSync(root);
  return {
    httpsPort,
    httpPort,
    log: () => log,
    https: (name, path, init = {}) => httpsCall(ca, httpsPort, name, path, init),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function httpsCall(ca: Buffer, port: number, name: string, path: string, init: HttpsInit): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        servername: name,
        ca,
        path,
        method: init.method ?? 'GET',
        headers: { host: `${name}:${port}`, ...init.headers },
        ...(init.from ? { localAddress: init.from } : {}),
        agent: false,
        timeout: 10_000,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${name} within 10 s`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function waitFor(ready: () => Promise<boolean>, ms: number, why: () => string, child: ChildProcess): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    if (child.exitCode !== null) break;
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(why());
}
