// What `ferry doctor` learns from a PostgreSQL store without changing it: one connection of its
// own (not a pool), a few reads of the server's settings and of Ferry's schema version, and the
// database's clock taken halfway through a round trip.

import { Client } from 'pg';
import { describeConnectError } from './connect-error';

export interface PostgresFacts {
  serverVersion: string;
  /** The schema version the database is at (0: Ferry never ran on it). */
  schemaVersion: number;
  maxConnections: number;
  /** Connections open to this database now, from every client. */
  connectionsInUse: number;
  /** The database's clock minus this machine's, in ms (positive: the database is ahead). */
  clockSkewMs: number;
}

export async function inspectPostgres(url: string, now: () => number = Date.now): Promise<PostgresFacts | Error> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000, application_name: 'ferry doctor' });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    return describeConnectError(error, url);
  }
  try {
    const sent = now();
    const clock = await client.query<{ ms: string }>('SELECT (extract(epoch from clock_timestamp()) * 1000)::bigint::text AS ms');
    const received = now();
    const facts = await client.query<{ version: string; max: string; used: string; schema: string | null }>(
      `SELECT current_setting('server_version') AS version, current_setting('max_connections') AS max,
              (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database())::text AS used,
              to_regclass('ferry_schema')::text AS schema`,
    );
    const row = facts.rows[0]!;
    const schemaVersion = row.schema
      ? Number((await client.query<{ version: number }>('SELECT version FROM ferry_schema WHERE id = 1')).rows[0]?.version ?? 0)
      : 0;
    return {
      serverVersion: row.version,
      schemaVersion,
      maxConnections: Number(row.max),
      connectionsInUse: Number(row.used),
      clockSkewMs: Number(clock.rows[0]!.ms) - Math.round((sent + received) / 2),
    };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    await client.end().catch(() => undefined);
  }
}
