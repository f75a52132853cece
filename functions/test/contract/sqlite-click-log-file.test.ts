// The click log's own file (click-log-file.ts): the database's mark says what was folded, so a
// crash between a fold and the rows' deletion counts nothing twice, a replaced file is folded
// whole, and a backup (one file) carries the clicks the log file still held.
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aClick, aLink } from '../../src/store/contract/fixtures';
import { openSqliteStore } from '../../src/store/sqlite';
import { backupDatabase, swapDatabase } from '../../src/store/sqlite/backup-file';
import { clickLogPath } from '../../src/store/sqlite/click-log-file';

const month = '2026-07';
const fresh = () => join(mkdtempSync(join(tmpdir(), 'ferry-logfile-')), 'ferry.db');
const withDb = <T>(file: string, use: (db: Database.Database) => T): T => {
  const db = new Database(file);
  try {
    return use(db);
  } finally {
    db.close();
  }
};
const count = (file: string, sql: string) => withDb(file, (db) => (db.prepare(sql).get() as { n: number }).n);

async function storeWithClicks(file: string, n: number) {
  const store = openSqliteStore(file);
  await store.links.createIfAbsent(aLink('p', { slug: 'a' }));
  await Promise.all(Array.from({ length: n }, () => store.clicks.record(aClick('p', 'a'), { month })));
  return store;
}

describe('SQLite click log file', () => {
  it('when folded rows are still in the file (a crash before their deletion), then the next open does not count them again', async () => {
    const file = fresh();
    const store = await storeWithClicks(file, 3);
    expect(await store.links.clickCount('p', 'a')).toBe(3);
    const folded = withDb(file, (db) => db.prepare('SELECT upto FROM click_log_folded').get() as { upto: number });
    expect(folded.upto).toBe(3);
    await store.close();
    // Put the folded rows back as the crash would have left them.
    withDb(clickLogPath(file), (db) => {
      const put = db.prepare('INSERT INTO click_log (seq, doc) VALUES (?, ?)');
      for (let seq = 1; seq <= 3; seq++) put.run(seq, JSON.stringify({ click: aClick('p', 'a'), month }));
    });
    const again = openSqliteStore(file);
    expect(await again.links.clickCount('p', 'a')).toBe(3);
    expect((await again.usage.get('p', month)).clicks).toBe(3);
    expect(await again.stats!()).toMatchObject({ unfoldedClicks: 0 });
    await again.close();
  });

  it('when another process reads (a CLI command beside the server), then it folds the clicks the server logged first', async () => {
    const file = fresh();
    const server = await storeWithClicks(file, 4);
    const cli = openSqliteStore(file);
    await Promise.all([1, 2].map(() => server.clicks.record(aClick('p', 'a'), { month })));
    expect(await cli.links.clickCount('p', 'a')).toBe(6);
    expect(await server.links.clickCount('p', 'a')).toBe(6);
    await cli.close();
    await server.close();
  });

  it('when the log file is replaced, then its clicks are counted though their places are under the old mark', async () => {
    const file = fresh();
    const store = await storeWithClicks(file, 3);
    expect(await store.links.clickCount('p', 'a')).toBe(3);
    await store.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(clickLogPath(file) + suffix, { force: true });
    const again = openSqliteStore(file);
    await Promise.all([1, 2].map(() => again.clicks.record(aClick('p', 'a'), { month })));
    expect(await again.stats!()).toMatchObject({ unfoldedClicks: 2 });
    expect(await again.links.clickCount('p', 'a')).toBe(5);
    await again.close();
  });

  it('when a backup is made while the file holds unfolded clicks, then the backup counts every click once, and restoring it sets the file aside', async () => {
    const file = fresh();
    const store = await storeWithClicks(file, 3);
    expect(await store.links.clickCount('p', 'a')).toBe(3); // folded: in the copy
    await Promise.all([1, 2].map(() => store.clicks.record(aClick('p', 'a'), { month }))); // not yet
    const target = join(mkdtempSync(join(tmpdir(), 'ferry-backup-')), 'backup.db');
    await backupDatabase(file, target);
    expect(count(target, 'SELECT COUNT(*) AS n FROM click_log')).toBe(2);
    expect(count(target, 'SELECT COUNT(*) AS n FROM click_log_folded')).toBe(0);
    const restored = openSqliteStore(target);
    expect(await restored.links.clickCount('p', 'a')).toBe(5);
    expect((await restored.usage.get('p', month)).clicks).toBe(5);
    await restored.close();
    await store.close();

    const incoming = join(file, '..', 'incoming.db');
    await backupDatabase(target, incoming);
    expect(swapDatabase(file, incoming)).toBe(`${file}.pre-restore`);
    expect(existsSync(clickLogPath(file))).toBe(false);
    expect(existsSync(clickLogPath(`${file}.pre-restore`))).toBe(true);
    const reopened = openSqliteStore(file);
    expect(await reopened.links.clickCount('p', 'a')).toBe(5);
    await reopened.close();
  });
});
