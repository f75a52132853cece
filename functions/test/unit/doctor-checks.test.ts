// The verdicts of `ferry doctor`'s checks, from facts passed in: disk thresholds on both sides,
// the schema version and quick_check, the pepper file, and a TLS answer against its expectation.
import { diskCheck, formatBytes } from '../../src/services/doctor/disk-check';
import { listenerCheck } from '../../src/services/doctor/listener-check';
import { pepperCheck } from '../../src/services/doctor/pepper-check';
import { storeChecks, type StoreFacts } from '../../src/services/doctor/store-check';
import { tlsRow } from '../../src/services/doctor/tls-row';
import { tlsChecks } from '../../src/services/doctor/tls-checks';
import { loadConfig } from '../../src/config';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('disk', () => {
  const dbBytes = 100 * MB;
  const needed = GB + dbBytes;
  const status = (freeBytes: number) => diskCheck({ freeBytes, dbBytes, walLimitBytes: GB }).status;

  it('when free space is below a full WAL plus the database, then fail; from there up to twice that, warn; above, ok', () => {
    expect([status(needed - 1), status(needed), status(2 * needed - 1), status(2 * needed)]).toEqual(['fail', 'warn', 'warn', 'ok']);
  });

  it('when it reports, then the figures are in MB below a GB and in GB above', () => {
    expect(diskCheck({ freeBytes: 512 * MB, dbBytes, walLimitBytes: GB }).detail).toBe(
      '512 MB free; the WAL may grow to 1.0 GB beside the 100 MB database: free at least 612 MB more, or writes will fail',
    );
    expect(diskCheck({ freeBytes: 80 * GB, dbBytes, walLimitBytes: GB }).detail).toBe('80.0 GB free; the WAL may grow to 1.0 GB beside the 100 MB database');
    expect([formatBytes(0), formatBytes(96 * 1024), formatBytes(1536 * MB)]).toEqual(['0 KB', '96 KB', '1.5 GB']);
  });
});

describe('store', () => {
  const facts = (userVersion: number, quickCheck = ['ok']): StoreFacts => ({ dir: '/d', file: '/d/ferry.db', dirExists: true, dirWritable: true, fileExists: true, inside: { userVersion, quickCheck } });

  it('when the schema is current and intact, then ok and usable; older, a warning; newer, a failure; neither is usable', () => {
    expect(storeChecks(facts(9), 9)).toMatchObject({ usable: true, checks: [{ status: 'ok' }, { status: 'ok', detail: 'schema version 9 (current)' }, { status: 'ok' }] });
    expect(storeChecks(facts(8), 9)).toMatchObject({ usable: false, checks: [{}, { status: 'warn', detail: 'schema version 8 of 9: migrations run at the next start' }, {}] });
    expect(storeChecks(facts(10), 9)).toMatchObject({ usable: false, checks: [{}, { status: 'fail', detail: expect.stringContaining('written by a newer Ferry') }, {}] });
  });

  it('when quick_check finds problems or the file cannot be read, then fail, naming them', () => {
    const damaged = storeChecks(facts(9, ['a', 'b', 'c', 'd']), 9);
    expect(damaged.checks[2]).toEqual({ check: 'store', status: 'fail', detail: 'quick_check: a; b; c (and 1 more): restore a backup (ferry restore)' });
    expect(storeChecks({ ...facts(9), inside: new Error('file is not a database') }, 9).checks[1]).toMatchObject({ status: 'fail', detail: '/d/ferry.db cannot be read: file is not a database' });
  });
});

describe('pepper', () => {
  const path = '/d/ip-hash-pepper';

  it('when IP_HASH_PEPPER is set, then ok whatever the file; when the file is not made yet (a fresh install), ok too', () => {
    expect(pepperCheck(true, { path, state: 'missing' })).toEqual({ check: 'pepper', status: 'ok', detail: 'from IP_HASH_PEPPER' });
    expect(pepperCheck(false, { path, state: 'missing' }).status).toBe('ok');
  });

  it('when the file is 600, then ok; readable by group or others, a warning; short or unreadable, a failure', () => {
    const present = (mode: number, length = 43) => pepperCheck(false, { path, state: 'present', length, mode }).status;
    expect([present(0o600), present(0o400), present(0o640), present(0o604), present(0o600, 15)]).toEqual(['ok', 'ok', 'warn', 'warn', 'fail']);
    expect(pepperCheck(false, { path, state: 'unreadable', reason: 'EACCES' }).status).toBe('fail');
  });
});

describe('listener and tls', () => {
  it('when INTERNAL_PORT is 0 or unset, then the listener row warns and nothing is asked', async () => {
    const get = jest.fn();
    expect((await listenerCheck(0, get)).check).toEqual({ check: 'internal listener', status: 'warn', detail: 'INTERNAL_PORT is 0 or unset: nothing to check' });
    expect((await listenerCheck(null, get)).up).toBe(false);
    expect(get).not.toHaveBeenCalled();
  });

  it('when the endpoint answers against the expectation, then fail; an allowed pending domain too', async () => {
    const answer = (value: boolean | number) => async () => value;
    expect(await tlsRow({ name: 'a.localhost', expected: { allowed: true } }, answer(false))).toMatchObject({ status: 'fail', detail: 'refused (404): Caddy would get no certificate for it' });
    expect((await tlsRow({ name: 'go.shop.example', expected: { allowed: false, because: 'pending' } }, answer(true))).status).toBe('fail');
    expect(await tlsRow({ name: 'a.localhost', expected: { allowed: true } }, answer(503))).toMatchObject({ status: 'fail', detail: 'the endpoint answered 503' });
    expect(await tlsRow({ name: '127.0.0.1', expected: { allowed: true } }, answer(true))).toMatchObject({ status: 'warn' });
  });

  it('when the store cannot be read, then the project hosts fail as unchecked, and the API host is still asked of a running listener', async () => {
    const config = loadConfig({ INTERNAL_PORT: '41081', BASE_URL: 'https://api.links.example.com', SHORT_DOMAIN: 'links.example.com' }, 'self-hosted');
    const deps = () => {
      throw new Error('SQLITE_BUSY');
    };
    const get = jest.fn(async () => 200);
    const up = await tlsChecks({ config, deps, storeUsable: true, listenerUp: true, get });
    expect(up).toEqual([
      { check: 'tls api.links.example.com', status: 'ok', detail: 'allowed' },
      { check: 'tls', status: 'fail', detail: 'project hosts not checked: the store cannot be read: SQLITE_BUSY' },
    ]);
    expect(get).toHaveBeenCalledWith('http://127.0.0.1:41081/tls/allowed?domain=api.links.example.com');
    expect(await tlsChecks({ config, deps, storeUsable: true, listenerUp: false, get })).toMatchObject([{ check: 'tls', status: 'fail' }]);
  });
});
