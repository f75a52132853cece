// Opening the PostgreSQL store on a real PostgreSQL: a bad DATABASE_URL is one line naming what
// to fix (nothing listening, a wrong password, no such database), processes starting together
// migrate once, and what `ferry doctor` reads of the database.
import { Pool } from 'pg';
import { openPostgresStore } from '../../src/store/postgres';
import { inspectPostgres } from '../../src/store/postgres/database/inspect';
import { migrate, schemaVersion } from '../../src/store/postgres/database/migrations';
import { SCHEMA_VERSION } from '../../src/store/postgres/database/schema';
import { freePort } from '../support/free-port';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);

afterAll(() => cluster?.close());

const openingError = async (url: string) => {
  const store = openPostgresStore(url);
  const error = await store.opened!.then(
    () => null,
    (e: unknown) => e as Error,
  );
  await store.close();
  return error?.message;
};

describe('opening the PostgreSQL store', () => {
  it('when nothing listens at the address, then one line says PostgreSQL refused the connection there', async () => {
    const port = await freePort();
    expect(await openingError(`postgres://ferry:x@127.0.0.1:${port}/ferry`)).toBe(
      `Cannot open the PostgreSQL store (DATABASE_URL): PostgreSQL at 127.0.0.1:${port} refused the connection: is it running and listening on that port?`,
    );
  });

  it('when the password is wrong, then one line names the user', async () => {
    await cluster.createDatabase('start_password');
    expect(await openingError(cluster.url('start_password', { password: 'wrong' }))).toBe(
      `Cannot open the PostgreSQL store (DATABASE_URL): PostgreSQL at 127.0.0.1:${cluster.port} refused the password of user "ferry".`,
    );
  });

  it('when the database does not exist, then one line says how to create it', async () => {
    expect(await openingError(cluster.url('nowhere'))).toBe(
      `Cannot open the PostgreSQL store (DATABASE_URL): PostgreSQL at 127.0.0.1:${cluster.port} has no database "nowhere": create it (createdb nowhere) or fix the name.`,
    );
  });

  it('when three processes migrate one new database at once, then it ends at the current version, each step applied once', async () => {
    const url = await cluster.createDatabase('start_race');
    const pools = [0, 1, 2].map(() => new Pool({ connectionString: url, max: 2 }));
    try {
      await Promise.all(pools.map((pool) => migrate(pool)));
      expect(await schemaVersion(pools[0]!)).toBe(SCHEMA_VERSION);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('when the database was written by a newer Ferry, then opening it is refused', async () => {
    const url = await cluster.createDatabase('start_newer');
    const pool = new Pool({ connectionString: url });
    await migrate(pool);
    await pool.query('UPDATE ferry_schema SET version = version + 1');
    await pool.end();
    expect(await openingError(url)).toMatch(/written by a newer Ferry \(schema version \d+; this Ferry knows up to \d+\)/);
  });

  it('when ferry doctor looks, then it reads the version, schema, connections and a small clock skew', async () => {
    const url = await cluster.createDatabase('start_doctor');
    expect(await inspectPostgres(url)).toMatchObject({ schemaVersion: 0, maxConnections: 200 });
    const store = openPostgresStore(url);
    await store.opened;
    const facts = await inspectPostgres(url);
    await store.close();
    expect(facts).toMatchObject({ serverVersion: expect.stringMatching(/^\d+\.\d+/), schemaVersion: SCHEMA_VERSION });
    expect(Math.abs((facts as { clockSkewMs: number }).clockSkewMs)).toBeLessThan(1_000);
    expect((await inspectPostgres(cluster.url('nowhere'))) as Error).toBeInstanceOf(Error);
  });
});
