// The processes of the single sign-on tests. openid-client and oidc-provider are ESM-only,
// which jest's module loader cannot require, so nothing here loads them: Ferry runs as the
// built server (`ferry serve`, which imports openid-client itself) and the providers as .mjs
// scripts, each in its own process on 127.0.0.1.

import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { CLI, cliEnv, functionsDir, tempDir } from '../e2e/built-cli';
import { freePort } from '../support/free-port';

export interface Child {
  /** The first line the process printed on stdout, as JSON. */
  first: any;
  /** Everything it printed, both streams. */
  output(): string;
  stop(): Promise<void>;
}

function start(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd: functionsDir, env });
  let out = '';
  let all = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stderr!.on('data', (chunk: Buffer) => void (all += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      all += chunk.toString();
      if (out.includes('\n')) return;
      out += chunk.toString();
      if (!out.includes('\n')) return;
      const first = JSON.parse(out.split('\n')[0]!);
      resolve({ first, output: () => all, stop: () => (child.exitCode === null ? (child.kill('SIGTERM'), exited) : exited) });
    });
    void exited.then(() => reject(new Error(`${args.join(' ')} exited before it listened:\n${all}`)));
  });
}

export interface Person {
  email?: string;
  email_verified?: boolean;
}

/** oidc-provider with Ferry as its one client. */
export async function startProvider(options: { clientId: string; clientSecret: string; redirectUri: string; people: Record<string, Person> }) {
  const child = await start([join(__dirname, 'provider.mjs'), JSON.stringify(options)]);
  return { ...child, issuer: child.first.issuer as string };
}

/** The rogue provider: it signs what the test tells it to (rogue-provider.mjs). */
export async function startRogue(port = 0) {
  const child = await start([join(__dirname, 'rogue-provider.mjs'), String(port)]);
  const issuer = child.first.issuer as string;
  const control = async (body: object) => {
    const res = await fetch(`${issuer}/test/next`, { method: 'POST', body: JSON.stringify(body) });
    if (res.status !== 204) throw new Error(`rogue provider: ${res.status} ${await res.text()}`);
  };
  return { ...child, issuer, control };
}

export interface Ferry extends Child {
  url: string;
  env: NodeJS.ProcessEnv;
}

/**
 * `ferry serve` on a port chosen first, so that BASE_URL (and the redirect URI the provider
 * must know) names it; on 127.0.0.1, which the built-in fetch reaches without a name lookup.
 */
export async function ferryPort(): Promise<{ port: number; url: string }> {
  const port = await freePort();
  return { port, url: `http://127.0.0.1:${port}` };
}

export async function startFerry(at: { port: number; url: string }, extra: Record<string, string>, dataDir = tempDir('ferry-oidc-')): Promise<Ferry> {
  // INTERNAL_PORT 0: the TLS permission listener on a free port too, never the fixed 8081.
  const env = cliEnv(dataDir, { PORT: String(at.port), INTERNAL_PORT: '0', BASE_URL: at.url, LOG_LEVEL: 'info', ...extra });
  const child = await start([CLI, 'serve', '--json'], env);
  return { ...child, url: at.url, env };
}
