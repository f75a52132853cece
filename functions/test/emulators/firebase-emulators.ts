// Runs `firebase emulators:exec --only auth,functions,hosting` offline for the end-to-end test: a
// copy of firebase.json with free ports (written beside it, since its paths are relative) and
// the Auth emulator's URL added to the console's connect-src (the deployed CSP allows Google's
// Firebase Auth origins only; the functions get FIREBASE_AUTH_EMULATOR_HOST from the CLI), a
// throwaway CLI config dir (no login, no usage reporting, no update check), and a script that
// holds the emulators up until the test says it is done. Every child is killed on stop.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port';

const repoRoot = join(__dirname, '..', '..', '..');
const READY = /Running script:/;

export interface RunningEmulators {
  hostingPort: number;
  /** The Functions emulator: a function is at /demo-ferry/us-central1/<name>/..., Hosting bypassed. */
  functionsPort: number;
  /** host:port of the Auth emulator. */
  authHost: string;
  /** The last lines the CLI printed, for failure messages. */
  logTail(lines?: number): string;
  logFile: string;
  stop(): Promise<void>;
}

/** The hold script: exits 0 when `doneFile` appears, 1 when the test process is gone. */
const HOLD = `const fs = require('fs');
const [doneFile, parentPid] = process.argv.slice(2);
setInterval(() => {
  if (fs.existsSync(doneFile)) process.exit(0);
  try { process.kill(Number(parentPid), 0); } catch { process.exit(1); }
}, 200);
`;

interface HostingHeaders {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

async function emulatorConfig(): Promise<{ config: object; hostingPort: number; authPort: number; functionsPort: number }> {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  const [functions, hosting, hub, logging, eventarc, tasks, auth] = await Promise.all(Array.from({ length: 7 }, freePort));
  for (const rule of (config as HostingHeaders).hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = header.value.replace("connect-src 'self'", `connect-src 'self' http://127.0.0.1:${auth}`);
    }
  }
  config.emulators = {
    singleProjectMode: true,
    auth: { host: '127.0.0.1', port: auth },
    functions: { host: '127.0.0.1', port: functions },
    hosting: { host: '127.0.0.1', port: hosting },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
    eventarc: { host: '127.0.0.1', port: eventarc },
    tasks: { host: '127.0.0.1', port: tasks },
    ui: { enabled: false },
  };
  return { config, hostingPort: hosting!, authPort: auth!, functionsPort: functions! };
}

/** `envFor` gets the Hosting port first: the short domain the functions use carries it. */
export async function startFirebaseEmulators(envFor: (hostingPort: number) => NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<RunningEmulators> {
  const work = mkdtempSync(join(tmpdir(), 'ferry-emulators-'));
  const { config, hostingPort, authPort, functionsPort } = await emulatorConfig();
  const env = envFor(hostingPort);
  const configFile = join(repoRoot, `.firebase-e2e.${process.pid}.json`);
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const doneFile = join(work, 'done');
  writeFileSync(join(work, 'hold.js'), HOLD);
  const logFile = join(work, 'emulators.log');
  let log = '';

  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const script = `"${process.execPath}" "${join(work, 'hold.js')}" "${doneFile}" ${process.pid}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, 'emulators:exec', '--only', 'auth,functions,hosting', '--project', 'demo-ferry', '--config', configFile, script],
    {
      cwd: repoRoot,
      // Its own process group, so stop() can end the functions workers it spawned too.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        CI: 'true', // no MOTD fetch, no prompts
        NO_UPDATE_NOTIFIER: '1',
        XDG_CONFIG_HOME: join(work, 'config'), // no login, no usage-reporting consent
        METADATA_SERVER_DETECTION: 'none', // never probe the GCE metadata server
        FORCE_COLOR: '0',
        NO_COLOR: '1',
      },
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const append = (chunk: Buffer) => {
    log += chunk.toString('utf8');
    writeFileSync(logFile, log);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const tail = (lines = 60) => log.split('\n').slice(-lines).join('\n');

  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    writeFileSync(doneFile, ''); // the hold script exits, and emulators:exec shuts down cleanly
    const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());
    if ((await Promise.race([exited, timeout(20_000)])) === 'timeout') {
      killGroup('SIGTERM');
      if ((await Promise.race([exited, timeout(5_000)])) === 'timeout') killGroup('SIGKILL');
    }
    killGroup('SIGKILL'); // any straggler of the group (a functions worker)
    rmSync(configFile, { force: true });
  };

  const ready = await new Promise<string>((resolve) => {
    const done = (outcome: string) => {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve(outcome);
    };
    const timer = setTimeout(() => done(`no "Running script" line within ${timeoutMs / 1000} s`), timeoutMs);
    const check = () => {
      if (READY.test(log)) done('ready');
    };
    child.stdout!.on('data', check);
    void exited.then((code) => done(`the CLI exited with code ${code}`));
  });
  if (ready !== 'ready') {
    await stop();
    throw new Error(`firebase emulators did not start (${ready}); full log in ${logFile}:\n${tail()}`);
  }
  return { hostingPort, functionsPort, authHost: `127.0.0.1:${authPort}`, logTail: tail, logFile, stop };
}
