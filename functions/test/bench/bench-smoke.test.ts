// Every `bench*` script of package.json, run in its smoke mode (BENCH_SMOKE=1, bench/support/smoke.js)
// on the built lib/: a few hundred requests on a small population, seconds each. A refactor
// that moves what a benchmark loads, or breaks what it checks, fails here rather than on the
// day someone tries to reproduce a published figure. Timings are not judged.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, functionsDir } from '../e2e/built-cli';

/** What each benchmark prints once it has run to its end: its report, with its checks passed. */
const REPORTS: Record<string, RegExp> = {
  redirect: /clicks recorded during the measured run: 300 \(3xx served: 300\)/,
  match: /^ACCEPTANCE$[\s\S]*p99 fingerprint match latency with 2000 pending clicks/m,
  'tls-ask': /unknown name \(store read\): every answer the expected one \(0 wrong\)/,
  qr: /2048 px: CPU .* bytes vs \d+/,
  soak: /Smoke run: \d+ requests, 0 unexpected answers or failures: PASS/,
  coldstart: /5\. self-hosted: process start to first \/health 200/,
  postgres: /click check: 6 runs, clicks recorded = 3xx served in each/,
};

const scripts = (JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const benchScripts = Object.entries(scripts)
  .filter(([name]) => /^bench(:|$)/.test(name))
  .map(([name, command]) => ({ name, file: /\bnode bench\/([\w-]+)\.js\b/.exec(command)?.[1] }));
// `npm run bench` runs these in one process: running them again alone would only add time.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BENCHMARKS } = require('../../bench/index.js') as { BENCHMARKS: string[] };

interface Run {
  status: number | null;
  output: string;
  seconds: number;
}

function runBench(file: string, timeout = 90_000): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const env = { ...process.env, BENCH_SMOKE: '1' };
    execFile(process.execPath, [join('bench', `${file}.js`)], { cwd: functionsDir, env, timeout, maxBuffer: 16 * 2 ** 20 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      resolve({ status, output: `${stdout}\n${stderr}`, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Fails naming the script, its exit code and the end of what it printed. */
function expectReported(script: string, run: Run, files: string[]) {
  const missing = files.filter((file) => !REPORTS[file]?.test(run.output));
  if (run.status !== 0 || missing.length > 0) {
    throw new Error(`${script} in smoke mode: exit ${run.status}, no report from ${missing.join(', ') || '-'}\n${run.output.slice(-3000)}`);
  }
}

beforeAll(() => buildCli(), 120_000);

it('when package.json has bench scripts, then each runs a benchmark this test knows how to judge', () => {
  const unknown = benchScripts.filter(({ file }) => file !== 'index' && !(file && REPORTS[file]));
  expect(unknown).toEqual([]);
  expect(BENCHMARKS.filter((file) => !REPORTS[file])).toEqual([]);
  expect(benchScripts.map((s) => s.name)).toEqual(
    expect.arrayContaining(['bench', 'bench:match', 'bench:redirect', 'bench:soak', 'bench:coldstart', 'bench:tls', 'bench:qr', 'bench:postgres']),
  );
});

// Every benchmark in one process, PostgreSQL's (a cluster and six servers) the longest: 40 s in all
// on 2 cores, more when they are shared.
it('when `npm run bench` runs in smoke mode, then every benchmark it holds reports, within seconds', async () => {
  const run = await runBench('index', 150_000);
  expectReported('npm run bench', run, BENCHMARKS);
  console.log(`bench (${BENCHMARKS.join(', ')}) smoke run: ${run.seconds.toFixed(1)} s`);
}, 180_000);

describe.each(benchScripts.filter(({ file }) => file && file !== 'index' && !BENCHMARKS.includes(file)))('$name', ({ name, file }) => {
  it('when run in smoke mode, then it reports, within seconds', async () => {
    const run = await runBench(file!);
    expectReported(`npm run ${name}`, run, [file!]);
    console.log(`${name} smoke run: ${run.seconds.toFixed(1)} s`);
  }, 120_000);
});
