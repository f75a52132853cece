// How the server's SQLite connection is set up, before migrations run.

import type { Database } from 'better-sqlite3';

/**
 * 16 MiB of page cache (SQLite's default is 2 MiB): the indexes on random keys (pending
 * matches' tokens and fingerprints, links) outgrow 2 MiB within minutes, and then every insert
 * reads its path down each index again from the OS; the soak's p99 crept 27 -> 50 ms over 20
 * minutes with it and stays flat with 16 MiB (docs/benchmarks.md, "Soak"). 64 MiB did as well but took
 * bench:redirect's resident size past its 200 MB target.
 */
export const PAGE_CACHE_KIB = 16 * 1024;

export function configureConnection(db: Database): void {
  // First, so that switching a fresh file to WAL waits for a process opening it at the same time.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  // Checkpoints run on a worker thread, not inside whichever request filled the WAL.
  db.pragma('wal_autocheckpoint = 0');
}
