// Two processes opening one fresh SQLite store at once (`ferry serve` beside `npm start`): the
// second must wait for the first's migrations, not create the same tables again ("table
// projects already exists", seen in CI). The other process is played by a second connection
// that tries to migrate right after the first one read the schema version.
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, SCHEMA_VERSION } from '../../src/store/sqlite/migrations';

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
