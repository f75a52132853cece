import { CLOCK_SKEW_WARN_MS, POOL_SHARE_WARN, postgresChecks } from '../../src/services/doctor/postgres-check';

const facts = { serverVersion: '15.18', schemaVersion: 1, maxConnections: 100, connectionsInUse: 7, clockSkewMs: 12 };
const expected = { schemaVersion: 1, poolSize: 10, workers: 2 };
const row = (name: string, result: ReturnType<typeof postgresChecks>) => result.checks.find((c) => c.check === name);

describe('ferry doctor on PostgreSQL', () => {
  it('when the database answers with the current schema, room in its connections and a close clock, then every row is ok', () => {
    const result = postgresChecks(facts, expected);
    expect(result.usable).toBe(true);
    expect(result.checks.map((c) => [c.check, c.status])).toEqual([
      ['database', 'ok'],
      ['schema', 'ok'],
      ['pool', 'ok'],
      ['clock', 'ok'],
    ]);
    expect(row('pool', result)?.detail).toBe('DATABASE_POOL_SIZE 10 x WORKERS 2 = 20 connections per machine; the server allows 100 (7 open now)');
    expect(row('clock', result)?.detail).toBe("this machine's clock is 12 ms behind the database's");
  });

  it('when the database cannot be reached, then one failed row with the reason, and the store is not usable', () => {
    const result = postgresChecks(new Error('Cannot open the PostgreSQL store (DATABASE_URL): PostgreSQL at db:5432 refused the connection.'), expected);
    expect(result).toEqual({ checks: [{ check: 'database', status: 'fail', detail: expect.stringContaining('refused the connection') }], usable: false });
  });

  it('when the schema is older, then a warning naming the migrations to come; newer: a failure, not usable', () => {
    expect(row('schema', postgresChecks({ ...facts, schemaVersion: 0 }, expected))).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining('applies 1 migration(s)'),
    });
    const newer = postgresChecks({ ...facts, schemaVersion: 2 }, expected);
    expect(row('schema', newer)).toMatchObject({ status: 'fail', detail: expect.stringContaining('newer Ferry') });
    expect(newer.usable).toBe(false);
  });

  it('when the pools take more than the warned share of max_connections, then a warning; at the share, ok', () => {
    const atShare = { ...expected, poolSize: (100 * POOL_SHARE_WARN) / 2 };
    expect(row('pool', postgresChecks(facts, atShare))?.status).toBe('ok');
    expect(row('pool', postgresChecks(facts, { ...atShare, poolSize: atShare.poolSize + 1 }))?.status).toBe('warn');
  });

  it('when the clocks differ by more than the warned skew, either way, then a warning; at the skew, ok', () => {
    expect(row('clock', postgresChecks({ ...facts, clockSkewMs: CLOCK_SKEW_WARN_MS }, expected))?.status).toBe('ok');
    expect(row('clock', postgresChecks({ ...facts, clockSkewMs: CLOCK_SKEW_WARN_MS + 1 }, expected))?.status).toBe('warn');
    expect(row('clock', postgresChecks({ ...facts, clockSkewMs: -(CLOCK_SKEW_WARN_MS + 1) }, expected))).toMatchObject({
      status: 'warn',
      detail: expect.stringContaining('ahead of'),
    });
  });
});
