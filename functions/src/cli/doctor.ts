// ferry doctor: checks a self-hosted install (services/doctor/): the settings, the store (SQLite:
// file, disk, IP-hash pepper; PostgreSQL: database, schema, pool, clock), the internal listener
// and the TLS names. A table and a count; exit 1 (DOCTOR_FAILED) when a check failed, warnings
// allowed. Under --json the same rows either way.

import { type DoctorCheck, type DoctorSummary, summarize } from '../services/doctor/check';
import { runDoctor } from '../services/doctor/run-doctor';
import { SCHEMA_VERSION as POSTGRES_SCHEMA_VERSION } from '../store/postgres/database/schema';
import { DEFAULT_REWIND_BYTES } from '../store/sqlite/database/checkpointer';
import { SCHEMA_VERSION } from '../store/sqlite/database/migrations';
import type { Verb } from './command';
import { CliError, EXIT } from './errors';
import { table } from './output';

/** Loaded when used: better-sqlite3 is a native module that a Firestore-only CLI never needs. */
const liveStore = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../store/sqlite/database/inspect-live') as typeof import('../store/sqlite/database/inspect-live');

/** Loaded when used, like the SQLite look: a SQLite install never loads the PostgreSQL driver. */
const postgresLook = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../store/postgres/database/inspect') as typeof import('../store/postgres/database/inspect');

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export const summaryLine = (s: DoctorSummary) => `ferry doctor: ${count(s.checks, 'check')}, ${count(s.warnings, 'warning')}, ${count(s.failures, 'failure')}`;

export function doctorText(checks: DoctorCheck[]): string {
  const rows = checks.map((c) => [c.check, c.status, c.detail]);
  return `${table(['CHECK', 'STATUS', 'DETAIL'], rows)}\n${summaryLine(summarize(checks))}`;
}

export const doctorVerb: Verb = {
  usage: '   (check this install: settings, store, disk, pepper, internal listener, TLS names; exit 1 when a check fails)',
  async run(ctx) {
    const checks = await runDoctor({
      config: ctx.config,
      deps: ctx.deps,
      inspectSqlite: (file) => liveStore().inspectLiveStore(file),
      schemaVersion: SCHEMA_VERSION,
      walLimitBytes: DEFAULT_REWIND_BYTES,
      inspectPostgres: (url) => postgresLook().inspectPostgres(url),
      postgresSchemaVersion: POSTGRES_SCHEMA_VERSION,
    });
    const summary = summarize(checks);
    const data = { ok: summary.ok, checks };
    if (summary.ok) return { data, text: doctorText(checks) };
    const failed = [...new Set(checks.filter((c) => c.status === 'fail').map((c) => c.check))];
    // As ROWS_SKIPPED: the rows ride in the error, so --json still prints one JSON value.
    throw new CliError('DOCTOR_FAILED', `${count(summary.failures, 'check')} failed: ${failed.join(', ')}`, EXIT.failed, {
      details: data,
      text: doctorText(checks),
    });
  },
};
