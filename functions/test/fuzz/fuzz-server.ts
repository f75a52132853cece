// Starts scripts/fuzz-server.js (the built server, fresh, demo project and keys) as a process of
// its own, and keeps what it logs (server errors with their stacks) in test/artifacts/.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const FUNCTIONS = join(__dirname, '..', '..');

export interface FuzzServer {
  port: number;
  /** BASE_URL: the console's origin, which a change made with the session cookie must name. */
  baseUrl: string;
  secretKey: string;
  publishableKey: string;
  logFile: string;
  stop: () => Promise<void>;
}

/** `env`: the store's settings on top of this process's environment (the fake Auth emulator's address among them). */
export function startFuzzServer(name: string, env: NodeJS.ProcessEnv = {}): Promise<FuzzServer> {
  mkdirSync(join(FUNCTIONS, 'test', 'artifacts'), { recursive: true });
  const logFile = join(FUNCTIONS, 'test', 'artifacts', `fuzz-server-${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(FUNCTIONS, 'scripts', 'fuzz-server.js')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('the fuzz server did not start within 30 s')), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message} (its log: ${logFile})`));
    };
    const early = (code: number | null) => fail(new Error(`the fuzz server exited ${code} before it printed its port`));
    child.once('exit', early);
    createInterface({ input: child.stdout }).on('line', (line) => {
      log.write(`${line}\n`);
      if (!line.startsWith('FUZZ_SERVER ')) return;
      clearTimeout(timer);
      child.off('exit', early);
      const started = JSON.parse(line.slice('FUZZ_SERVER '.length)) as Omit<FuzzServer, 'logFile' | 'stop'>;
      resolve({
        ...started,
        logFile,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
          log.end();
        },
      });
    });
  });
}
