// `npm test` at the root: every suite of the repository, stage by stage (scripts/suites.mjs), each
// timed. Within a stage the suites run AT_ONCE at a time; a running suite's output is kept and
// printed whole when it ends, so that two suites never interleave their lines. A failing suite
// does not stop the others: the run goes on, and its end lists every suite with its time and
// result, then exits non-zero if any failed. `--only a,b` runs some; `--list` names them.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AT_ONCE, STAGES, SUITES } from './suites.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const stage of STAGES) for (const suite of stage.suites) console.log(`${stage.name.padEnd(8)} ${suite.name.padEnd(16)} ${suite.what}`);
  process.exit(0);
}
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]?.split(',') : undefined;
const unknown = only?.filter((name) => !SUITES.some((suite) => suite.name === name)) ?? [];
if (unknown.length) {
  console.error(`test-suites: no suite named ${unknown.join(', ')} (--list names them)`);
  process.exit(2);
}

const started = Date.now();
const results = [];
for (const stage of STAGES) {
  const suites = stage.suites.filter((s) => !only || only.includes(s.name));
  if (!suites.length) continue;
  console.log(`\n##### stage ${stage.name}: ${suites.map((s) => s.name).join(', ')}${suites.length > 1 ? `, ${AT_ONCE} at a time` : ''}`);
  results.push(...(await runStage(suites)));
}

const wall = Math.round((Date.now() - started) / 1000);
console.log('\n=== suites');
for (const r of results) console.log(`${r.passed ? 'passed' : 'FAILED'}  ${String(r.seconds).padStart(5)} s  ${r.name}`);
console.log(`        ${String(wall).padStart(5)} s  in all (wall clock; suites of one stage overlap)`);
const failed = results.filter((r) => !r.passed);
if (failed.length) console.log(`failed: ${failed.map((r) => r.name).join(', ')}`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);

/**
 * The stage's suites, AT_ONCE at a time in their order; results in that order. A suite with
 * `after` starts only once those suites of its stage have ended (its lane waits meanwhile).
 */
async function runStage(suites) {
  const results = new Array(suites.length);
  const ended = new Map(suites.map((suite) => [suite.name, deferred()]));
  let next = 0;
  const lane = async () => {
    while (next < suites.length) {
      const index = next++;
      const suite = suites[index];
      await Promise.all((suite.after ?? []).map((name) => ended.get(name)?.promise));
      results[index] = await runSuite(suite, suites.length > 1);
      ended.get(suite.name).resolve();
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, suites.length) }, lane));
  return results;
}

function deferred() {
  let resolve;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}

/** One suite: streamed when it runs alone, kept and printed at its end when it shares the stage. */
async function runSuite(suite, shared) {
  const header = `=== ${suite.name}: ${suite.what}\n$ ${suite.run}`;
  if (shared) console.log(`--- ${suite.name} started`);
  else console.log(`\n${header}`);
  const began = Date.now();
  const { code, output } = await run(suite.run, join(repo, suite.cwd ?? '.'), shared);
  const seconds = Math.round((Date.now() - began) / 1000);
  if (shared) process.stdout.write(`\n${header}\n${output}`);
  if (code !== 0) console.log(`=== ${suite.name} FAILED (exit ${code}); the other suites still run`);
  else if (shared) console.log(`=== ${suite.name} passed in ${seconds} s`);
  return { name: suite.name, seconds, passed: code === 0 };
}

function run(command, cwd, keep) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn('bash', ['-c', command], { cwd, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (keep) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.on('error', () => resolve({ code: 127, output: output() }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: output() }));
  });
}
