// The verdicts of `ferry doctor`'s checks, from facts passed in: disk thresholds on both sides,
// the schema version and quick_check, the pepper file, and a TLS answer against its expectation.

import { loadConfig } from '../../src/config';
import { diskCheck, formatBytes } from '../../src/services/doctor/disk-check';
import { listenerCheck } from '../../src/services/doctor/listener-check';
import { pepperCheck } from '../../src/services/doctor/pepper-check';
import { type StoreFacts, storeChecks } from '../../src/services/doctor/store-check';
import { tlsChecks } from '../../src/services/doctor/tls-checks';
import { askListener, tlsRow } from '../../src/services/doctor/tls-row';

const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('disk', () => {
  const dbBytes = 100 * MB;
  const needed = GB + dbBytes;
  const status = (freeBytes: number) => diskCheck({ freeBytes, dbBytes, walLimitBytes: GB }).status;

  it('when free space is below a full WAL plus the database, then fail; from there up to twice that, warn; above, ok', () => {
    expect([status(needed - 1), status(needed), status(2 * needed - 1), status(2 * needed)]).toEqual(['fail', 'warn', 'warn', 'ok']);
  });

  it('when it shows a size, then in KB below a MB, in MB below a GB and in GB above; a MB or a GB exactly in the larger unit', () => {
    expect([formatBytes(0), formatBytes(96 * 1024), formatBytes(1536 * MB)]).toEqual(['0 KB', '96 KB', '1.5 GB']);
    expect([formatBytes(MB - 1), formatBytes(MB), formatBytes(GB - 1), formatBytes(GB)]).toEqual(['1024 KB', '1 MB', '1024 MB', '1.0 GB']);
  });

  it('when free space is short, below twice the need, or ample, then the disk row names the shortfall, the doubled need, or only the figures', () => {
    const figures = (free: string) => `${free} free; the WAL may grow to 1.0 GB beside the 100 MB database`;
    expect(diskCheck({ freeBytes: 512 * MB, dbBytes, walLimitBytes: GB })).toEqual({
      check: 'disk',
      status: 'fail',
      detail: `${figures('512 MB')}: free at least 612 MB more, or writes will fail`,
    });
    expect(diskCheck({ freeBytes: 1536 * MB, dbBytes, walLimitBytes: GB })).toEqual({
      check: 'disk',
      status: 'warn',
      detail: `${figures('1.5 GB')}: less than twice that (2.2 GB) is left`,
    });
    expect(diskCheck({ freeBytes: 80 * GB, dbBytes, walLimitBytes: GB })).toEqual({ check: 'disk', status: 'ok', detail: figures('80.0 GB') });
  });
});

describe('store', () => {
  const facts = (userVersion: number, quickCheck = ['ok']): StoreFacts => ({
    dir: '/d',
    file: '/d/ferry.db',
    dirExists: true,
    dirWritable: true,
    fileExists: true,
    inside: { userVersion, quickCheck },
  });

  const writable = { check: 'store', status: 'ok', detail: 'data directory /d is writable' };
  const current = { check: 'store', status: 'ok', detail: 'schema version 9 (current)' };
  const intact = { check: 'store', status: 'ok', detail: 'quick_check: ok' };

  it('when the data directory is missing, then one failure naming it, and the store is not usable', () => {
    expect(storeChecks({ ...facts(9), dirExists: false, dirWritable: false, fileExists: false, inside: undefined }, 9)).toEqual({
      checks: [{ check: 'store', status: 'fail', detail: 'no data directory /d: check DATA_DIR, or start the server once' }],
      usable: false,
    });
  });

  it('when the data directory is not writable, then a failure, and a current intact store is still not usable', () => {
    expect(storeChecks({ ...facts(9), dirWritable: false }, 9)).toEqual({
      checks: [
        { check: 'store', status: 'fail', detail: 'data directory /d is not writable by this user: the server writes the store, its WAL and the pepper there' },
        current,
        intact,
      ],
      usable: false,
    });
  });

  it('when the file is there but was not inspected or could not be read, then a failure after the directory row, and not usable', () => {
    expect(storeChecks({ ...facts(9), inside: undefined }, 9)).toEqual({
      checks: [writable, { check: 'store', status: 'fail', detail: '/d/ferry.db cannot be read: not inspected' }],
      usable: false,
    });
    expect(storeChecks({ ...facts(9), inside: new Error('file is not a database') }, 9)).toEqual({
      checks: [writable, { check: 'store', status: 'fail', detail: '/d/ferry.db cannot be read: file is not a database' }],
      usable: false,
    });
  });

  it('when the schema is current and intact, then ok and usable; older, a warning; newer, a failure; neither is usable', () => {
    expect(storeChecks(facts(9), 9)).toEqual({ checks: [writable, current, intact], usable: true });
    expect(storeChecks(facts(8), 9)).toEqual({
      checks: [writable, { check: 'store', status: 'warn', detail: 'schema version 8 of 9: migrations run at the next start' }, intact],
      usable: false,
    });
    expect(storeChecks(facts(10), 9)).toEqual({
      checks: [
        writable,
        {
          check: 'store',
          status: 'fail',
          detail: 'schema version 10, written by a newer Ferry (this one knows up to 9): run that version or restore a backup',
        },
        intact,
      ],
      usable: false,
    });
  });

  it('when quick_check answers anything but a lone ok, then a failure showing up to three rows, counting the rest, and not usable', () => {
    const damaged = (detail: string) => ({
      checks: [writable, current, { check: 'store', status: 'fail', detail: `quick_check: ${detail}: restore a backup (ferry restore)` }],
      usable: false,
    });
    expect(storeChecks(facts(9, ['page 3 is never used']), 9)).toEqual(damaged('page 3 is never used'));
    expect(storeChecks(facts(9, ['ok', 'b']), 9)).toEqual(damaged('ok; b'));
    expect(storeChecks(facts(9, ['a', 'b', 'c']), 9)).toEqual(damaged('a; b; c'));
    expect(storeChecks(facts(9, ['a', 'b', 'c', 'd']), 9)).toEqual(damaged('a; b; c (and 1 more)'));
  });
});

describe('pepper', () => {
  const path = '/d/ip-hash-pepper';

  it('when IP_HASH_PEPPER is set, then ok whatever the file; when the file is not made yet (a fresh install), ok too, reminding to keep it with the backups', () => {
    expect(pepperCheck(true, { path, state: 'missing' })).toEqual({ check: 'pepper', status: 'ok', detail: 'from IP_HASH_PEPPER' });
    expect(pepperCheck(false, { path, state: 'missing' })).toEqual({
      check: 'pepper',
      status: 'ok',
      detail:
        "no /d/ip-hash-pepper yet: made when first needed (a phone's click, an influencer link's visit, an install match, the pixel or a single sign-on); keep it with the backups",
    });
  });

  it('when the file is 600, then ok; readable by group or others, a warning; short or unreadable, a failure', () => {
    const present = (mode: number, length = 43) => pepperCheck(false, { path, state: 'present', length, mode }).status;
    expect([present(0o600), present(0o400), present(0o640), present(0o604), present(0o600, 15)]).toEqual(['ok', 'ok', 'warn', 'warn', 'fail']);
    expect(pepperCheck(false, { path, state: 'unreadable', reason: 'EACCES' }).status).toBe('fail');
  });

  it('when the file cannot be read, then a failure naming the reason', () => {
    expect(pepperCheck(false, { path, state: 'unreadable', reason: 'EISDIR' })).toEqual({
      check: 'pepper',
      status: 'fail',
      detail: '/d/ip-hash-pepper cannot be read (EISDIR): the server must read it to hash IP addresses',
    });
  });

  it('when the file holds 15 characters, then a failure; 16, enough', () => {
    expect(pepperCheck(false, { path, state: 'present', length: 15, mode: 0o600 })).toEqual({
      check: 'pepper',
      status: 'fail',
      detail: '/d/ip-hash-pepper holds fewer than 16 characters: restore it from a backup',
    });
    expect(pepperCheck(false, { path, state: 'present', length: 16, mode: 0o600 })).toEqual({
      check: 'pepper',
      status: 'ok',
      detail: '/d/ip-hash-pepper (mode 600); keep it with the backups',
    });
  });

  it('when it shows the mode, then always in three octal digits', () => {
    expect(pepperCheck(false, { path, state: 'present', length: 43, mode: 0o000 })).toEqual({
      check: 'pepper',
      status: 'ok',
      detail: '/d/ip-hash-pepper (mode 000); keep it with the backups',
    });
    expect(pepperCheck(false, { path, state: 'present', length: 43, mode: 0o044 })).toEqual({
      check: 'pepper',
      status: 'warn',
      detail: '/d/ip-hash-pepper is mode 044: others may read it; chmod 600 it',
    });
  });
});

describe('listener and tls', () => {
  it('when INTERNAL_PORT is 0 or unset, then the listener row warns and nothing is asked', async () => {
    const get = jest.fn();
    expect((await listenerCheck(0, get)).check).toEqual({
      check: 'internal listener',
      status: 'warn',
      detail: 'INTERNAL_PORT is 0 or unset: nothing to check',
    });
    expect((await listenerCheck(null, get)).up).toBe(false);
    expect(get).not.toHaveBeenCalled();
  });

  it('when the endpoint answers against the expectation, then fail; an allowed pending domain too', async () => {
    const answer = (value: boolean | number) => async () => value;
    expect(await tlsRow({ name: 'a.localhost', expected: { allowed: true } }, answer(false))).toMatchObject({
      status: 'fail',
      detail: 'refused (404): Caddy would get no certificate for it',
    });
    expect((await tlsRow({ name: 'go.shop.example', expected: { allowed: false, because: 'pending' } }, answer(true))).status).toBe('fail');
    expect(await tlsRow({ name: 'a.localhost', expected: { allowed: true } }, answer(503))).toMatchObject({
      status: 'fail',
      detail: 'the endpoint answered 503',
    });
    expect(await tlsRow({ name: '127.0.0.1', expected: { allowed: true } }, answer(true))).toMatchObject({ status: 'warn' });
  });

  it('when the listener answers 200, 404 or anything else, then allowed, refused, or the status itself, asked with the name encoded', async () => {
    const get = jest.fn(async (url: string) => (url.includes('ok.example') ? 200 : url.includes('no.example') ? 404 : 503));
    const ask = askListener(41081, get);
    expect([await ask('ok.example'), await ask('no.example'), await ask('busy.example')]).toEqual([true, false, 503]);
    await ask('a&b');
    expect(get).toHaveBeenLastCalledWith('http://127.0.0.1:41081/tls/allowed?domain=a%26b');
  });

  it('when a name is an IP address or the question throws, then a warning or a failure with the whole reason', async () => {
    const ask = jest.fn(async () => {
      throw new Error('socket hang up');
    });
    expect(await tlsRow({ name: '127.0.0.1', expected: { allowed: true } }, ask)).toEqual({
      check: 'tls 127.0.0.1',
      status: 'warn',
      detail: 'not a DNS host name (an IP address?): on-demand TLS never asks for it',
    });
    expect(ask).not.toHaveBeenCalled();
    expect(await tlsRow({ name: 'a.localhost', expected: { allowed: true } }, ask)).toEqual({
      check: 'tls a.localhost',
      status: 'fail',
      detail: 'no answer: socket hang up',
    });
  });

  it('when the answer matches the expectation, then ok saying allowed, pending, or refused for the plan', async () => {
    const answer = (value: boolean) => async () => value;
    expect(await tlsRow({ name: 'a.localhost', expected: { allowed: true } }, answer(true))).toEqual({
      check: 'tls a.localhost',
      status: 'ok',
      detail: 'allowed',
    });
    expect(await tlsRow({ name: 'go.shop.example', expected: { allowed: false, because: 'pending' } }, answer(false))).toEqual({
      check: 'tls go.shop.example',
      status: 'ok',
      detail: 'pending: no certificate until verified',
    });
    expect(await tlsRow({ name: 'go.shop.example', expected: { allowed: false, because: 'plan' } }, answer(false))).toEqual({
      check: 'tls go.shop.example',
      status: 'ok',
      detail: "refused: the project's plan has no custom domains",
    });
  });

  it('when a name that should be refused is allowed, then a failure saying why it should have been refused', async () => {
    const allowed = async () => true;
    expect(await tlsRow({ name: 'go.shop.example', expected: { allowed: false, because: 'pending' } }, allowed)).toEqual({
      check: 'tls go.shop.example',
      status: 'fail',
      detail: 'allowed while pending: Caddy would get a certificate Ferry does not serve',
    });
    expect(await tlsRow({ name: 'go.shop.example', expected: { allowed: false, because: 'plan' } }, allowed)).toEqual({
      check: 'tls go.shop.example',
      status: 'fail',
      detail: 'allowed while the plan has no custom domains: Caddy would get a certificate Ferry does not serve',
    });
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
