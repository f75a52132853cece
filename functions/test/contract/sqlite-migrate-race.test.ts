// Two processes opening one fresh SQLite store at once (`ferry serve` beside `npm start`): the
// second must wait for the first's migrations, not create the same tables again ("table
// projects already exists", seen in CI). The other process is played by a second connection
// that tries to migrate right after the first one read the schema version.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { asCliFailure } from '../../src/cli/errors';
import { MIGRATIONS, migrate, NewerSchemaError, SCHEMA_VERSION } from '../../src/store/sqlite/database/migrations';

/** The step that rebuilt the clicks table, when the soak benchmark showed the old one grew. */
const CLICKS_REBUILD = MIGRATIONS.findIndex((step) => step.includes('clicks_by_rowid'));

it('when another connection migrates just after ours read the version, then neither creates a table twice', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'ferry-migrate-')), 'ferry.db');
  const ours = new Database(file);
  const theirs = new Database(file);
  theirs.pragma('busy_timeout = 0');
  let theirAttempt: unknown = 'not tried';
  const racing = new Proxy(ours, {
    get(target, prop) {
      if (prop === 'pragma') {
        return (source: string, options?: { simple: boolean }) => {
          const answer = target.pragma(source, options);
          if (source === 'user_version' && theirAttempt === 'not tried') {
            try {
              migrate(theirs);
              theirAttempt = 'migrated in between';
            } catch (error) {
              theirAttempt = (error as { code?: string }).code;
            }
          }
          return answer;
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  expect(() => migrate(racing)).not.toThrow();
  // The other process had to wait: our migration held the write lock when it tried.
  expect(theirAttempt).toBe('SQLITE_BUSY');
  expect(() => migrate(theirs)).not.toThrow();
  expect(theirs.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  ours.close();
  theirs.close();
});

describe('upgrades', () => {
  const migrated = () => {
    const db = new Database(join(mkdtempSync(join(tmpdir(), 'ferry-upgrade-')), 'ferry.db'));
    migrate(db);
    return db;
  };

  it('when a migration step fails, then the start stops naming the versions and the step, and the file stays at the version before it', () => {
    const db = new Database(join(mkdtempSync(join(tmpdir(), 'ferry-upgrade-')), 'ferry.db'));
    migrate(db, CLICKS_REBUILD);
    db.prepare("INSERT INTO clicks (id, project_id, slug, clicked_at, doc) VALUES ('c1', 'p', 'a', '2026-07-01T00:00:00.000Z', '{}')").run();
    // The step rebuilds the clicks table through clicks_by_rowid: a table of that name fails it.
    db.exec('CREATE TABLE clicks_by_rowid (x)');
    expect(() => migrate(db)).toThrow(
      new RegExp(
        `^Could not upgrade the SQLite store from schema version ${CLICKS_REBUILD} to ${CLICKS_REBUILD + 1}: table clicks_by_rowid already exists\\. Nothing of that step was applied`,
      ),
    );
    expect(db.pragma('user_version', { simple: true })).toBe(CLICKS_REBUILD);
    expect(db.prepare('SELECT id FROM clicks').all()).toEqual([{ id: 'c1' }]);
    db.close();
  });

  it('when a store from before the clicks rebuild opens, then every click stays in time order and a replayed one is still ignored', () => {
    const db = new Database(join(mkdtempSync(join(tmpdir(), 'ferry-upgrade-')), 'ferry.db'));
    migrate(db, CLICKS_REBUILD);
    const insert = db.prepare('INSERT INTO clicks (id, project_id, slug, clicked_at, doc) VALUES (?, ?, ?, ?, ?)');
    insert.run('c2', 'p', 'a', '2026-07-02T00:00:00.000Z', '{"id":"c2"}');
    insert.run('c1', 'p', 'b', '2026-07-01T00:00:00.000Z', '{"id":"c1"}');
    migrate(db);
    expect(db.prepare('SELECT id, project_id, slug, clicked_at, doc FROM clicks ORDER BY rowid').all()).toEqual([
      { id: 'c1', project_id: 'p', slug: 'b', clicked_at: '2026-07-01T00:00:00.000Z', doc: '{"id":"c1"}' },
      { id: 'c2', project_id: 'p', slug: 'a', clicked_at: '2026-07-02T00:00:00.000Z', doc: '{"id":"c2"}' },
    ]);
    // A replayed click (a fold after a crash, an import run twice) is still ignored.
    expect(
      db
        .prepare('INSERT OR IGNORE INTO clicks (id, project_id, slug, clicked_at, doc) VALUES (?, ?, ?, ?, ?)')
        .run('c1', 'p', 'b', '2026-07-01T00:00:00.000Z', '{}').changes,
    ).toBe(0);
    const indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'clicks' ORDER BY name").all();
    expect(indexes).toEqual([{ name: 'clicks_by_link' }, { name: 'clicks_by_time' }]);
    db.close();
  });

  it('when the file was written by a newer Ferry, then the start stops and nothing is touched', () => {
    const db = migrated();
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(
      `This SQLite store was written by a newer Ferry (schema version ${SCHEMA_VERSION + 1}; this Ferry knows up to ${SCHEMA_VERSION})`,
    );
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION + 1);
    db.close();
    // `ferry serve` and the other CLI commands exit 3: the store is unusable as it is.
    expect(asCliFailure(new NewerSchemaError(SCHEMA_VERSION + 1))).toMatchObject({ exitCode: 3, body: { code: 'STORE_UNAVAILABLE' } });
  });
});
