// The real Firebase Auth emulator of firebase-tools, offline: `firebase emulators:start --only
// auth --project demo-ferry` as a child process on a free port, with a throwaway config (no
// login, no usage reporting, no update check). Its own process group, killed on stop.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port';

export interface RunningAuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  host: string;
  logTail(): string;
  stop(): Promise<void>;
}

export async function startAuthEmulator(timeoutMs = 60_000): Promise<RunningAuthEmulator> {
  const work = mkdtempSync(join(tmpdir(), 'ferry-auth-emulator-'));
  const port = await freePort();
  const hub = await freePort();
  const logging = await freePort();
  writeFileSync(
    join(work, 'firebase.json'),
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    }),
  );
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', 'demo-ferry', '--config', join(work, 'firebase.json')], {
    cwd: work,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      CI: 'true',
      NO_UPDATE_NOTIFIER: '1',
      XDG_CONFIG_HOME: join(work, 'config'),
      METADATA_SERVER_DETECTION: 'none',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    },
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logTail = () => log.split('\n').slice(-40).join('\n');
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref());
    await Promise.race([exited, timer]);
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(work, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!/All emulators ready/i.test(log)) {
    if (gone || Date.now() > deadline) {
      await stop();
      throw new Error(`the Auth emulator did not start (${gone ? 'it exited' : 'timeout'}):\n${logTail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { host: `127.0.0.1:${port}`, logTail, stop };
}
