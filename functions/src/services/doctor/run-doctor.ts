// `ferry doctor`'s checks, in order: config, the store (SQLite: its file, disk and pepper;
// PostgreSQL: the database, schema, pool and clock), the internal
// listener, then the TLS names. What needs a store's driver or the WAL's size comes in from
// the caller: services/ never load a store adapter (eslint.config.mjs).

import { join, resolve } from 'node:path';
import type { Config } from '../../config';
import type { ServiceDeps } from '../deps';
import { type DoctorCheck, ok, warn } from './check';
import { configChecks } from './config-check';
import { diskCheck, diskFacts } from './disk-check';
import { type Get, httpGet, listenerCheck } from './listener-check';
import { pepperCheck, pepperFacts } from './pepper-check';
import { type PostgresFactsSeen, postgresChecks } from './postgres-check';
import { dataDirFacts, type SqliteFacts, type StoreFacts, storeChecks } from './store-check';
import { tlsChecks } from './tls-checks';

export interface DoctorInput {
  config: Config;
  /** The services' dependencies; opened only once the store is known to be usable as it is. */
  deps: () => ServiceDeps;
  /** A read-only look inside the SQLite file; throws when it cannot be opened. */
  inspectSqlite: (file: string) => SqliteFacts;
  /** The schema version this Ferry writes (store/sqlite/database/migrations.ts). */
  schemaVersion: number;
  /** How large the WAL may grow (store/sqlite/database/checkpointer.ts). */
  walLimitBytes: number;
  /** A look at the PostgreSQL store (STORE=postgres): its facts, or why it cannot be used. */
  inspectPostgres?: (url: string) => Promise<PostgresFactsSeen | Error>;
  /** The schema version this Ferry writes on PostgreSQL (store/postgres/database/schema.ts). */
  postgresSchemaVersion?: number;
  get?: Get;
}

/** Checks 2-4 on the files in DATA_DIR; `usable`: the store may be opened without changing it. */
function localChecks(input: DoctorInput): { checks: DoctorCheck[]; usable: boolean } {
  const dir = resolve(input.config.dataDir);
  const file = join(dir, 'ferry.db');
  const facts: StoreFacts = dataDirFacts(dir, file);
  if (facts.fileExists) {
    try {
      facts.inside = input.inspectSqlite(file);
    } catch (error) {
      facts.inside = error instanceof Error ? error : new Error(String(error));
    }
  }
  const store = storeChecks(facts, input.schemaVersion);
  const disk = facts.dirExists ? diskCheck(diskFacts(dir, file, input.walLimitBytes)) : warn('disk', 'not checked: no data directory');
  const pepper = pepperCheck(input.config.ipHashPepper !== undefined, pepperFacts(join(dir, 'ip-hash-pepper')));
  return { checks: [...store.checks, disk, pepper], usable: store.usable };
}

export async function runDoctor(input: DoctorInput): Promise<DoctorCheck[]> {
  const { config } = input;
  const get = input.get ?? httpGet;
  const checks = configChecks(config);
  let storeUsable = true;
  if (config.store === 'sqlite') {
    const local = localChecks(input);
    checks.push(...local.checks);
    storeUsable = local.usable;
  } else if (config.store === 'postgres' && config.database && input.inspectPostgres) {
    const expected = { schemaVersion: input.postgresSchemaVersion ?? 0, poolSize: config.database.poolSize, workers: config.workers };
    const postgres = postgresChecks(await input.inspectPostgres(config.database.url), expected);
    checks.push(...postgres.checks);
    storeUsable = postgres.usable;
  } else {
    checks.push(ok('store', `STORE=${config.store}: doctor checks the SQLite and PostgreSQL stores only; store, disk and pepper checks skipped`));
  }
  const listener = await listenerCheck(config.internalPort, get);
  checks.push(listener.check);
  checks.push(...(await tlsChecks({ config, deps: input.deps, storeUsable, listenerUp: listener.up, get })));
  return checks;
}
