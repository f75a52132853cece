'use strict';
// npm run bench:soak (not in CI): the self-hosted server under a fixed rate of mixed
// traffic (desktop and phone visits, match calls, API creates and lists) near half its
// measured capacity, for 20 minutes. Every minute: resident memory, open file descriptors,
// p50/p99 and errors. Targets: RSS growth under 10 % after the first 2 minutes, fds flat, p99
// stable within 2x, no 5xx. SOAK_MINUTES, SOAK_RATE (req/s), SOAK_MINUTE_S shorten a trial run;
// SOAK_PRELOAD=<file> loads a module into the server first (`node -r`), to time its insides.
// BENCH_SMOKE=1: 100 links, 1 s of capacity, then 2 "minutes" of 1.5 s at 100 req/s at most;
// there an unexpected answer or a 5xx fails the run (support/smoke.js).

const { mkdtempSync, rmSync, statSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { startChild } = require('./support/children');
const { MIX, send, agent } = require('./support/mixed-traffic');
const { pinGenerator, pinServer } = require('./support/pin');
const { procStats, percentile } = require('./support/proc-stats');
const { seedSoak } = require('./support/soak-seed');
const { LOCAL_SERVER_ENV } = require('./support/server-env');
const { SMOKE, sized } = require('./support/smoke');

const MINUTES = Number(process.env.SOAK_MINUTES ?? sized(20, 2));
const MINUTE_MS = Number(process.env.SOAK_MINUTE_S ?? sized(60, 1.5)) * 1000;
const CAPACITY_MS = sized(10_000, 1_000);
const SMOKE_MAX_RATE = 100;
const MAX_IN_FLIGHT = 2_000;
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '-');

/** Closed loop, 64 at a time, for CAPACITY_MS: the rate the server sustains on this mix. */
async function measureCapacity(port, ctx) {
  const keepAlive = agent();
  const until = performance.now() + CAPACITY_MS;
  let answered = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (performance.now() < until) if ((await send(port, keepAlive, ctx)).status !== 0) answered += 1;
    }),
  );
  keepAlive.destroy();
  return answered / (CAPACITY_MS / 1000);
}

/** Open loop at `rate` req/s for MINUTES; calls report(minute) with each minute's results. */
async function drive(port, ctx, rate, report) {
  const keepAlive = agent();
  const started = performance.now();
  let minute = { results: [], skipped: 0 };
  let inFlight = 0;
  let owed = 0;
  let last = started;
  for (let m = 1; m <= MINUTES; m++) {
    const end = started + m * MINUTE_MS;
    while (performance.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const now = performance.now();
      owed += ((now - last) / 1000) * rate;
      last = now;
      for (; owed >= 1; owed -= 1) {
        if (inFlight >= MAX_IN_FLIGHT) {
          minute.skipped += 1; // the server fell behind: counted as errors
          continue;
        }
        inFlight += 1;
        const bucket = minute;
        void send(port, keepAlive, ctx).then((r) => {
          inFlight -= 1;
          bucket.results.push(r);
        });
      }
    }
    const done = minute;
    minute = { results: [], skipped: 0 };
    report(m, done);
  }
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  keepAlive.destroy();
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-soak-'));
  const env = {
    ...process.env,
    STORE: 'sqlite',
    DATA_DIR: dataDir,
    PORT: '0',
    ...LOCAL_SERVER_ENV,
    BASE_URL: 'http://api.localhost',
    // One generator IP: every limit would refuse it within seconds.
    RATE_LIMIT_API_PER_MINUTE: '0',
    RATE_LIMIT_MATCH_PER_MINUTE: '0',
    RATE_LIMIT_REDIRECTS_PER_MINUTE: '0',
    RATE_LIMIT_PROJECT_REDIRECTS_PER_HOUR: '0',
    RATE_LIMIT_LINK_CREATIONS_PER_HOUR: '0',
  };
  let server;
  const rows = [];
  const unexpected = new Map();
  try {
    const ctx = { ...(await seedSoak(env)), apiHost: 'api.localhost', made: 0 };
    const pinned = pinGenerator();
    server = await startChild(join(__dirname, 'servers/ferry.js'), { env, execArgv: process.env.SOAK_PRELOAD ? ['-r', process.env.SOAK_PRELOAD] : [] });
    if (pinned) pinServer(server.pid);
    const capacity = await measureCapacity(server.port, ctx);
    const rate = Number(process.env.SOAK_RATE ?? Math.round(SMOKE ? Math.min(capacity / 2, SMOKE_MAX_RATE) : capacity / 2));
    console.log(`Soak: mix ${MIX.map(([w, name]) => `${w}% ${name}`).join(', ')}; ${pinned ? 'generator on core 0, server on core 1' : 'not pinned'}`);
    console.log(`capacity on this mix ${fmt(capacity)} req/s; driving ${fmt(rate)} req/s for ${MINUTES} x ${MINUTE_MS / 1000} s`);
    console.log(
      `${'min'.padStart(4)}${'requests'.padStart(10)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}${'5xx'.padStart(6)}${'RSS MB'.padStart(9)}${'fds'.padStart(6)}${'WAL MB'.padStart(9)}`,
    );
    const walMb = () => {
      try {
        return statSync(join(dataDir, 'ferry.db-wal')).size / 2 ** 20;
      } catch {
        return 0;
      }
    };
    await drive(server.port, ctx, rate, (m, { results, skipped }) => {
      const ms = results.map((r) => r.ms);
      for (const r of results) {
        if (r.ok) continue;
        // A failure says how and when: a reset at once is not a request that hung.
        const what = `${r.name} ${r.status || `failed (${r.failure} after ${r.ms >= 1000 ? `${(r.ms / 1000).toFixed(1)} s` : `${Math.round(r.ms)} ms`}, minute ${m})`}`;
        unexpected.set(what, (unexpected.get(what) ?? 0) + 1);
      }
      const row = {
        m,
        n: results.length,
        p50: percentile(ms, 50),
        p99: percentile(ms, 99),
        errors: skipped + results.filter((r) => !r.ok).length,
        s5xx: results.filter((r) => r.status >= 500).length,
        ...procStats(server.pid),
      };
      rows.push(row);
      if (process.env.SOAK_DETAIL) {
        const names = [...new Set(results.map((r) => r.name))];
        console.log(
          `      p99 by kind: ${names
            .map(
              (name) =>
                `${name} ${fmt(
                  percentile(
                    results.filter((r) => r.name === name).map((r) => r.ms),
                    99,
                  ),
                  1,
                )}`,
            )
            .join(', ')}`,
        );
      }
      console.log(
        `${String(m).padStart(4)}${fmt(row.n).padStart(10)}${fmt(row.p50, 1).padStart(8)}${fmt(row.p99, 1).padStart(8)}${fmt(row.errors).padStart(8)}${fmt(row.s5xx).padStart(6)}${fmt(row.rssMb, 1).padStart(9)}${fmt(row.fds).padStart(6)}${fmt(walMb(), 1).padStart(9)}`,
      );
    });
  } finally {
    if (server) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (unexpected.size > 0) console.log(`unexpected answers: ${[...unexpected].map(([what, n]) => `${what} x${n}`).join(', ')}`);
  if (SMOKE) return smokeVerdict(rows);
  return verdicts(rows);
}

/** A smoke run is too short for the targets; it fails when the mix went unanswered or answered wrongly. */
function smokeVerdict(rows) {
  const requests = rows.reduce((sum, r) => sum + r.n, 0);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const ok = requests > 0 && errors === 0;
  console.log(`\nSmoke run: ${requests} requests, ${errors} unexpected answers or failures: ${ok ? 'PASS' : 'FAIL'}`);
  return ok ? 0 : 1;
}

function verdicts(rows) {
  const settled = rows.filter((r) => r.m >= 2);
  if (settled.length < 2) return (console.log('Too short for the targets (needs 3 minutes or more).'), 0);
  const [base, last] = [settled[0], settled[settled.length - 1]];
  const growth = (last.rssMb - base.rssMb) / base.rssMb;
  const p99s = settled.map((r) => r.p99);
  const spread = Math.max(...p99s) / Math.min(...p99s);
  const fdMax = Math.max(...settled.map((r) => r.fds));
  const s5xx = rows.reduce((sum, r) => sum + r.s5xx, 0);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const verdict = (ok, text) => (console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`), ok);
  console.log('\nTargets (minute 2 on):');
  verdict(growth < 0.1, `RSS growth < 10 % (${fmt(base.rssMb, 1)} -> ${fmt(last.rssMb, 1)} MB, ${fmt(growth * 100, 1)} %)`);
  verdict(fdMax <= base.fds + 5, `fds flat (minute 2: ${base.fds}, highest after: ${fdMax})`);
  verdict(spread <= 2, `p99 stable within 2x (${fmt(Math.min(...p99s), 1)}-${fmt(Math.max(...p99s), 1)} ms, ${fmt(spread, 2)}x)`);
  verdict(s5xx === 0, `no 5xx (${s5xx}); other unexpected answers or failures: ${errors}`);
  return 0;
}

module.exports = { main };

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error) => (console.error(error), process.exit(1)),
  );
}
