// The embedded store for self-hosted Ferry: one SQLite file (WAL) opened with better-sqlite3,
// and beside it the click log file that visits append to (click-log-file.ts), folded by a
// worker thread (fold-worker.ts). better-sqlite3 is synchronous, so every statement is atomic
// with respect to this thread.

import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Store } from '../ports';
import { startCheckpointer, type CheckpointOptions } from './checkpointer';
import { configureConnection } from './connection';
import { migrate } from './migrations';
import { sqliteAnalytics } from './analytics';
import { sqliteCampaigns } from './campaigns';
import { clickLog } from './click-log';
import { startFolding } from './fold-driver';
import { foldThreadScript, startFoldWorker } from './fold-worker';
import { clickLogPath, openClickLogFile } from './click-log-file';
import { sqliteWebhooks } from './webhooks';
import { sqliteClicks } from './clicks';
import { foldFirst } from './fold-first';
import { sqliteKeys } from './keys';
import { sqliteLinks } from './links';
import { sqliteMatches } from './matches';
import { sqlitePixel } from './pixel';
import { sqliteProjects } from './projects';
import { sqliteReferrals } from './referrals';
import { storeStats } from './stats';
import { sqliteTransfer } from './transfer';
import { sqliteUsage } from './usage';

export interface SqliteStoreOptions extends CheckpointOptions {
  /**
   * Caps the file at this many pages (PRAGMA max_page_count), and the click log file at the pages
   * it has: writes past them fail with SQLITE_FULL, as on a full disk (tests).
   */
  maxPageCount?: number;
}

/** The main connection's page cache when a fold worker does the folding (bench:redirect RSS). */
const MAIN_CACHE_WITH_WORKER_KIB = 4 * 1024;

export function openSqliteStore(file: string, { maxPageCount, ...checkpoints }: SqliteStoreOptions = {}): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  configureConnection(db);
  migrate(db);
  if (maxPageCount !== undefined) db.pragma(`max_page_count = ${Math.floor(maxPageCount)}`);
  const stopCheckpoints = file === ':memory:' ? async () => undefined : startCheckpointer(db, file, checkpoints);
  const logFile = file === ':memory:' ? undefined : openClickLogFile(clickLogPath(file));
  // A full disk fills both files: the log file is capped at the pages it has.
  if (maxPageCount !== undefined && logFile) logFile.db.pragma(`max_page_count = ${logFile.db.pragma('page_count', { simple: true }) as number}`);
  const log = clickLog(db, logFile);
  const script = logFile ? foldThreadScript() : null;
  // The worker's connection inserts into the indexes that need the big cache (connection.ts);
  // this one then only reads and writes the odd row, and two big caches would cost 16 MiB more.
  if (script) db.pragma(`cache_size = -${MAIN_CACHE_WITH_WORKER_KIB}`);
  const folding = startFolding(log, () => db.open, script ? startFoldWorker(script, file, clickLogPath(file)) : undefined);
  const fold = folding.foldSoon;
  // A crash may have left logged clicks unfolded: count them now (the worker is still starting).
  folding.foldAll();
  const clicks = sqliteClicks(db, log, logFile?.db);
  return {
    kind: 'sqlite',
    projects: sqliteProjects(db),
    keys: sqliteKeys(db),
    // The redirect path reads links.get and writes clicks.record: neither waits for a fold.
    links: foldFirst(sqliteLinks(db), fold, ['get']),
    usage: foldFirst(sqliteUsage(db), fold),
    clicks: { ...foldFirst(clicks, fold, ['record']), foldLogged: folding.foldLogged },
    // Pending matches arrive through the log too: a match (an install, minutes after its click)
    // folds first, so it sees every click answered before it.
    matches: foldFirst(sqliteMatches(db), fold),
    pixel: sqlitePixel(db),
    campaigns: foldFirst(sqliteCampaigns(db), fold),
    analytics: foldFirst(sqliteAnalytics(db), fold),
    referrals: foldFirst(sqliteReferrals(db), fold),
    webhooks: sqliteWebhooks(db),
    stats: () => storeStats(db, file, log),
    transfer: sqliteTransfer(db, folding.foldAll),
    async ping() {
      // Synchronous: it answers at once or throws (closed, unreadable file); no deadline needed.
      db.prepare('SELECT 1 FROM projects LIMIT 1').get();
    },
    async close() {
      // Let queued click writes (group commit, next event-loop turn) land first, then count them.
      await new Promise((resolve) => setImmediate(resolve));
      await folding.stop();
      folding.foldAll();
      await stopCheckpoints();
      if (db.open) db.close();
      if (logFile?.db.open) logFile.db.close();
    },
  };
}

