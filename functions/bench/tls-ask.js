'use strict';
// The TLS permission endpoint's latency (`npm run bench:tls`): what Caddy waits for before it
// issues a certificate on a name's first handshake. The real self-hosted server with 1,000
// projects in SQLite, asked on its internal listener for known project hosts (the host cache),
// names it has not seen (one indexed read each, then a cached miss) and, as the baseline, the
// same listener's /health. Latency with one connection (one handshake waiting, as Caddy asks),
// throughput with 10; load generator and server on separate cores.

const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { startChild } = require('./support/children');
const { pinGenerator, pinServer } = require('./support/pin');

const PROJECTS = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// A store read costs more than a cached answer: its throughput target is lower.
const TARGETS = { p99Ms: 3, ratio: { 'project host (cached)': 0.5, 'unknown name (store read)': 0.25 } };

async function seed(env) {
  const { loadConfig } = require('../lib/config');
  const { buildDeps } = require('../lib/deps');
  const { createProject } = require('../lib/services/projects');
  const deps = buildDeps(loadConfig(env, 'self-hosted'));
  for (let i = 0; i < PROJECTS; i++) await createProject(deps, { name: `p${i}`, subdomain: `p${i}`, plan: 'free', ownerUid: null });
  await deps.store.close();
}

function drive(port, path, connections) {
  return new Promise((resolve, reject) => {
    const requests = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }];
    autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: SECONDS / 2, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-bench-tls-'));
  const env = { ...process.env, STORE: 'sqlite', DATA_DIR: dataDir, PORT: '0', INTERNAL_PORT: '0', SHORT_DOMAIN: 'links.test', BASE_URL: 'https://api.links.test', LOG_LEVEL: 'warn' };
  await seed(env);
  const server = await startChild(join(__dirname, 'servers', 'ferry.js'), { env });
  const pinned = pinGenerator() && pinServer(server.pid);
  console.log(`  ${PROJECTS} projects; ${pinned ? 'generator on core 0, server on core 1' : 'not pinned'}; ${SECONDS / 2} s with 1 connection, then ${SECONDS / 2} s with 10`);
  let miss = 0;
  const cases = [
    ['baseline /health', () => '/health'],
    ['project host (cached)', () => `/tls/allowed?domain=p${Math.floor(Math.random() * PROJECTS)}.links.test`],
    ['unknown name (store read)', () => `/tls/allowed?domain=n${(miss += 1)}.example.com`],
  ];
  const rows = [];
  try {
    for (const [name, path] of cases) {
      const one = await drive(server.internalPort, path, 1);
      const many = await drive(server.internalPort, path, 10);
      const bad = [one, many].reduce((n, r) => n + r.non2xx - (name.startsWith('unknown') ? r['4xx'] : 0) + r.errors + r.timeouts, 0);
      rows.push({ name, reqPerSec: many.requests.average, p50: one.latency.p50, p99: one.latency.p99, p99Busy: many.latency.p99, bad });
    }
  } finally {
    await server.stop();
  }
  console.log(`  ${'case'.padEnd(28)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s (10 conn)'.padStart(16)} ${'p99 ms'.padStart(7)} ${'wrong'.padStart(6)}`);
  for (const r of rows) {
    const cells = [String(r.p50).padStart(7), String(r.p99).padStart(7), Math.round(r.reqPerSec).toLocaleString('en-US').padStart(16), String(r.p99Busy).padStart(7), String(r.bad).padStart(6)];
    console.log(`  ${r.name.padEnd(28)} ${cells.join(' ')}`);
  }
  const [base, hit, cold] = rows;
  let failed = false;
  const check = (ok, line) => {
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${line}`);
    failed ||= !ok;
  };
  for (const r of [hit, cold]) {
    const ratio = r.reqPerSec / base.reqPerSec;
    console.log(`  ratio ${r.name}/baseline req/s: ${ratio.toFixed(2)}`);
    check(r.p99 < TARGETS.p99Ms, `${r.name} p99 of one ask at a time < ${TARGETS.p99Ms} ms (${r.p99} ms)`);
    check(ratio >= TARGETS.ratio[r.name], `${r.name} req/s ratio to /health >= ${TARGETS.ratio[r.name]} (${ratio.toFixed(2)})`);
    check(r.bad === 0, `${r.name}: every answer the expected one (${r.bad} wrong)`);
  }
  return failed ? 1 : 0;
}

module.exports = { main };
if (require.main === module) main().then((code) => process.exit(code), (error) => (console.error(error), process.exit(1)));
