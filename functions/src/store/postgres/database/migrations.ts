// Applies database/schema.ts's steps in order at start. Several Ferry processes may start at once
// on one database: each step runs in a transaction holding a transaction-scoped advisory lock, so
// the others wait, then read the version the first wrote and skip what it applied.

import type { Pool } from 'pg';
import { MIGRATIONS } from './schema';
import { inTransaction, row } from './transaction';

/** An arbitrary constant naming Ferry's migration lock among the database's advisory locks. */
const MIGRATION_LOCK = 7_147_010_001;

export async function migrate(pool: Pool, target = MIGRATIONS.length): Promise<void> {
  // Under the lock too: two IF NOT EXISTS creates racing still collide in the catalog.
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS ferry_schema (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)');
  });
  while (
    await inTransaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const version = (await row<{ version: number }>(client, 'SELECT version FROM ferry_schema WHERE id = 1'))?.version ?? 0;
      if (version > MIGRATIONS.length) throw new NewerSchemaError(version);
      if (version >= target) return false;
      try {
        await client.query(MIGRATIONS[version]!);
      } catch (error) {
        throw new MigrationError(version, error);
      }
      await client.query('INSERT INTO ferry_schema (id, version) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version', [version + 1]);
      return true;
    })
  ) {
    // one step a transaction, until the schema is current
  }
}

/** The schema version the database is at (0: Ferry never ran on it). */
export async function schemaVersion(pool: Pool): Promise<number> {
  const exists = await row<{ t: string | null }>(pool, "SELECT to_regclass('ferry_schema')::text AS t");
  if (!exists?.t) return 0;
  return (await row<{ version: number }>(pool, 'SELECT version FROM ferry_schema WHERE id = 1'))?.version ?? 0;
}

/** A step failed: its transaction rolled back, the database is as it was before that step. */
export class MigrationError extends Error {
  constructor(
    readonly fromVersion: number,
    cause: unknown,
  ) {
    const reason = (cause as { message?: unknown } | null)?.message ?? String(cause);
    super(
      `Could not upgrade the PostgreSQL store from schema version ${fromVersion} to ${fromVersion + 1}: ${String(reason)}. ` +
        `Nothing of that step was applied; the database is still at version ${fromVersion}.`,
    );
    this.name = 'MigrationError';
  }
}

/** The database was written by a newer Ferry: an older one must not guess at its tables. */
export class NewerSchemaError extends Error {
  constructor(readonly version: number) {
    super(`This PostgreSQL database was written by a newer Ferry (schema version ${version}; this Ferry knows up to ${MIGRATIONS.length}). Run that version.`);
    this.name = 'NewerSchemaError';
  }
}
