// Runs Schemathesis (functions/.venv-fuzz, installed by scripts/ensure-schemathesis.sh) against
// a running Ferry and keeps what it printed in test/artifacts/, where CI leaves it to read.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const FUNCTIONS = join(__dirname, '..', '..');
const BIN = join(FUNCTIONS, '.venv-fuzz', 'bin', 'schemathesis');

/**
 * Every check Schemathesis has: no 5xx; status, content type, headers and body as documented; a
 * request valid by the document accepted and an invalid one refused; 405 with Allow for a method
 * a path does not take; credentials never ignored; a deleted resource gone. What a check finds
 * that is the tool's or the platform's, not Ferry's, is listed in schemathesis.toml with why.
 */
export const CHECKS = ['all'];

/**
 * Seconds of generating and sending per store's run (`--max-time`: the fuzzing and stateful
 * phases go on until it is spent). Four runs of 40 s beside the coverage run (COVERAGE), two at a
 * time, plus starting the servers, keep `npm run fuzz` near 4 minutes on two cores, the examples
 * and both phases in each (about 1,500 cases per store, beside the coverage run's 3,800);
 * FERRY_FUZZ_SECONDS asks for a longer hunt.
 */
export const SECONDS = Number(process.env.FERRY_FUZZ_SECONDS ?? 40);

/**
 * The documented examples, then generated requests and stateful sequences for the rest of the
 * budget. FERRY_FUZZ_PHASES=examples,coverage,fuzzing,stateful with more seconds runs all four.
 */
export const PHASES = process.env.FERRY_FUZZ_PHASES ?? 'examples,fuzzing,stateful';

/**
 * The coverage phase: every boundary value and every kind of invalid value of every field and
 * parameter, each operation sent the methods it does not take (the 405 check runs only here).
 * It is a fixed set of cases, not a time budget: about 3,500 cases in 3 to 4 minutes on two
 * cores, run once, on SQLite (schemathesis-sqlite-coverage.fuzz.ts); the budget is a ceiling.
 */
export const COVERAGE = { phases: 'coverage', seconds: 420 };

export interface FuzzRun {
  code: number | null;
  seconds: number;
  output: string;
  logFile: string;
}

/**
 * The credential of the owner's routes (keys, members, project creation): a Firebase ID token, or
 * the self-hosted console's session cookie, which a change must send with BASE_URL's origin.
 */
export type OwnerCredential = { idToken: string } | { session: string; origin: string };

export interface FuzzOptions {
  /** Who acts on the owner's routes (default: none, so they answer 401). */
  owner?: OwnerCredential;
  /** Which checks judge the answers (default: CHECKS). */
  checks?: string[];
  /** A Python file of Schemathesis hooks (SCHEMATHESIS_HOOKS); it must load document_rules.py too. */
  hooks?: string;
  /** Seconds one answer may take (default 20). */
  requestTimeout?: number;
  /** Phases and seconds of this run (default PHASES and SECONDS; COVERAGE for that phase). */
  budget?: { phases: string; seconds: number };
}

/** The seconds a run may generate and send for. */
export const secondsOf = (options: FuzzOptions): number => options.budget?.seconds ?? SECONDS;

/** `env`: the FERRY_FUZZ_* values test/fuzz/schemathesis.toml reads. */
export function runSchemathesis(name: string, port: number, env: Record<string, string>, options: FuzzOptions = {}): Promise<FuzzRun> {
  const origin = `http://127.0.0.1:${port}`;
  const args = [
    '--config-file',
    configOfRun(name, options),
    'run',
    `${origin}/api/openapi.json`,
    // Every operation to this server, the link host's too (they name their host in a header).
    '--url',
    origin,
    '--phases',
    (options.budget ?? { phases: PHASES }).phases,
    // All checks are Schemathesis' default: named on the command line, they would override the
    // per-operation exceptions of schemathesis.toml, so `all` is left to the file.
    ...checkArguments(options.checks ?? CHECKS),
    '--max-examples',
    '15',
    '--max-time',
    String(secondsOf(options)),
    '--workers',
    '2',
    '--request-timeout',
    String(options.requestTimeout ?? 20),
    '--no-color',
  ];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // Hypothesis keeps its caches in the venv rather than in a .hypothesis/ of the work tree.
    const settings = {
      COLUMNS: '120',
      NO_COLOR: '1',
      HYPOTHESIS_STORAGE_DIRECTORY: join(FUNCTIONS, '.venv-fuzz', 'hypothesis'),
      // The document's rules in words (document_rules.py), unless a run's own hooks load them.
      SCHEMATHESIS_HOOKS: options.hooks ?? join(__dirname, 'document_rules.py'),
    };
    // Self-hosted, no path's bodies are the platform's to parse (schemathesis.toml); Firebase's run says which are.
    const platform = { FERRY_FUZZ_PLATFORM_BODY_PATHS: '^$' };
    const child = spawn(BIN, args, { cwd: FUNCTIONS, env: { ...process.env, ...platform, ...env, ...settings }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A hung run is cut well past its own budget rather than left to jest's timeout.
    const cap = setTimeout(() => child.kill('SIGKILL'), (secondsOf(options) + 90) * 1000);
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

function checkArguments(checks: string[]): string[] {
  return checks.includes('all') ? [] : ['--checks', checks.join(',')];
}

/**
 * What a failed run found: one line per finding first (operation, check, status, answer), since
 * a CI log may keep only the start of a long message, then its FAILURES and ERRORS sections (the
 * whole output is in the log file).
 */
export function findings(output: string): string {
  const start = output.search(/^=+ (ERRORS|FAILURES) =+$/m);
  const end = output.search(/^=+ (WARNINGS|SUMMARY) =+$/m);
  if (start < 0) return output.slice(-4000);
  const sections = output.slice(start, end > start ? end : undefined);
  return `${findingLines(sections).join('\n')}\n\n${sections}`;
}

/** `POST /api/match: ST101 Server error -> [500] {"error":...}` for each finding of the sections. */
export function findingLines(sections: string): string[] {
  const lines: string[] = [];
  let operation = '';
  let checks: string[] = [];
  let status = '';
  for (const line of sections.split('\n')) {
    const title = /^_{3,} (.+?) _{3,}$/.exec(line)?.[1];
    if (title) operation = title;
    const check = /^- (\w+ .+)$/.exec(line)?.[1];
    if (check) checks.push(check);
    if (/^\[\d{3}\]/.test(line)) status = line.replace(/:$/, '');
    const answer = /^ {4}`(.*)`$/.exec(line)?.[1];
    if (answer !== undefined && checks.length) {
      lines.push(`${operation}: ${checks.join(', ')} -> ${status} ${answer.slice(0, 300)}`);
      checks = [];
    }
    // The request that found it (a stateful finding's title names no operation).
    const sent = /^ {4}curl -X (\w+) .* '?https?:\/\/[^/\s']+([^\s']*)'?$/.exec(line);
    if (sent && lines.length) lines[lines.length - 1] += ` (sent: ${sent[1]} ${sent[2]})`;
  }
  return lines;
}

/**
 * schemathesis.toml plus the run's own exceptions and the owner's credential. Schemathesis sends the first credential an
 * operation accepts that it has, so the session cookie is used only when no ID token is given.
 */
function configOfRun(name: string, { owner }: FuzzOptions): string {
  const shared = readFileSync(join(__dirname, 'schemathesis.toml'), 'utf8');
  let section = '';
  if (owner && 'idToken' in owner) section = `[auth.openapi.idToken]\nbearer = ${JSON.stringify(owner.idToken)}\n`;
  if (owner && 'session' in owner) {
    section = `[auth.openapi.session]\napi_key = ${JSON.stringify(owner.session)}\n\n[headers]\nOrigin = ${JSON.stringify(owner.origin)}\n`;
  }
  const file = join(FUNCTIONS, 'test', 'artifacts', `schemathesis-${name}.toml`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${shared}\n# The owner's credential of this run (run-schemathesis.ts).\n${section}`);
  return file;
}
