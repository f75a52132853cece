'use strict';
// npm run bench:coldstart (not in CI): what a new Cloud Functions instance pays
// before its first answer, each figure the median of COLDSTART_RUNS fresh processes (default 7)
// with its spread, in one run so the ratios compare like with like:
//   1. require('firebase-functions/v2/https') alone: the floor every HTTPS function pays;
//   2. require('lib/index.js') as the redirect instance loads it (FUNCTION_TARGET=redirect);
//   3-4. process start to the first byte of a 302 (redirect), of a `matched: false` answer
//        (match) and of GET /api/links (api), through the exported handlers, on the Firestore
//        emulator (@firestore-emulator/server, in this process);
//   5. the self-hosted server (SQLite): process start to the first /health 200.
// Children run on core 1 (taskset) when there is one; this process and the emulator on core 0.
// BENCH_SMOKE=1: one process per figure, not pinned; every answer is still checked, and a
// missed ratio target never fails a run (support/smoke.js).

const { spawn, spawnSync } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { cpus, tmpdir } = require('node:os');
const { join } = require('node:path');
const { FirestoreServer } = require('@firestore-emulator/server');
const { freePort } = require('./support/free-port');
const { requireTs } = require('./support/ts-module');
const { SMOKE, sized } = require('./support/smoke');

const RUNS = Number(process.env.COLDSTART_RUNS ?? sized(7, 1));
const CHILD = join(__dirname, 'support', 'coldstart-child.js');
const pinned = !SMOKE && cpus().length >= 2 && spawnSync('taskset', ['-c', '1', 'true']).status === 0;
const command = (args) => (pinned ? ['taskset', ['-c', '1', process.execPath, ...args]] : [process.execPath, args]);

/** One fresh child; asynchronous, so the emulator in this process keeps answering it. */
function sample(mode, env) {
  const [file, args] = command([CHILD]);
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env: { ...env, COLDSTART_MODE: mode }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop();
      if (code !== 0 || !line) reject(new Error(`${mode} child failed (${code}): ${err.slice(-2000)}`));
      else resolve(JSON.parse(line));
    });
  });
}

/** Spawn to the first /health 200 of the self-hosted server, polled every 2 ms. */
async function serverStart(env) {
  const port = await freePort();
  const [file, args] = command([join(__dirname, '..', 'lib', 'server.js')]);
  const started = performance.now();
  const child = spawn(file, args, { env: { ...env, PORT: String(port), INTERNAL_PORT: '0' }, stdio: 'ignore' });
  try {
    for (const until = started + 30_000; performance.now() < until; ) {
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return { ms: performance.now() - started };
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    throw new Error('the self-hosted server did not answer /health within 30 s');
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function summary(name, results) {
  const ms = results.map((r) => r.ms);
  const m = median(ms);
  console.log(`${name.padEnd(58)} ${m.toFixed(0).padStart(6)} ms  (${Math.min(...ms).toFixed(0)}-${Math.max(...ms).toFixed(0)})`);
  return m;
}

async function seed(env) {
  const { runCli } = require('../lib/cli/run');
  const project = JSON.parse(await runCli(['project', 'create', '--subdomain', 'acme', '--name', 'Cold start', '--json'], env));
  await runCli(
    [
      'link',
      'create',
      '--project',
      'acme',
      '--slug',
      'cold',
      '--title',
      'Cold',
      '--deep-link',
      'acme://cold',
      '--desktop-url',
      'https://example.com/cold',
      '--json',
    ],
    env,
  );
  return project.secretKey;
}

async function main() {
  // Report counters increment map subfields, which the test emulator is taught (as in the tests).
  requireTs(join(__dirname, '..', 'test', 'contract', 'emulator-map-increments.ts')).supportNestedIncrements();
  const emulator = new FirestoreServer();
  const emulatorPort = await freePort();
  await emulator.start(emulatorPort);
  const base = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' };
  const firebase = {
    ...base,
    GCLOUD_PROJECT: 'demo-ferry',
    FIREBASE_PROJECT_ID: 'demo-ferry',
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
    STORE: 'firestore',
    IP_HASH_PEPPER: 'coldstart-bench-pepper-0123456789',
    LOG_LEVEL: 'warn',
  };
  Object.assign(process.env, firebase);
  const secretKey = await seed(firebase);
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-coldstart-'));
  const selfHosted = { ...base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  try {
    console.log(`Cold start benchmark: ${RUNS} fresh processes each${pinned ? ', children on core 1' : ''}; median (min-max)`);
    const samples = async (mode, env) => {
      const results = [];
      for (let i = 0; i < RUNS; i += 1) results.push(await sample(mode, env));
      return results;
    };
    const floor = summary('1. require firebase-functions/v2/https (floor)', await samples('floor', base));
    const entry = summary('2. require lib/index.js as redirect (FUNCTION_TARGET)', await samples('entry', { ...base, FUNCTION_TARGET: 'redirect' }));
    const fn = { ...firebase, COLDSTART_HOST: 'acme.localhost:8080', COLDSTART_SLUG: 'cold', COLDSTART_SECRET_KEY: secretKey };
    const checked = (mode, target, expect) => async () => {
      const results = await samples(mode, { ...fn, FUNCTION_TARGET: target });
      for (const r of results) if (!expect(r)) throw new Error(`${mode}: unexpected answer ${JSON.stringify(r)}`);
      return results;
    };
    const redirect = summary(
      '3. process start to first 302 (redirect, emulator)',
      await checked('redirect', 'redirect', (r) => r.status === 302 && r.location === 'https://example.com/cold')(),
    );
    summary(
      '4. process start to first match answer (match, emulator)',
      await checked('match', 'match', (r) => r.status === 200 && r.body.includes('"matched":false'))(),
    );
    summary('4. process start to first GET /api/links (api, emulator)', await checked('api', 'api', (r) => r.status === 200)());
    await serverStart(selfHosted); // creates the store and the demo project: restarts are measured
    const starts = [];
    for (let i = 0; i < RUNS; i += 1) starts.push(await serverStart(selfHosted));
    summary('5. self-hosted: process start to first /health 200', starts);
    console.log(`ratio entry as redirect / floor: ${(entry / floor).toFixed(2)}`);
    console.log(`ratio first redirect / floor: ${(redirect / floor).toFixed(2)}`);
    console.log('\nTargets:');
    console.log(`  ${entry / floor <= 1.3 ? 'PASS' : 'FAIL'}  loading the entry as redirect <= 1.3x the floor (${(entry / floor).toFixed(2)}x)`);
    console.log(`  ${redirect / floor <= 2.5 ? 'PASS' : 'FAIL'}  process start to first redirect <= 2.5x the floor (${(redirect / floor).toFixed(2)}x)`);
  } finally {
    emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
