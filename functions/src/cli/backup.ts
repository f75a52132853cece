// ferry backup <file>: an online copy of the SQLite store, consistent while a server writes
// (store/sqlite/database/backup-file.ts). The copy is written beside the target and renamed into
// place, so an interrupted backup never leaves a half file under the target's name.
// ferry backup --dir <directory> [--keep <n>]: the same copy under a timestamped name, then the
// older of those names beyond the newest n are deleted; for a timer (deploy/systemd).

import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { AppError } from '../domain/errors';
import { type CliContext, stringFlag, type Verb } from './command';
import { CliError, EXIT, usageError } from './errors';
import { commandHelp } from './help';
import { record } from './output';

/** The other stores' own tools, which back them up better than a copy of files could. */
const OWN_BACKUP = { firestore: '`gcloud firestore export`', postgres: "PostgreSQL's `pg_dump` (or your provider's backups; docs/scale-out.md)" } as const;

/** backup and restore copy files: they mean nothing for Firestore or PostgreSQL, which have their own. */
export function sqliteFileOf(ctx: CliContext, verb: string): string {
  if (ctx.config.store !== 'sqlite') {
    throw usageError(
      `${verb} works on the SQLite store (STORE=sqlite); for ${ctx.config.store === 'postgres' ? 'PostgreSQL' : 'Firestore'} use ${OWN_BACKUP[ctx.config.store]}`,
    );
  }
  return join(ctx.config.dataDir, 'ferry.db');
}

/** Loaded when used: better-sqlite3 is a native module that a Firestore-only CLI never needs. */
export const backupFiles = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../store/sqlite/database/backup-file') as typeof import('../store/sqlite/database/backup-file');

/** How many timestamped backups --dir keeps when --keep is not given: a week of daily ones. */
export const DEFAULT_KEEP = 7;

/** The only names rotation may delete: what backupName writes, nothing an operator put there. */
export const BACKUP_NAME = /^ferry-\d{4}-\d{2}-\d{2}T\d{6}Z\.db$/;

/**
 * `ferry-2026-11-26T031500Z.db`: UTC, so the order never jumps at a DST change; no colons, which
 * scp and rsync would read as a host; fixed width, so sorting the names sorts them by time.
 */
export function backupName(now: Date): string {
  return `ferry-${now.toISOString().slice(0, 19).replace(/:/g, '')}Z.db`;
}

/** Copies the store to `target` through a partial file renamed into place. */
async function copyStore(source: string, target: string, force: boolean, field: string) {
  if (!existsSync(source)) throw new CliError('STORE_UNAVAILABLE', `No SQLite store at ${source}: nothing to back up (check DATA_DIR)`, EXIT.unavailable);
  if (existsSync(target) && !force) throw new AppError('ALREADY_EXISTS', `${target} exists; pass --force to overwrite it`, field);
  if (!existsSync(dirname(target))) throw new AppError('INVALID_ARGUMENT', `The directory of ${target} does not exist`, field);
  const partial = `${target}.partial-${process.pid}`;
  const { backupDatabase, inspectBackup } = backupFiles();
  try {
    rmSync(partial, { force: true });
    await backupDatabase(source, partial);
    const summary = inspectBackup(partial);
    renameSync(partial, target);
    return { file: target, bytes: statSync(target).size, ...summary };
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Deletes the timestamped backups in `dir` beyond the newest `keep`, oldest first. The one just
 * written always counts among the kept, even if a clock set wrong once left a name that sorts
 * after it; directories, partial files and any other name are left alone.
 */
export function rotateBackups(dir: string, written: string, keep: number): string[] {
  const others = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && BACKUP_NAME.test(entry.name) && entry.name !== basename(written))
    .map((entry) => entry.name)
    .sort();
  const removed = others.slice(0, Math.max(0, others.length - (keep - 1))).map((name) => join(dir, name));
  for (const file of removed) rmSync(file);
  return removed;
}

const usage = (message: string) => usageError(message, commandHelp('backup', backupVerb));

/** --keep: a whole number of at least 1 (keeping none would delete the backup just made). */
function keepOf(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_KEEP;
  const keep = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(keep) || keep < 1) throw usage(`--keep must be a whole number of at least 1, not "${raw}"`);
  return keep;
}

export const backupVerb: Verb = {
  usage: '<file> [--force] | --dir <directory> [--keep <n>]   (copy the SQLite store, safe while serving; --dir keeps the newest n, 7 by default)',
  options: { force: { type: 'boolean' }, dir: { type: 'string' }, keep: { type: 'string' } },
  args: ['file?'],
  async run(ctx, values, [file]) {
    const dir = stringFlag(values, 'dir');
    const keepFlag = stringFlag(values, 'keep');
    if (file !== undefined && dir !== undefined) throw usage('Give either <file> or --dir <directory>, not both');
    if (file === undefined && dir === undefined) throw usage('<file> or --dir <directory> is required');
    if (dir === undefined && keepFlag !== undefined) throw usage('--keep goes with --dir <directory>');
    const keep = keepOf(keepFlag);
    const source = sqliteFileOf(ctx, 'backup');
    const force = values.force === true;
    if (dir === undefined) {
      const data = await copyStore(source, resolve(file!), force, 'file');
      return { data, text: record(data) };
    }
    const folder = resolve(dir);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new AppError('INVALID_ARGUMENT', `${folder} is not a directory`, 'dir');
    const copied = await copyStore(source, join(folder, backupName(new Date())), force, 'dir');
    const removed = rotateBackups(folder, copied.file, keep);
    const data = { ...copied, removed };
    // record() leaves empty lists out; a person reading a timer's log should see "none".
    return { data, text: record({ ...copied, removed: removed.length > 0 ? removed : 'none' }) };
  },
};
