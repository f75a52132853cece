// The built CLI as operators run it: `node lib/cli.js ...` in its own process. Spawned
// asynchronously, so a server or Firestore emulator in the test process keeps answering.

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const functionsDir = join(__dirname, '..', '..');
export const CLI = join(functionsDir, 'lib', 'cli.js');

/**
 * Builds lib/ (incremental tsc). Type errors are `npm run typecheck`'s business, and other
 * work in progress may have some: tsc still emits, so only a missing cli.js fails.
 */
export async function buildCli(): Promise<void> {
  // Each e2e file calls this; after the first, nothing in src/ is newer than the build.
  const buildInfo = join(functionsDir, 'lib', '.tsbuildinfo');
  if (existsSync(CLI) && existsSync(buildInfo) && statSync(buildInfo).mtimeMs > newestSource()) return;
  await new Promise<void>((resolve) => execFile('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: functionsDir }, () => resolve()));
  if (!existsSync(CLI)) throw new Error('the build did not produce lib/cli.js');
  // tsc leaves its build info untouched when nothing needed emitting: stamp it, or each file builds again.
  utimesSync(buildInfo, new Date(), new Date());
}

function newestSource(): number {
  const src = join(functionsDir, 'src');
  return Math.max(...readdirSync(src, { recursive: true, encoding: 'utf8' }).map((name) => statSync(join(src, name)).mtimeMs));
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  /** stdout as JSON (the one value --json prints). */
  json: <T = any>() => T;
}

export const tempDir = (name = 'ferry-cli-e2e-') => mkdtempSync(join(tmpdir(), name));

/** An environment for the CLI: the test's own, a data directory, no request limits. */
export function cliEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: dataDir, RATE_LIMIT_API_PER_MINUTE: '0', RATE_LIMIT_LINK_CREATIONS_PER_HOUR: '0', ...extra };
}

export function ferry(env: NodeJS.ProcessEnv, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd: functionsDir, env, timeout: 30_000 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ status, stdout, stderr, json: () => JSON.parse(stdout) });
    });
  });
}

/** `ferry` with `input` piped to its stdin (`--password-stdin`). */
export function ferryWithStdin(env: NodeJS.ProcessEnv, input: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [CLI, ...args], { cwd: functionsDir, env, timeout: 30_000 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ status, stdout, stderr, json: () => JSON.parse(stdout) });
    });
    child.stdin!.end(input);
  });
}

export interface Served {
  port: number;
  child: ChildProcess;
  stop(): Promise<number | null>;
}

/** `ferry serve --json` on a free port; resolves once it listens (its JSON line). */
export function serve(env: NodeJS.ProcessEnv): Promise<Served> {
  const child = spawn(process.execPath, [CLI, 'serve', '--json'], { cwd: functionsDir, env: { ...env, PORT: '0' } });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('\n')) return;
      const { port } = JSON.parse(out.split('\n')[0]!) as { port: number };
      resolve({ port, child, stop: () => (child.kill('SIGTERM'), exited) });
    });
    void exited.then((code) => reject(new Error(`ferry serve exited with ${code}`)));
  });
}
