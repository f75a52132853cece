// `ferry doctor` on a PostgreSQL store: the database answers, its schema is this Ferry's, the
// pools of every process fit in the server's connections, and this machine's clock agrees with
// the database's. The facts come from the caller (store/postgres/database/inspect.ts): services/
// never load a store adapter.

import { type DoctorCheck, fail, ok, warn } from './check';

export interface PostgresFactsSeen {
  serverVersion: string;
  schemaVersion: number;
  maxConnections: number;
  connectionsInUse: number;
  clockSkewMs: number;
}

export interface PostgresExpectations {
  /** The schema version this Ferry writes. */
  schemaVersion: number;
  poolSize: number;
  workers: number;
}

/** Past this share of max_connections, one more process (or a tool) may find none free. */
export const POOL_SHARE_WARN = 0.8;
/** Job periods and leases use the database's clock: skew only makes log times disagree past this. */
export const CLOCK_SKEW_WARN_MS = 2_000;

export function postgresChecks(facts: PostgresFactsSeen | Error, expected: PostgresExpectations): { checks: DoctorCheck[]; usable: boolean } {
  if (facts instanceof Error) return { checks: [fail('database', facts.message)], usable: false };
  const checks = [ok('database', `PostgreSQL ${facts.serverVersion} answers`)];
  let usable = true;
  if (facts.schemaVersion > expected.schemaVersion) {
    checks.push(fail('schema', `version ${facts.schemaVersion}, written by a newer Ferry (this one writes ${expected.schemaVersion}): run that version`));
    usable = false;
  } else if (facts.schemaVersion < expected.schemaVersion) {
    checks.push(
      warn(
        'schema',
        `version ${facts.schemaVersion}: the next start applies ${expected.schemaVersion - facts.schemaVersion} migration(s) to reach ${expected.schemaVersion}`,
      ),
    );
  } else {
    checks.push(ok('schema', `version ${facts.schemaVersion}, current`));
  }
  const pools = expected.poolSize * expected.workers;
  const pool = `DATABASE_POOL_SIZE ${expected.poolSize} x WORKERS ${expected.workers} = ${pools} connections per machine; the server allows ${facts.maxConnections} (${facts.connectionsInUse} open now)`;
  checks.push(pools > facts.maxConnections * POOL_SHARE_WARN ? warn('pool', `${pool}: keep every machine's sum below max_connections`) : ok('pool', pool));
  const skew = Math.abs(facts.clockSkewMs);
  const clock = `this machine's clock is ${skew} ms ${facts.clockSkewMs > 0 ? 'behind' : 'ahead of'} the database's`;
  checks.push(skew > CLOCK_SKEW_WARN_MS ? warn('clock', `${clock}: jobs use the database's clock, but logs will disagree; sync it (NTP)`) : ok('clock', clock));
  return { checks, usable };
}
