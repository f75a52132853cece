// The click log's own SQLite file, next to the database (`<db>.clicklog`). A visit's append
// commits there, so the fold worker (fold-worker.ts), which holds the database's write lock for
// a batch, never makes a visit wait; readers and the writer of a WAL file never block each other.
//
// The database remembers how far it folded each log file (click_log_folded, by the file's own
// random id): a fold commits its counters and that mark together, and deletes the folded rows
// from the log afterwards, so a crash between the two folds nothing twice. A log file that is
// replaced (restored, deleted) has a new id, so its rows are never skipped as "already folded".

import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';

export interface ClickLogFile {
  db: Database.Database;
  /** This file's identity, for its mark in click_log_folded. */
  id: string;
}

export const clickLogPath = (dbFile: string): string => `${dbFile}.clicklog`;

export function openClickLogFile(path: string): ClickLogFile {
  const db = new Database(path);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  // As the database: a committed append survives the process (kill -9), not a power cut.
  db.pragma('synchronous = NORMAL');
  // The fold worker checkpoints this file after it drops folded rows (fold-thread.ts): an
  // automatic checkpoint would run inside a visit's append, with an fsync, on the event loop.
  db.pragma('wal_autocheckpoint = 0');
  // AUTOINCREMENT: a deleted row's seq is never handed out again, or the mark would skip it.
  db.exec(`CREATE TABLE IF NOT EXISTS click_log (seq INTEGER PRIMARY KEY AUTOINCREMENT, doc TEXT NOT NULL);
           CREATE TABLE IF NOT EXISTS log_identity (only INTEGER PRIMARY KEY CHECK (only = 1), id TEXT NOT NULL);`);
  db.prepare('INSERT OR IGNORE INTO log_identity (only, id) VALUES (1, ?)').run(randomUUID());
  const { id } = db.prepare<[], { id: string }>('SELECT id FROM log_identity').get()!;
  return { db, id };
}
