// Runs Schemathesis (functions/.venv-fuzz, installed by scripts/ensure-schemathesis.sh) against
// a running Ferry and keeps what it printed in test/artifacts/, where CI leaves it to read.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FUNCTIONS = join(__dirname, '..', '..');
const BIN = join(FUNCTIONS, '.venv-fuzz', 'bin', 'schemathesis');

/** The checks of every answer: no 5xx, and status, content type, headers and JSON body as documented. */
export const CHECKS = ['not_a_server_error', 'status_code_conformance', 'content_type_conformance', 'response_headers_conformance', 'response_schema_conformance'];

/**
 * Seconds of generating and sending per run (`--max-time`: the fuzzing and stateful phases go on
 * until it is spent). Two runs of 75 s, plus starting the servers, keep `npm run fuzz` near 3 minutes
 * on two cores; FERRY_FUZZ_SECONDS asks for a longer hunt.
 */
export const SECONDS = Number(process.env.FERRY_FUZZ_SECONDS ?? 75);

/**
 * The documented examples, then generated requests and stateful sequences for the rest of the
 * budget. The coverage phase (every boundary value of every field) needs several minutes on two
 * cores; FERRY_FUZZ_PHASES=examples,coverage,fuzzing,stateful with more seconds runs it too.
 */
export const PHASES = process.env.FERRY_FUZZ_PHASES ?? 'examples,fuzzing,stateful';

export interface FuzzRun {
  code: number | null;
  seconds: number;
  output: string;
  logFile: string;
}

export interface FuzzOptions {
  /** Which checks judge the answers (default: CHECKS). */
  checks?: string[];
  /** A Python file of Schemathesis hooks (SCHEMATHESIS_HOOKS). */
  hooks?: string;
  /** Seconds one answer may take (default 20). */
  requestTimeout?: number;
}

/** `env`: the FERRY_FUZZ_* values test/fuzz/schemathesis.toml reads. */
export function runSchemathesis(name: string, port: number, env: Record<string, string>, options: FuzzOptions = {}): Promise<FuzzRun> {
  const origin = `http://127.0.0.1:${port}`;
  const args = [
    '--config-file', join(__dirname, 'schemathesis.toml'),
    'run', `${origin}/api/openapi.json`,
    // Every operation to this server, the link host's too (they name their host in a header).
    '--url', origin,
    '--phases', PHASES,
    '--checks', (options.checks ?? CHECKS).join(','),
    '--max-examples', '15',
    '--max-time', String(SECONDS),
    '--workers', '2',
    '--request-timeout', String(options.requestTimeout ?? 20),
    '--no-color',
  ];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // Hypothesis keeps its caches in the venv rather than in a .hypothesis/ of the work tree.
    const settings = {
      COLUMNS: '120',
      NO_COLOR: '1',
      HYPOTHESIS_STORAGE_DIRECTORY: join(FUNCTIONS, '.venv-fuzz', 'hypothesis'),
      ...(options.hooks ? { SCHEMATHESIS_HOOKS: options.hooks } : {}),
    };
    const child = spawn(BIN, args, { cwd: FUNCTIONS, env: { ...process.env, ...env, ...settings }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A hung run is cut well past its own budget rather than left to jest's timeout.
    const cap = setTimeout(() => child.kill('SIGKILL'), (SECONDS + 90) * 1000);
    child.on('error', (error) => {
      clearTimeout(cap);
      reject(new Error(`cannot run ${BIN} (npm run fuzz installs it): ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(cap);
      const logFile = join(FUNCTIONS, 'test', 'artifacts', `schemathesis-${name}.log`);
      mkdirSync(join(FUNCTIONS, 'test', 'artifacts'), { recursive: true });
      writeFileSync(logFile, output);
      resolve({ code, seconds: Math.round((Date.now() - started) / 1000), output, logFile });
    });
  });
}

/** What a failed run found: its FAILURES and ERRORS sections (the whole output is in the log file). */
export function findings(output: string): string {
  const start = output.search(/^=+ (ERRORS|FAILURES) =+$/m);
  const end = output.search(/^=+ (WARNINGS|SUMMARY) =+$/m);
  return start < 0 ? output.slice(-4000) : output.slice(start, end > start ? end : undefined);
}
