// The connection pool of the PostgreSQL store (node-postgres). One pool per process, sized by
// DATABASE_POOL_SIZE; every repository borrows a client per statement or per transaction.

import { Pool, type PoolConfig, types } from 'pg';

// Counters are BIGINT so that no count can overflow; node-postgres hands int8 back as a string
// unless told otherwise. Ferry's counters stay far below 2^53, so a number is exact.
const INT8 = 20;
types.setTypeParser(INT8, (value) => Number(value));

export interface PostgresOptions {
  /** At most this many connections from this process (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
  /** How long a request waits for a free connection or a new one before it fails as unavailable. */
  connectTimeoutMs?: number;
}

export function openPool(url: string, { poolSize = 10, connectTimeoutMs = 5_000 }: PostgresOptions = {}): Pool {
  const config: PoolConfig = {
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    // A statement that hangs (a lock held by a dead client) fails rather than holding a request.
    statement_timeout: 15_000,
    application_name: 'ferry',
  };
  const pool = new Pool(config);
  // A client whose server went away emits 'error', and an 'error' event nobody hears ends the
  // process. The pool hears its idle clients (and drops them); a borrowed client between two
  // statements (a transaction's work, an export between records) is heard here, so the cut only
  // fails its next statement, which leaves as unavailable, and release() drops the client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
