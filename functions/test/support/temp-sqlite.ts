// A fresh SQLite store on a temp file per call (WAL needs a real file, not :memory:).

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../../src/store/sqlite';

export function tempSqliteStore() {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-test-'));
  return openSqliteStore(join(dir, 'ferry.db'));
}
