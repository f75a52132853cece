// From one machine to a shared PostgreSQL and back: a project exported from SQLite and imported
// into PostgreSQL (a real server: test/support/postgres-cluster.ts) answers every API read as it
// did on SQLite and exports every record as SQLite did; exported again and imported into a new
// SQLite store, it is the same project record for record. A second import changes nothing. A
// project made on PostgreSQL moves to SQLite the same way.

import { exportProjects } from '../../src/services/transfer/export-projects';
import { importTransfer } from '../../src/services/transfer/import-file';
import { openPostgresStore } from '../../src/store/postgres';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { testApp } from '../support/test-app';
import { projectReads, seedEverything } from '../support/transfer-fixture';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);
afterAll(() => cluster?.close());

type App = ReturnType<typeof testApp>;
type Seeded = Awaited<ReturnType<typeof seedEverything>>['acme'];

/** Every read of the project, as a console or a script makes them. */
async function answersOf(app: App, acme: Seeded) {
  const out: { path: string; status: number; body: unknown }[] = [];
  for (const path of projectReads(acme.id)) {
    const res = await app.call('GET', path, { token: path.includes('/keys') ? acme.ownerToken : acme.secretKey });
    out.push({ path, status: res.status, body: res.json ?? res.text });
  }
  return out;
}

/** The export of a project: its header, and its records parsed (compared as values, not text). */
async function exported(app: App, projectId: string) {
  const lines: string[] = [];
  await exportProjects(app.deps, [projectId], (line) => void lines.push(line));
  const file = () =>
    (async function* () {
      yield* lines;
    })();
  return { lines, file, header: JSON.parse(lines[0]!) as { source: string }, records: lines.slice(1).map((line) => JSON.parse(line) as unknown) };
}

describe('ferry export on SQLite, ferry import on PostgreSQL, and back', () => {
  it('when a project with something of everything moves there and back, then every read and every record is the same, also after a second import', async () => {
    const source = testApp();
    const postgres = openPostgresStore(await cluster.createDatabase('transfer'));
    await postgres.opened;
    const middle = testApp(postgres);
    const back = testApp();
    try {
      const { acme } = await seedEverything(source, 'to-postgres');
      const fromSqlite = await exported(source, acme.id);
      // Something of every kind the format has: a record type lost on the way would be silent.
      const kinds = new Set(fromSqlite.records.map((r) => (r as { type: string }).type));
      expect([...kinds].sort()).toEqual([
        'campaign',
        'click',
        'influencer',
        'installs',
        'key',
        'link',
        'match',
        'pixelVisitor',
        'project',
        'referral',
        'referralDay',
        'rollup',
        'usage',
        'webhook',
      ]);

      middle.setNow(source.deps.now());
      expect(await importTransfer(middle.deps, fromSqlite.file)).toEqual({ projects: [acme.id], records: fromSqlite.records.length });
      const before = await answersOf(source, acme);
      expect(before.map((a) => a.status)).toEqual(before.map(() => 200));
      expect(JSON.stringify(before)).toMatch(/"installs":1/);
      expect(await answersOf(middle, acme)).toEqual(before);
      expect(await middle.store.webhooks.list(acme.id)).toEqual(await source.store.webhooks.list(acme.id));

      const fromPostgres = await exported(middle, acme.id);
      expect(fromPostgres.header.source).toBe('postgres');
      expect(fromPostgres.records).toEqual(fromSqlite.records);
      await importTransfer(middle.deps, fromPostgres.file);
      expect((await exported(middle, acme.id)).records).toEqual(fromSqlite.records);
      expect(await answersOf(middle, acme)).toEqual(before);

      back.setNow(source.deps.now());
      expect(await importTransfer(back.deps, fromPostgres.file)).toEqual({ projects: [acme.id], records: fromSqlite.records.length });
      expect((await exported(back, acme.id)).records).toEqual(fromSqlite.records);
      expect(await answersOf(back, acme)).toEqual(before);
    } finally {
      await source.close();
      await middle.close();
      await back.close();
    }
  }, 60_000);
});

describe('ferry export on PostgreSQL, ferry import on SQLite', () => {
  it('when a project made on PostgreSQL moves to one machine, then every read and every record is the same', async () => {
    const postgres = openPostgresStore(await cluster.createDatabase('transfer_made'));
    await postgres.opened;
    const source = testApp(postgres);
    const target = testApp();
    try {
      const { acme } = await seedEverything(source, 'from-postgres');
      const fromPostgres = await exported(source, acme.id);
      // The click whose match was consumed remembers the install (exports show it after the match expires).
      expect(fromPostgres.records.filter((r) => (r as { click?: { installMatched?: boolean } }).click?.installMatched)).toHaveLength(1);
      target.setNow(source.deps.now());
      expect(await importTransfer(target.deps, fromPostgres.file)).toEqual({ projects: [acme.id], records: fromPostgres.records.length });
      const before = await answersOf(source, acme);
      expect(before.map((a) => a.status)).toEqual(before.map(() => 200));
      expect(JSON.stringify(before)).toMatch(/"installs":1/);
      expect(await answersOf(target, acme)).toEqual(before);
      expect((await exported(target, acme.id)).records).toEqual(fromPostgres.records);
    } finally {
      await source.close();
      await target.close();
    }
  }, 60_000);
});
