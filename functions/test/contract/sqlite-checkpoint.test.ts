// SQLite specifics the contract cannot see: checkpoints happen off the main thread (the main
// connection never checkpoints), and group-committed clicks survive a close right after.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteStore } from '../../src/store/sqlite';
import { configureConnection } from '../../src/store/sqlite/database/connection';
import { aClick, aLink } from './suite/fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SQLite store internals', () => {
  it('when the connection is set up, then it runs WAL with no automatic checkpoint and a 16 MiB page cache (2 MiB made the soak creep)', () => {
    const db = new Database(join(mkdtempSync(join(tmpdir(), 'ferry-conn-')), 'ferry.db'));
    configureConnection(db);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(db.pragma('cache_size', { simple: true })).toBe(-16 * 1024);
    expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('when writes fill the WAL and the worker has not ticked, then the database file is untouched: the main connection never checkpoints', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ferry-ckpt-')), 'ferry.db');
    // A worker that ticks once an hour: whatever the machine's load, it cannot run during the writes.
    const store = openSqliteStore(file, { everyMs: 3_600_000 });
    const before = statSync(file).size;
    for (let i = 0; i < 2000; i++) await store.links.createIfAbsent(aLink('p', { slug: `s${i}`, title: 'x'.repeat(100) }));
    expect(statSync(file).size).toBe(before);
    await store.close();
  });

  it('when writes fill the WAL, then the checkpoint worker copies them into the database file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ferry-ckpt-')), 'ferry.db');
    const store = openSqliteStore(file);
    const before = statSync(file).size;
    for (let i = 0; i < 2000; i++) await store.links.createIfAbsent(aLink('p', { slug: `s${i}`, title: 'x'.repeat(100) }));
    // The worker checkpoints every 500 ms; under a loaded test run give it up to 10 s.
    for (let waited = 0; waited < 10_000 && statSync(file).size <= before + 100_000; waited += 100) await sleep(100);
    expect(statSync(file).size).toBeGreaterThan(before + 100_000);
    await store.close();
  });

  it('when writes never pause, then the WAL still rewinds (and is cut back) once it passes its size limit', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ferry-wal-')), 'ferry.db');
    const store = openSqliteStore(file, { everyMs: 50, rewindBytes: 256 * 1024 });
    for (let i = 0; i < 200; i++) await store.links.createIfAbsent(aLink('p', { slug: `s${i}` }));
    // A write every event-loop turn for 2 s: a PASSIVE checkpoint never catches up with that,
    // so without the main connection's help the WAL file only ever grows.
    let shrank = 0;
    let last = 0;
    for (let writes = 0, end = Date.now() + 2000; Date.now() < end; writes++) {
      await store.clicks.record(aClick('p', `s${writes % 200}`), { month: '2026-05' });
      const size = statSync(`${file}-wal`).size;
      if (size < last) shrank++;
      last = size;
    }
    await store.close();
    expect(shrank).toBeGreaterThan(0);
  });

  it('when clicks are recorded and the store closes at once, then every click was committed', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ferry-close-')), 'ferry.db');
    const store = openSqliteStore(file);
    await store.links.createIfAbsent(aLink('p', { slug: 's' }));
    const pending = Array.from({ length: 30 }, () => store.clicks.record(aClick('p', 's'), { month: '2026-05' }));
    await Promise.all(pending);
    await store.close();
    const reopened = openSqliteStore(file);
    expect(await reopened.links.clickCount('p', 's')).toBe(30);
    await reopened.close();
  });
});
