// Shared set-up for the match benchmark: where the built code is, real deps on a temporary
// SQLite store with a controllable clock, a seeded project and links, tunable overrides.
//
// FERRY_LIB=<dir>  run against another build of lib/ (experiments on a patched copy; with a
//                  copy outside functions/, set NODE_PATH=<functions>/node_modules too).
// BENCH_TUNE='{"minimum":0.75,"TIE_MARGIN":0.15}'  override FINGERPRINT fields (score.ts) and
//                  TIE_MARGIN / CROWD_LIMIT (choose.ts) for this run only.

'use strict';

const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const LIB = process.env.FERRY_LIB ? resolve(process.env.FERRY_LIB) : join(__dirname, '..', 'lib');
const lib = (path) => require(join(LIB, path));

const SHORT_DOMAIN = 'ferry.test';
const SUBDOMAIN = 'acme';
const HOST = `${SUBDOMAIN}.${SHORT_DOMAIN}`;
const PEPPER = 'bench-ip-hash-pepper-0123456789';

const APP_SETTINGS = {
  appName: 'Acme',
  uriScheme: 'acme',
  iconUrl: 'https://cdn.acme.test/icon.png',
  ios: { bundleId: 'com.acme.app', teamId: 'TEAM123456', appStoreId: '1234567890' },
  android: { packageName: 'com.acme.app', sha256CertFingerprints: [Array(32).fill('AB').join(':')] },
};

/** Applies BENCH_TUNE to the loaded modules; answers the tunables in force. */
function applyTunables() {
  const { FINGERPRINT } = lib('domain/match/score');
  const choose = lib('domain/match/choose');
  const tune = process.env.BENCH_TUNE ? JSON.parse(process.env.BENCH_TUNE) : {};
  for (const [key, value] of Object.entries(tune)) {
    if (key === 'TIE_MARGIN' || key === 'CROWD_LIMIT') choose[key] = value;
    else if (key in FINGERPRINT) FINGERPRINT[key] = value;
    else throw new Error(`BENCH_TUNE: unknown tunable ${key}`);
  }
  return { ...FINGERPRINT, TIE_MARGIN: choose.TIE_MARGIN, CROWD_LIMIT: choose.CROWD_LIMIT };
}

/** Real deps (buildDeps) on a fresh SQLite file; `clock.set(ms)` moves deps.now. */
function createEnv(label) {
  const dataDir = mkdtempSync(join(tmpdir(), `ferry-bench-${label}-`));
  const { loadConfig } = lib('config');
  const { buildDeps } = lib('build-deps');
  const config = loadConfig({ DATA_DIR: dataDir, SHORT_DOMAIN, IP_HASH_PEPPER: PEPPER }, 'self-hosted');
  const deps = buildDeps(config);
  let now = Date.parse('2026-11-02T00:00:00.000Z');
  deps.now = () => new Date(now);
  // No network in a benchmark: the project has an icon URL, and no link has fallbacks.
  deps.appStoreIcon = async () => null;
  deps.firstLiveUrl = async () => null;
  return {
    deps,
    dataDir,
    dbFile: join(dataDir, 'ferry.db'),
    clock: {
      set: (ms) => {
        now = ms;
      },
      get: () => now,
    },
    async close() {
      // The SQLite store's close() waits for its checkpoint worker to exit, but that worker is
      // unref'd: with nothing else pending, Node would end the process before close() settles.
      const keepAlive = setInterval(() => {}, 1000);
      try {
        await deps.store.close();
      } finally {
        clearInterval(keepAlive);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A studio project with iOS and Android apps and `count` links, through the services. */
async function seedProject(deps, count) {
  const { createProject, updateProject } = lib('services/projects/projects');
  const { createLink } = lib('services/links/links');
  const created = await createProject(deps, { name: 'Acme', subdomain: SUBDOMAIN, plan: 'studio', ownerUid: null });
  const project = await updateProject(deps, created, APP_SETTINGS);
  const slugs = [];
  for (let i = 0; i < count; i++) {
    const slug = `promo-${String(i + 1).padStart(3, '0')}`;
    await createLink(deps, project, {
      title: `Promo ${i + 1}`,
      slug,
      deepLink: `acme://promo/${i + 1}`,
      params: { code: `P${i + 1}` },
      geoRouting: [],
      fallbackChain: [],
      tags: [],
    });
    slugs.push(slug);
  }
  return { project, slugs };
}

module.exports = { LIB, lib, HOST, SUBDOMAIN, PEPPER, applyTunables, createEnv, seedProject };
