// Runs the store contract against the PostgreSQL adapter on a real PostgreSQL: a cluster of its
// own (test/support/postgres-cluster.ts), one fresh database for the suite.
import type { Store } from '../../src/store/ports';
import { openPostgresStore } from '../../src/store/postgres';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { jobLeaseContract } from './suite/job-lease-contract';
import { runStoreContract } from './suite/store-contract';

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgresCluster();
}, 60_000);

afterAll(() => cluster?.close());

runStoreContract('postgres', async () => {
  const store = openPostgresStore(await cluster.createDatabase('contract'));
  await store.opened;
  return store;
});

// A port only the stores that several processes share have.
describe('postgres: job leases', () => {
  let store: Store;
  beforeAll(async () => {
    store = openPostgresStore(await cluster.createDatabase('leases'));
    await store.opened;
  });
  afterAll(() => store?.close());
  jobLeaseContract(() => store);
});
