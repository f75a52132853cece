// Transactions on the pool: one client for BEGIN..COMMIT, rolled back on any error. Several Ferry
// processes write the same rows, so a transaction that loses a race (a serialization failure or
// a deadlock) is tried again a few times before its error leaves as unavailable.

import type { Pool, PoolClient, QueryResultRow } from 'pg';

export type Queryable = Pick<PoolClient, 'query'>;

const RETRIED = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  isolation: 'READ COMMITTED' | 'SERIALIZABLE' = 'READ COMMITTED',
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query(`BEGIN ISOLATION LEVEL ${isolation}`);
      const result = await work(client);
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      // A client whose connection broke is destroyed rather than given back to the pool.
      const broken = await client.query('ROLLBACK').then(
        () => false,
        () => true,
      );
      client.release(broken ? (error as Error) : undefined);
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRIED.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 5 + Math.random() * 10));
    }
  }
}

/** The rows of one statement. */
export async function rows<R extends QueryResultRow>(db: Queryable, sql: string, params: unknown[] = []): Promise<R[]> {
  return (await db.query<R>(sql, params)).rows;
}

/** The first row of one statement, or null. */
export async function row<R extends QueryResultRow>(db: Queryable, sql: string, params: unknown[] = []): Promise<R | null> {
  return (await db.query<R>(sql, params)).rows[0] ?? null;
}

/** How many rows one statement changed. */
export async function changed(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  return (await db.query(sql, params)).rowCount ?? 0;
}

/** The SQLSTATE of a unique violation, and the constraint it names. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: unknown; constraint?: unknown };
  return e?.code === '23505' ? String(e.constraint ?? '') : null;
}
