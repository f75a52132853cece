// ferry backup <file>: an online copy of the SQLite store, consistent while a server writes
// (store/sqlite/backup-file.ts). The copy is written beside the target and renamed into
// place, so an interrupted backup never leaves a half file under the target's name.

import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { AppError } from '../domain/errors';
import { CliError, EXIT, usageError } from './errors';
import type { CliContext, Verb } from './command';
import { record } from './output';

/** backup and restore copy files: they mean nothing for Firestore, which has its own export. */
export function sqliteFileOf(ctx: CliContext, verb: string): string {
  if (ctx.config.store !== 'sqlite') {
    throw usageError(`${verb} works on the SQLite store (STORE=sqlite); for Firestore use \`gcloud firestore export\``);
  }
  return join(ctx.config.dataDir, 'ferry.db');
}

/** Loaded when used: better-sqlite3 is a native module that a Firestore-only CLI never needs. */
export const backupFiles = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../store/sqlite/backup-file') as typeof import('../store/sqlite/backup-file');

export const backupVerb: Verb = {
  usage: '<file> [--force]   (copy the SQLite store; safe while the server runs)',
  options: { force: { type: 'boolean' } },
  args: ['file'],
  async run(ctx, values, [file]) {
    const source = sqliteFileOf(ctx, 'backup');
    const target = resolve(file!);
    if (!existsSync(source)) throw new CliError('STORE_UNAVAILABLE', `No SQLite store at ${source}: nothing to back up (check DATA_DIR)`, EXIT.unavailable);
    if (existsSync(target) && !values.force) throw new AppError('ALREADY_EXISTS', `${target} exists; pass --force to overwrite it`, 'file');
    if (!existsSync(dirname(target))) throw new AppError('INVALID_ARGUMENT', `The directory of ${target} does not exist`, 'file');
    const partial = `${target}.partial-${process.pid}`;
    const { backupDatabase, inspectBackup } = backupFiles();
    try {
      rmSync(partial, { force: true });
      await backupDatabase(source, partial);
      const summary = inspectBackup(partial);
      renameSync(partial, target);
      const data = { file: target, bytes: statSync(target).size, ...summary };
      return { data, text: record(data) };
    } finally {
      rmSync(partial, { force: true });
    }
  },
};
