// Backup files of the SQLite store: an online copy (`ferry backup`), the checks a file must
// pass before `ferry restore` puts it in place, and the swap itself.

import { closeSync, existsSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { SCHEMA_VERSION } from './migrations';

/** A file that cannot be restored; the message says why, in words for the operator. */
export class NotAFerryBackup extends Error {}

const SQLITE_MAGIC = 'SQLite format 3\0';
/** Larger than any database: the whole copy happens in one backup step (see below). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live database into `target` while a server may be writing. SQLite restarts a
 * backup that another connection writes to between steps; one step that copies every page
 * reads a single snapshot instead (a WAL reader never blocks the server's writes), so the
 * copy is consistent and finishes. The copy is then made a one-file database (no -wal).
 */
export async function backupDatabase(source: string, target: string): Promise<void> {
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  const copy = new Database(target);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

function hasSqliteHeader(file: string): boolean {
  const header = Buffer.alloc(SQLITE_MAGIC.length);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, header, 0, header.length, 0) === header.length && header.toString('latin1') === SQLITE_MAGIC;
  } finally {
    closeSync(fd);
  }
}

export interface BackupSummary {
  schemaVersion: number;
  projects: number;
  links: number;
}

/** Throws NotAFerryBackup unless `file` is an intact SQLite database with Ferry's schema. */
export function inspectBackup(file: string): BackupSummary {
  if (!hasSqliteHeader(file)) throw new NotAFerryBackup('is not a SQLite database');
  try {
    return inspectDatabase(file);
  } catch (error) {
    // A damaged file fails in SQLite itself (SQLITE_CORRUPT, SQLITE_NOTADB): still the file's fault.
    if (error instanceof Database.SqliteError) throw new NotAFerryBackup(`cannot be read as a database: ${error.message}`);
    throw error;
  }
}

function inspectDatabase(file: string): BackupSummary {
  const db = new Database(file, { fileMustExist: true });
  try {
    const schemaVersion = db.pragma('user_version', { simple: true }) as number;
    const tables = new Set(
      db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((t) => t.name),
    );
    if (schemaVersion < 1 || !['projects', 'api_keys', 'links'].every((name) => tables.has(name))) {
      throw new NotAFerryBackup("is a SQLite database without Ferry's schema");
    }
    if (schemaVersion > SCHEMA_VERSION) {
      throw new NotAFerryBackup(`was made by a newer Ferry (schema version ${schemaVersion}; this one knows up to ${SCHEMA_VERSION})`);
    }
    const problems = db.pragma('integrity_check') as { integrity_check: string }[];
    if (problems[0]?.integrity_check !== 'ok') throw new NotAFerryBackup(`fails SQLite's integrity check: ${problems[0]?.integrity_check}`);
    const count = (table: string) => db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()!.n;
    return { schemaVersion, projects: count('projects'), links: count('links') };
  } finally {
    db.close();
  }
}

/**
 * Puts `replacement` (a checked file in the same directory) in place of `dbFile`. The current
 * database moves aside with its WAL as `<db>.pre-restore` (still a consistent pair) and its
 * -shm, only an index of the WAL, is deleted: no stale -wal or -shm can meet the new file.
 */
export function swapDatabase(dbFile: string, replacement: string): string | null {
  const aside = `${dbFile}.pre-restore`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(aside + suffix, { force: true });
  const hadOne = existsSync(dbFile);
  if (hadOne) renameSync(dbFile, aside);
  if (existsSync(`${dbFile}-wal`)) renameSync(`${dbFile}-wal`, `${aside}-wal`);
  rmSync(`${dbFile}-shm`, { force: true });
  renameSync(replacement, dbFile);
  return hadOne ? aside : null;
}
