// `ferry doctor`'s look inside the live store: read-only, so it neither creates the file nor
// runs a migration, and never blocks the server's writes (a WAL reader waits for nobody).

import Database from 'better-sqlite3';

export interface LiveStoreFacts {
  userVersion: number;
  /** PRAGMA quick_check's rows: ['ok'] when nothing is wrong. */
  quickCheck: string[];
}

export function inspectLiveStore(file: string): LiveStoreFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const userVersion = db.pragma('user_version', { simple: true }) as number;
    const rows = db.pragma('quick_check') as { quick_check: string }[];
    return { userVersion, quickCheck: rows.map((row) => row.quick_check) };
  } finally {
    db.close();
  }
}
