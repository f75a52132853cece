'use strict';
// PostgreSQL against SQLite, in one run: desktop redirects with the click recorded on Ferry over
// SQLite (one process, the baseline), over PostgreSQL (one process) and over PostgreSQL with
// WORKERS=2; then the same, and the API reads, once 1M links and 10M clicks are in each store.
// See bench/README.md. `npm run bench:postgres`; BENCH_SMOKE=1: a few thousand rows, seconds.

const http = require('node:http');
const { loadavg } = require('node:os');
const load = require('./support/load');
const { UA } = require('./support/fixtures');
const { pinGenerator, pinTree } = require('./support/pin');
const { sized, SMOKE } = require('./support/smoke');
const { startStores } = require('./support/pg-stores');
const { startFerry } = require('./support/ferry-process');
const { clickCounts, timeReads } = require('./support/pg-reads');
const { sqliteCost, postgresCost } = require('./support/pg-count-cost');
const { treeCpuSeconds } = require('./support/process-tree');
const { report, fmt } = require('./support/pg-report');

const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const MEASURE_S = Number(process.env.BENCH_SECONDS ?? 10);
const BIG = process.env.BENCH_BIG !== '0';
const SMALL_LINKS = sized(10_000, 300);
const BIG_LINKS = Number(process.env.BENCH_BIG_LINKS ?? sized(1_000_000, 3_000));
const BIG_CLICKS = Number(process.env.BENCH_BIG_CLICKS ?? sized(10_000_000, 10_000));
const WATCHDOG_MS = 15 * 60_000;
const SERVERS = [
  { label: 'SQLite, 1 process', store: 'sqlite', workers: 1 },
  { label: 'PostgreSQL, 1 process', store: 'postgres', workers: 1 },
  // Its reads are the one-process server's: the same store, one request at a time.
  { label: 'PostgreSQL, WORKERS=2', store: 'postgres', workers: 2, reads: false },
];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const desktopUrl = (i) => `https://example.com/products/${i}?ref=bench`;
const uptime = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Warm-up by time, then a measured run by amount sized from the warm-up's best second. */
async function drive(port, target, between) {
  const warmBy = SMOKE ? { amount: 100 } : { duration: WARMUP_S };
  const warm = load.summarize(await load.run(port, target, { ...warmBy, limitMs: (WARMUP_S + 10) * 1000 }));
  await sleep(300); // the requests autocannon cut off at the end of the warm-up finish
  const before = await between();
  const amount = SMOKE ? 200 : Math.max(load.CONNECTIONS * 20, Math.round(warm.bestSecond * MEASURE_S));
  const measured = load.summarize(await load.run(port, target, { amount, limitMs: (MEASURE_S * 4 + 10) * 1000 }));
  return { warm, measured, before, after: await between() };
}

/** One server on one store: redirects under load, CPU, API reads, and every click check. */
async function runServer(server, links, { stores, since, postmaster, running, problems }) {
  const store = stores.stores.find((s) => s.name === server.store);
  const initial = await clickCounts(store, since);
  const ferry = await startFerry({ ...process.env, ...store.env }, { workers: server.workers });
  running.add(ferry);
  const pgCpu = () => (store.name === 'postgres' ? treeCpuSeconds(postmaster) : 0);
  const sample = Array.from({ length: 10 }, (_, i) => Math.floor((i * links) / 10));
  for (const i of sample) {
    const { status, location } = await load.get(ferry.port, `/p${i}`, { host: 'bench.localhost', 'user-agent': UA.desktopChrome });
    if (status !== 302 || location !== desktopUrl(i)) throw new Error(`${server.label}: GET /p${i} answered ${status} ${location}`);
  }
  const target = { slugs: Array.from({ length: links }, (_, i) => `p${i}`), userAgents: [UA.desktopChrome], host: 'bench.localhost' };
  const { warm, measured, before, after } = await drive(ferry.port, target, async () => ({
    counts: await clickCounts(store, since),
    ferry: ferry.cpuSeconds(),
    postgres: pgCpu(),
  }));
  const reads = server.reads === false ? null : await timeReads(store, ferry.port);
  // The checks' keep-alive sockets: a stopping server waits for idle ones (KEEP_ALIVE_TIMEOUT_S).
  http.globalAgent.destroy();
  await ferry.stop();
  running.delete(ferry);
  const final = await clickCounts(store, since);
  const recorded = after.counts.rows - before.counts.rows;
  console.log(
    `  ${server.label}: ${fmt(measured.reqPerSec)} req/s, p99 ${fmt(measured.p99)} ms; ${fmt(recorded)} clicks recorded of ${fmt(measured.s3xx)} 3xx`,
  );
  for (const [phase, m] of Object.entries({ 'warm-up': warm, measured })) {
    if (m.bad > 0 || m.s2xx > 0) problems.push(`${server.label} ${phase}: ${m.bad} failed or not 2xx/3xx, ${m.s2xx} pages instead of redirects`);
    if (m.stoppedEarly) problems.push(`${server.label} ${phase}: stopped by its time limit`);
  }
  if (recorded !== measured.s3xx) problems.push(`${server.label}: clicks recorded (${recorded}) != 3xx served (${measured.s3xx})`);
  const counted = after.counts.usage - before.counts.usage;
  if (store.name === 'postgres' && counted !== measured.s3xx) problems.push(`${server.label}: usage counter +${counted} != 3xx served (${measured.s3xx})`);
  if (final.usage - initial.usage !== final.rows - initial.rows) problems.push(`${server.label}: after the stop, usage counter and click rows disagree`);
  const perRequest = (key) => ((after[key] - before[key]) * 1e6) / measured.responses;
  return { ...server, warm, measured, recorded, reads, ferryCpuUs: perRequest('ferry'), postgresCpuUs: perRequest('postgres') };
}

async function phase(title, short, links, context) {
  console.log(`${title}:`);
  const runs = [];
  for (const server of SERVERS) runs.push(await runServer(server, links, context));
  const { stores, since, postmaster } = context;
  const [sqlite, postgres] = stores.stores;
  const cost = { sqlite: sqliteCost(sqlite, since), postgres: await postgresCost(postgres, since, postmaster) };
  return { title, short, runs, cost, sizes: await stores.sizes() };
}

async function main() {
  const problems = [];
  const running = new Set();
  let stores;
  const watchdog = setTimeout(() => {
    console.error(`FAIL: benchmark did not finish within ${WATCHDOG_MS / 60_000} min`);
    running.forEach((ferry) => ferry.kill());
    stores?.close();
    process.exit(1);
  }, WATCHDOG_MS);
  try {
    const started = Date.now();
    const loadBefore = uptime();
    // Seeded clicks end at the midnight (UTC) before the run's own visits.
    const [since, endSeconds] = [new Date().toISOString(), Math.floor(Date.now() / 86_400_000) * 86_400];
    stores = await startStores();
    await stores.seed({ from: 1, to: SMALL_LINKS, clicks: 0, endSeconds });
    const postmaster = stores.cluster.pid();
    const pin = (generator, server) => pinTree(process.pid, generator) && pinTree(postmaster, server);
    const pinned = pinGenerator() && pin('0', '1');
    const setup = `desktop redirects (302, click recorded), ${load.CONNECTIONS} connections, a random link each; ${
      pinned ? 'load generator on core 0, Ferry (every process) and PostgreSQL on core 1' : 'not pinned'
    }; PostgreSQL durable (fsync, synchronous_commit on)`;
    const context = { stores, since, postmaster, running, problems };
    const phases = [await phase(`${fmt(SMALL_LINKS)} links, no clicks before the run`, 'small', SMALL_LINKS, context)];
    if (BIG) {
      if (pinned) pin('0,1', '0,1'); // the seeds take both cores
      console.log(`Seeding ${fmt(BIG_LINKS)} links and ${fmt(BIG_CLICKS)} clicks into each store...`);
      const seedSeconds = await stores.seed({ from: SMALL_LINKS, to: BIG_LINKS, clicks: BIG_CLICKS, endSeconds });
      if (pinned) pin('0', '1');
      const big = await phase(`${fmt(BIG_LINKS)} links, ${fmt(BIG_CLICKS)} clicks over 90 days`, `${fmt(BIG_LINKS)} links`, BIG_LINKS, context);
      phases.push({ ...big, seedSeconds });
    }
    report({ phases, setup });
    console.log(`\nload average (1, 5, 15 min): ${loadBefore} before, ${uptime()} after; ${fmt((Date.now() - started) / 1000)} s in all`);
    if (problems.length === 0) console.log(`click check: ${phases.length * SERVERS.length} runs, clicks recorded = 3xx served in each`);
  } catch (error) {
    problems.push(error instanceof Error ? (process.env.BENCH_DEBUG ? error.stack : error.message) : String(error));
  } finally {
    clearTimeout(watchdog);
    running.forEach((ferry) => ferry.kill());
    stores?.close();
  }
  for (const problem of problems) console.error(`ERROR: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

module.exports = { main };

if (require.main === module) {
  main().then((code) => process.exit(code));
}
