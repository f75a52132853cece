// What /metrics shows of the SQLite store: the WAL file's size (a checkpoint that cannot keep
// up shows here first) and the click log's backlog (how far the counters trail the visits).

import { statSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import type { StoreStats } from '../../ports';
import type { LoggedClick } from '../click-fold/click-log';

export function storeStats(db: Database, file: string, now = Date.now()): StoreStats {
  if (!db.open) return { walBytes: 0, unfoldedClicks: 0, foldLagSeconds: 0 };
  const { n, doc } = db
    .prepare<[], { n: number; doc: string | null }>('SELECT count(*) AS n, (SELECT doc FROM click_log ORDER BY seq LIMIT 1) AS doc FROM click_log')
    .get()!;
  const oldest = doc ? Date.parse((JSON.parse(doc) as LoggedClick).click.clickedAt) : NaN;
  return { walBytes: walSize(file), unfoldedClicks: n, foldLagSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now - oldest) / 1000) };
}

function walSize(file: string): number {
  if (file === ':memory:') return 0;
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0; // no WAL file: not created yet, or truncated by a checkpoint
  }
}
