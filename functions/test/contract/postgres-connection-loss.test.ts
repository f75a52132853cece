// A connection the PostgreSQL server cuts while Ferry holds it between two statements (a
// transaction's work, an export between pages) is an error of that request, never of the process:
// node-postgres reports such a cut as an 'error' event on the client, and an event nobody listens
// to ends a Node process. Here the server ends the backend (pg_terminate_backend, as a restart or
// failover does) while the client is borrowed and idle.
import { StoreUnavailableError } from '../../src/store/ports';
import { openPostgresStore, poolOf } from '../../src/store/postgres';
import { openPool } from '../../src/store/postgres/database/pool';
import { inTransaction } from '../../src/store/postgres/database/transaction';
import { isPostgresTransient } from '../../src/store/postgres/database/transient';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { aLink, aProject } from './suite/fixtures';

let cluster: PostgresCluster;
let url: string;
const uncaught: unknown[] = [];
const noteUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  cluster = await startPostgresCluster();
  url = await cluster.createDatabase('connection_loss');
  process.on('uncaughtException', noteUncaught);
}, 60_000);

afterAll(() => {
  process.off('uncaughtException', noteUncaught);
  cluster?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends the server side of the connection whose backend is `pid`, and lets its notice arrive. */
async function cutBackend(pool: ReturnType<typeof openPool>, pid: number) {
  await pool.query('SELECT pg_terminate_backend($1)', [pid]);
  await pause(200);
}

it('when the server ends a connection inside a transaction, then the transaction fails as transient and the pool serves the next one', async () => {
  const pool = openPool(url, { poolSize: 2 });
  try {
    const failure = await inTransaction(pool, async (client) => {
      const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await cutBackend(pool, pid);
      return client.query('SELECT 1');
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isPostgresTransient(failure)).toBe(true);
    expect(uncaught).toEqual([]);
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await pool.end();
  }
});

it('when the server ends the connection of an export between two records, then the export fails as transient and the store goes on', async () => {
  const store = openPostgresStore(url, { poolSize: 2 });
  try {
    await store.opened;
    const project = aProject();
    await store.projects.create(project);
    for (const slug of ['one', 'two']) await store.links.createIfAbsent(aLink(project.id, { slug }));
    const reader = store.transfer.exportProject(project.id)[Symbol.asyncIterator]();
    expect((await reader.next()).done).toBe(false);
    // The export's snapshot is the one transaction left open between two statements.
    const held = await poolOf(store).query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE state = 'idle in transaction'");
    expect(held.rows).toHaveLength(1);
    await cutBackend(poolOf(store), held.rows[0]!.pid);
    const failure = await (async () => {
      for (let next = await reader.next(); !next.done; next = await reader.next());
    })().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect(uncaught).toEqual([]);
    expect(await store.projects.get(project.id)).toEqual(project);
  } finally {
    await store.close();
  }
});
