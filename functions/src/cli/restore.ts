// ferry restore <file>: puts a backup in place of the SQLite store. Refused while a server
// uses DATA_DIR (its lock file, platform/server-lock.ts): swapping the file under an open
// connection would lose or corrupt data. The file is copied into DATA_DIR and checked there
// (SQLite header, Ferry's schema version, integrity) before anything is replaced.

import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppError, notFound } from '../domain/errors';
import { liveServers } from '../platform/server-lock';
import { backupFiles, sqliteFileOf } from './backup';
import type { Verb } from './command';
import { storeLocked } from './errors';
import { record } from './output';

function refuseWhileServing(dataDir: string): void {
  const [server] = liveServers(dataDir);
  if (server) {
    const where = server.port ? ` on port ${server.port}` : '';
    throw storeLocked(`A Ferry server (pid ${server.pid}${where}) is using ${dataDir}: stop it, then restore`);
  }
}

export const restoreVerb: Verb = {
  usage: '<file>   (replace the SQLite store with a backup; the server must be stopped)',
  args: ['file'],
  async run(ctx, _values, [file]) {
    const dbFile = sqliteFileOf(ctx, 'restore');
    const source = resolve(file!);
    if (!existsSync(source)) throw notFound(`No file at ${source}`);
    refuseWhileServing(ctx.config.dataDir);
    const { NotAFerryBackup, inspectBackup, swapDatabase } = backupFiles();
    const incoming = `${dbFile}.restoring-${process.pid}`;
    try {
      mkdirSync(ctx.config.dataDir, { recursive: true });
      copyFileSync(source, incoming);
      let summary;
      try {
        summary = inspectBackup(incoming);
      } catch (error) {
        if (error instanceof NotAFerryBackup) throw new AppError('INVALID_ARGUMENT', `${source} ${error.message}: nothing was restored`, 'file');
        throw error;
      }
      // Checked again right before the swap: a server may have started during the checks.
      refuseWhileServing(ctx.config.dataDir);
      const previous = swapDatabase(dbFile, incoming);
      const data = { restored: source, database: dbFile, previous, ...summary };
      return { data, text: record(data) };
    } finally {
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(incoming + suffix, { force: true });
    }
  },
};
