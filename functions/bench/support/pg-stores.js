'use strict';
// The two stores bench:postgres compares: a SQLite file in a temp DATA_DIR and a database on a
// PostgreSQL cluster of its own (test/support/postgres-cluster.ts, durable: fsync and
// synchronous_commit as shipped). Each gets, through the real services, project `bench` (studio,
// deepview off), its secret key and link p0; the other links and clicks are SQL (pg-seed-sql.js).

const { fork } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const Database = require('better-sqlite3');
const { Client } = require('pg');
const { loadConfig } = require('../../lib/config');
const { buildDeps } = require('../../lib/build-deps');
const { createProject, updateProject } = require('../../lib/services/projects/projects');
const { createLink } = require('../../lib/services/links/links');
const { createKey } = require('../../lib/services/projects/keys');
const { updateProjectSchema } = require('../../lib/domain/projects/schema');
const { createLinkSchema } = require('../../lib/domain/links/schema');
const { PROJECT_SETTINGS } = require('./fixtures');
const { seedStatements } = require('./pg-seed-sql');
const { requireTs } = require('./ts-module');
const { LOCAL_SERVER_ENV } = require('./server-env');

const COMMON = {
  ...LOCAL_SERVER_ENV,
  BASE_URL: 'http://api.localhost',
  // One IP, one project: the redirect and API limits would answer 429 within a second. 0: off.
  RATE_LIMIT_REDIRECTS_PER_MINUTE: '0',
  RATE_LIMIT_PROJECT_REDIRECTS_PER_HOUR: '0',
  RATE_LIMIT_API_PER_MINUTE: '0',
};

/** p0 through the services (the template of every other link), and a secret key. */
async function seedProject(env) {
  const deps = buildDeps(loadConfig(env, 'self-hosted'));
  try {
    await deps.store.opened;
    const created = await createProject(deps, { name: 'Bench', subdomain: 'bench', plan: 'studio', ownerUid: null });
    const project = await updateProject(deps, created, updateProjectSchema.parse(PROJECT_SETTINGS));
    const input = { title: 'Product 0', slug: 'p0', deepLink: 'bench://products/0', desktopUrl: 'https://example.com/products/0?ref=bench' };
    await createLink(deps, project, createLinkSchema.parse(input));
    const { key } = await createKey(deps, project.id, 'secret');
    return { projectId: project.id, key };
  } finally {
    await deps.store.close();
  }
}

/** Runs SQL on the SQLite file in a child process (the PostgreSQL seed goes on meanwhile). */
function sqliteSeed(file, statements) {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'pg-seed-sqlite.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`SQLite seed exited with ${code}`)));
    child.send({ file, statements });
  });
}

async function startStores() {
  const { startPostgresCluster } = requireTs(join(__dirname, '..', '..', 'test', 'support', 'postgres-cluster.ts'));
  const cluster = await startPostgresCluster({ durable: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-bench-pg-'));
  const url = await cluster.createDatabase('ferry');
  const client = new Client({ connectionString: url });
  await client.connect();
  const sqliteFile = join(dataDir, 'ferry.db');
  const sqlite = { name: 'sqlite', kind: 'sqlite', file: sqliteFile, env: { ...COMMON, STORE: 'sqlite', DATA_DIR: dataDir } };
  const postgres = {
    name: 'postgres',
    kind: 'pg',
    url,
    env: { ...COMMON, STORE: 'postgres', DATABASE_URL: url, IP_HASH_PEPPER: 'bench-pepper-0123456789abcdef' },
  };
  // One row of a query ($1, $2... for both: SQLite's are rewritten to ?, in the order they appear).
  sqlite.get = async (sql, params = []) => {
    const db = new Database(sqliteFile, { readonly: true, fileMustExist: true });
    try {
      const order = [...sql.matchAll(/\$(\d+)/g)].map((m) => params[Number(m[1]) - 1]);
      return db.prepare(sql.replace(/\$\d+/g, '?')).get(...order);
    } finally {
      db.close();
    }
  };
  postgres.get = async (sql, params = []) => (await client.query(sql, params)).rows[0];
  for (const store of [sqlite, postgres]) {
    Object.assign(store, await seedProject({ ...process.env, ...store.env }));
    store.template = await store.get("SELECT doc, created_at AS at FROM links WHERE slug = 'p0'");
  }

  /** Adds links [from, to) and `clicks` clicks to both stores at once; answers each one's seconds. */
  async function seed({ from, to, clicks, endSeconds }) {
    const statements = (store) =>
      seedStatements(store.kind, { project: store.projectId, from, to, clicks, template: store.template.doc, templateAt: store.template.at, endSeconds });
    const seedPostgres = async () => {
      const started = Date.now();
      await client.query("SET work_mem = '256MB'; SET maintenance_work_mem = '512MB'");
      for (const sql of statements(postgres)) await client.query(sql);
      // What autovacuum would have done to tables loaded over months: visibility and statistics.
      await client.query('VACUUM ANALYZE');
      return (Date.now() - started) / 1000;
    };
    const [sqliteSeconds, postgresSeconds] = await Promise.all([sqliteSeed(sqliteFile, statements(sqlite)).then((m) => m.seconds), seedPostgres()]);
    return { sqlite: sqliteSeconds, postgres: postgresSeconds };
  }

  return {
    cluster,
    stores: [sqlite, postgres],
    seed,
    /** Bytes on disk: the SQLite file, PostgreSQL's database. */
    sizes: async () => ({
      sqlite: (await sqlite.get('SELECT page_count * page_size AS n FROM pragma_page_count(), pragma_page_size()')).n,
      postgres: Number((await postgres.get("SELECT pg_database_size('ferry') AS n")).n),
    }),
    /** Synchronous (the watchdog calls it on its way out): the cluster stops, the files go. */
    close() {
      client.end().catch(() => {});
      cluster.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { startStores };
