'use strict';
// Redirect benchmark: Ferry's self-hosted server (SQLite, click recording on) against a bare
// node:http server answering the same slugs from a Map. See bench/README.md.
// Run with `npm run bench:redirect` (builds lib/ first); BENCH_SMOKE=1: 300 links and a few
// hundred requests per server, every check kept (support/smoke.js).

const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const Database = require('better-sqlite3');
const { startChild } = require('./support/children');
const { seedStore } = require('./support/seed');
const { LINK_COUNT, SUBDOMAIN, USER_AGENTS, links, expectedLocation } = require('./support/fixtures');
const load = require('./support/load');
const { pinGenerator, pinServer } = require('./support/pin');
const { LOCAL_SERVER_ENV } = require('./support/server-env');
const { SMOKE } = require('./support/smoke');

const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const MEASURE_S = Number(process.env.BENCH_SECONDS ?? 12);
const WATCHDOG_MS = 5 * 60_000;
const TARGETS = { ratio: 0.5, p99Ms: 10, rssMb: 200 };

const MB = 1024 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Each slug answers 302 to the expected Location for both user agents. */
async function checkAnswers(name, port, host, sample) {
  for (const { slug, desktopUrl } of sample) {
    for (const userAgent of USER_AGENTS) {
      const { status, location } = await load.get(port, `/${slug}`, { host, 'user-agent': userAgent });
      const expected = expectedLocation(desktopUrl, userAgent);
      if (status !== 302 || location !== expected) {
        throw new Error(`${name}: GET /${slug} (${userAgent.slice(0, 40)}...) answered ${status} ${location}, expected 302 ${expected}`);
      }
    }
  }
}

/** Warm-up by time, then a measured run by amount sized from the warm-up's best second (~MEASURE_S). */
async function drive(name, port, target, between = async () => {}) {
  // A smoke run warms up and measures by amount: a few hundred requests, whatever the machine's speed.
  const warmBy = SMOKE ? { amount: 200 } : { duration: WARMUP_S };
  const warm = load.summarize(await load.run(port, target, { ...warmBy, limitMs: (WARMUP_S + 10) * 1000 }));
  await sleep(300); // let the requests autocannon cut off at the end of the warm-up finish
  const before = await between();
  const amount = SMOKE ? 300 : Math.max(load.CONNECTIONS * 20, Math.round(warm.bestSecond * MEASURE_S));
  console.log(`  ${name}: warm-up ${fmt(warm.reqPerSec)} req/s (best second ${fmt(warm.bestSecond)}); measuring ${fmt(amount)} requests`);
  const measured = load.summarize(await load.run(port, target, { amount, limitMs: (MEASURE_S * 4 + 10) * 1000 }));
  return { warm, measured, before };
}

function clickCounts(dbFile, projectId) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return {
      // Answered visits: the clicks folded so far plus those still in the click log.
      rows:
        db.prepare('SELECT COUNT(*) AS n FROM clicks WHERE project_id = ?').get(projectId).n +
        db.prepare("SELECT COUNT(*) AS n FROM click_log WHERE json_extract(doc, '$.click.projectId') = ?").get(projectId).n,
      linkCounters: db.prepare('SELECT COALESCE(SUM(clicks), 0) AS n FROM links WHERE project_id = ?').get(projectId).n,
      usage: db.prepare('SELECT COALESCE(SUM(clicks), 0) AS n FROM usage WHERE project_id = ?').get(projectId).n,
    };
  } finally {
    db.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-bench-'));
  const dbFile = join(dataDir, 'ferry.db');
  const children = [];
  const watchdog = setTimeout(() => {
    console.error(`FAIL: benchmark did not finish within ${WATCHDOG_MS / 1000} s`);
    children.forEach((c) => c.kill());
    process.exit(1);
  }, WATCHDOG_MS);
  const env = {
    ...process.env,
    STORE: 'sqlite',
    DATA_DIR: dataDir,
    PORT: '0',
    ...LOCAL_SERVER_ENV,
    // All the load comes from one IP to one project: the per-IP and per-project redirect
    // limits (60/min, 5,000/hour) would answer 429 within a second. 0 turns a limit off.
    RATE_LIMIT_REDIRECTS_PER_MINUTE: '0',
    RATE_LIMIT_PROJECT_REDIRECTS_PER_HOUR: '0',
  };
  const problems = [];
  try {
    let t = Date.now();
    const project = await seedStore(env);
    console.log(`Seeded ${fmt(LINK_COUNT)} links in ${((Date.now() - t) / 1000).toFixed(1)} s (store: ${dbFile})`);

    const all = links();
    const target = { slugs: all.map((l) => l.slug), userAgents: USER_AGENTS, host: `${SUBDOMAIN}.localhost` };
    const sample = Array.from({ length: 10 }, (_, i) => all[Math.floor((i * all.length) / 10)]);

    // Baseline first, alone on the machine.
    const pinned = pinGenerator();
    const baseline = await startChild(join(__dirname, 'servers/baseline.js'), { env });
    children.push(baseline);
    if (pinned) pinServer(baseline.pid);
    console.log(
      pinned
        ? '  pinned: load generator on core 0, each server (all its threads) on core 1'
        : '  not pinned (BENCH_PIN=0, BENCH_SMOKE=1, one core, or no taskset)',
    );
    await checkAnswers('baseline', baseline.port, target.host, sample);
    const base = await drive('baseline', baseline.port, target);
    await baseline.stop();

    // Then Ferry. BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server child there.
    const profDir = process.env.BENCH_CPU_PROF;
    const execArgv = profDir ? ['--cpu-prof', '--cpu-prof-dir', profDir] : [];
    const ferry = await startChild(join(__dirname, 'servers/ferry.js'), { env, execArgv });
    children.push(ferry);
    if (pinned) pinServer(ferry.pid);
    await checkAnswers('ferry', ferry.port, target.host, sample);
    const startMemory = await ferry.ask('memory');
    const fer = await drive('ferry', ferry.port, target, async () => clickCounts(dbFile, project.id));
    const after = clickCounts(dbFile, project.id);
    const memory = await ferry.ask('memory');
    await ferry.stop();
    if (profDir) console.log(`  CPU profile of the Ferry server written to ${profDir}`);
    const final = clickCounts(dbFile, project.id);

    // Report.
    const row = (name, m) =>
      `${name.padEnd(10)}${fmt(m.reqPerSec).padStart(10)}${fmt(m.p50).padStart(8)}${fmt(m.p99).padStart(8)}` +
      `${fmt(m.s3xx).padStart(10)}${fmt(m.s2xx).padStart(7)}${fmt(m.bad).padStart(10)}${m.seconds.toFixed(1).padStart(8)}`;
    const ratio = fer.measured.reqPerSec / base.measured.reqPerSec;
    const recorded = after.rows - fer.before.rows;
    console.log('');
    console.log(
      `Redirect benchmark: ${fmt(LINK_COUNT)} links, ${load.CONNECTIONS} connections, random slug + UA (desktop Chrome / iPhone Safari), ${SMOKE ? 'smoke run: 200-request' : `${WARMUP_S} s`} warm-up`,
    );
    console.log(
      `${''.padEnd(10)}${'req/s'.padStart(10)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'3xx'.padStart(10)}${'2xx'.padStart(7)}${'non-2/3xx'.padStart(10)}${'secs'.padStart(8)}`,
    );
    console.log(row('baseline', base.measured));
    console.log(row('ferry', fer.measured));
    console.log(`ratio ferry/baseline req/s: ${ratio.toFixed(2)}`);
    const nonRedirect = (r) => r.warm.bad + r.measured.bad;
    console.log(`non-2xx/3xx responses (warm-up + measured): baseline ${nonRedirect(base)}, ferry ${nonRedirect(fer)}`);
    console.log(
      `ferry RSS at end of run: ${(memory.rss / MB).toFixed(1)} MB (after start ${(startMemory.rss / MB).toFixed(1)} MB, peak ${(memory.peakRss / MB).toFixed(1)} MB)`,
    );
    console.log(`clicks recorded during the measured run: ${fmt(recorded)} (3xx served: ${fmt(fer.measured.s3xx)})`);
    console.log(`clicks in store after the run: ${fmt(final.rows)} rows, link counters ${fmt(final.linkCounters)}, usage counter ${fmt(final.usage)}`);

    // Correctness: any of these fails the run (exit 1).
    for (const [name, r] of [
      ['baseline', base],
      ['ferry', fer],
    ]) {
      for (const [phase, m] of [
        ['warm-up', r.warm],
        ['measured', r.measured],
      ]) {
        if (m.bad > 0) problems.push(`${name} ${phase}: ${m.bad} responses were neither 2xx nor 3xx (or failed)`);
        if (m.s2xx > 0) problems.push(`${name} ${phase}: ${m.s2xx} answers were pages (2xx), not redirects`);
        if (m.stoppedEarly) problems.push(`${name} ${phase}: stopped by its time limit`);
      }
    }
    if (recorded !== fer.measured.s3xx) problems.push(`clicks recorded (${recorded}) != 3xx served (${fer.measured.s3xx})`);
    if (final.rows !== final.linkCounters || final.rows !== final.usage) problems.push('click rows, link counters and usage counter disagree');

    // Targets: reported, never fatal (timing on shared CI machines is noisy).
    console.log('');
    const verdict = (ok, text) => console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
    console.log('Targets:');
    verdict(ratio >= TARGETS.ratio, `req/s ratio ferry/baseline >= ${TARGETS.ratio} (${ratio.toFixed(2)})`);
    verdict(fer.measured.p99 < TARGETS.p99Ms, `ferry p99 < ${TARGETS.p99Ms} ms (${fmt(fer.measured.p99)} ms)`);
    verdict(memory.rss < TARGETS.rssMb * MB, `ferry RSS < ${TARGETS.rssMb} MB (${(memory.rss / MB).toFixed(1)} MB)`);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(watchdog);
    children.forEach((c) => c.kill());
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error('');
    for (const problem of problems) console.error(`ERROR: ${problem}`);
    return 1;
  }
  return 0;
}

module.exports = { main };

if (require.main === module) {
  main().then((code) => process.exit(code));
}
