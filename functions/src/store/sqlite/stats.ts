// What /metrics shows of the SQLite store: the WAL file's size (a checkpoint that cannot keep
// up shows here first) and the click log's backlog (how far the counters trail the visits).

import type { Database } from 'better-sqlite3';
import { statSync } from 'node:fs';
import type { StoreStats } from '../ports';
import type { ClickLog } from './click-log';
import { clickLogPath } from './click-log-file';

export function storeStats(db: Database, file: string, log: ClickLog, now = Date.now()): StoreStats {
  if (!db.open) return { walBytes: 0, unfoldedClicks: 0, foldLagSeconds: 0 };
  const first = log.oldest();
  const oldest = first ? Date.parse(first.click.clickedAt) : NaN;
  // Both WALs: the database's and the click log file's (each restarts once checkpointed).
  return { walBytes: walSize(file) + walSize(clickLogPath(file)), unfoldedClicks: log.lag(), foldLagSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now - oldest) / 1000) };
}

function walSize(file: string): number {
  if (file === ':memory:') return 0;
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0; // no WAL file: not created yet, or truncated by a checkpoint
  }
}
