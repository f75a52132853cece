// `npm test` at the root: every suite of the repository, one after the other, each timed. A
// failing suite does not stop the others: the run goes on, and its end lists every suite with its
// time and result, then exits non-zero if any failed. `--only a,b` runs some; `--list` names them.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUITES } from './suites.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const suite of SUITES) console.log(`${suite.name.padEnd(18)} ${suite.what}`);
  process.exit(0);
}
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]?.split(',') : undefined;
const unknown = only?.filter((name) => !SUITES.some((suite) => suite.name === name)) ?? [];
if (unknown.length) {
  console.error(`test-suites: no suite named ${unknown.join(', ')} (--list names them)`);
  process.exit(2);
}

const results = [];
for (const suite of SUITES.filter((s) => !only || only.includes(s.name))) {
  console.log(`\n=== ${suite.name}: ${suite.what}\n$ ${suite.run}`);
  const started = Date.now();
  const code = await run(suite.run, join(repo, suite.cwd ?? '.'));
  results.push({ name: suite.name, seconds: Math.round((Date.now() - started) / 1000), passed: code === 0 });
  if (code !== 0) console.log(`=== ${suite.name} FAILED (exit ${code}); the other suites still run`);
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log('\n=== suites');
for (const r of results) console.log(`${r.passed ? 'passed' : 'FAILED'}  ${String(r.seconds).padStart(5)} s  ${r.name}`);
console.log(`        ${String(total).padStart(5)} s  in all`);
const failed = results.filter((r) => !r.passed);
if (failed.length) console.log(`failed: ${failed.map((r) => r.name).join(', ')}`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);

function run(command, cwd) {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
