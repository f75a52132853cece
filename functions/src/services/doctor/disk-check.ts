// Check 3, SQLite only: room for the write-ahead log. Under steady writes the WAL grows up to
// the checkpointer's rewind size before it is cut back (store/sqlite/database/checkpointer.ts), on the
// same file system as the database; a full disk then fails every write, redirects' clicks too.

import { existsSync, statfsSync, statSync } from 'node:fs';
import { type DoctorCheck, fail, ok, warn } from './check';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Sizes as an operator reads them: whole KB below a MB, whole MB below a GB, GB with one decimal above. */
export function formatBytes(bytes: number): string {
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return bytes < GB ? `${Math.round(bytes / MB)} MB` : `${(bytes / GB).toFixed(1)} GB`;
}

export interface DiskFacts {
  /** Bytes this (unprivileged) user may still write on the data directory's file system. */
  freeBytes: number;
  /** The database file's size; 0 when there is none yet. */
  dbBytes: number;
  /** How large the WAL may grow before it is rewound. */
  walLimitBytes: number;
}

export function diskFacts(dir: string, file: string, walLimitBytes: number): DiskFacts {
  const fs = statfsSync(dir);
  return { freeBytes: fs.bavail * fs.bsize, dbBytes: existsSync(file) ? statSync(file).size : 0, walLimitBytes };
}

/** Fails below a full WAL plus the database (room for one more copy of it), warns below twice that. */
export function diskCheck({ freeBytes, dbBytes, walLimitBytes }: DiskFacts): DoctorCheck {
  const needed = walLimitBytes + dbBytes;
  const figures = `${formatBytes(freeBytes)} free; the WAL may grow to ${formatBytes(walLimitBytes)} beside the ${formatBytes(dbBytes)} database`;
  if (freeBytes < needed) return fail('disk', `${figures}: free at least ${formatBytes(needed - freeBytes)} more, or writes will fail`);
  if (freeBytes < 2 * needed) return warn('disk', `${figures}: less than twice that (${formatBytes(2 * needed)}) is left`);
  return ok('disk', figures);
}
