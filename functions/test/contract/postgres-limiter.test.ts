// The PostgreSQL rate limiter on a real PostgreSQL: the shared limiter contract, exact admission
// when hits race from several pools (as from several Ferry processes), and the refused caller
// answered without a query.
import { Pool } from 'pg';
import { postgresLimiter } from '../../src/platform/postgres-limiter';
import { migrate } from '../../src/store/postgres/database/migrations';
import { runLimiterContract, T0 } from '../support/limiter-contract';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';

let cluster: PostgresCluster;
let pools: Pool[] = [];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const url = await cluster.createDatabase('limiter');
  pools = [new Pool({ connectionString: url, max: 4 }), new Pool({ connectionString: url, max: 4 })];
  // The store's migrations make the table.
  await migrate(pools[0]!);
}, 60_000);

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  cluster?.close();
});

runLimiterContract('postgres', (now) => postgresLimiter(pools[0]!, now));

const MINUTE = 60_000;

describe('postgres limiter', () => {
  it('when 30 hits race from two processes for a limit of 8, then exactly 8 are allowed', async () => {
    const limiters = pools.map((pool) => postgresLimiter(pool, () => T0));
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % 2]!.hit('race:a', 8, MINUTE)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(8);
    expect(await limiters[1]!.peek('race:a', 8, MINUTE)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('when a caller was refused, then its next hits in the window are refused without a query', async () => {
    let queries = 0;
    const counted = { query: (sql: string, params: unknown[]) => ((queries += 1), pools[0]!.query(sql, params)) };
    const limiter = postgresLimiter(counted, () => T0);
    await limiter.hit('flood:a', 1, MINUTE);
    expect((await limiter.hit('flood:a', 1, MINUTE)).allowed).toBe(false);
    const before = queries;
    for (let i = 0; i < 10; i++) expect((await limiter.hit('flood:a', 1, MINUTE)).allowed).toBe(false);
    expect(queries).toBe(before);
  });
});
