// The embedded store for self-hosted Ferry: one SQLite file (WAL) opened with better-sqlite3.
// better-sqlite3 is synchronous, so every statement is atomic with respect to this process.

import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Store } from '../ports';
import { startCheckpointer, type CheckpointOptions } from './checkpointer';
import { migrate } from './migrations';
import { sqliteAnalytics } from './analytics';
import { sqliteCampaigns } from './campaigns';
import { sqliteClicks } from './clicks';
import { sqliteKeys } from './keys';
import { sqliteLinks } from './links';
import { sqliteMatches } from './matches';
import { sqlitePixel } from './pixel';
import { sqliteProjects } from './projects';
import { sqliteReferrals } from './referrals';
import { sqliteUsage } from './usage';

export function openSqliteStore(file: string, checkpoints: CheckpointOptions = {}): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // First, so that switching a fresh file to WAL waits for a process opening it at the same time.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Checkpoints run on a worker thread, not inside whichever request filled the WAL.
  db.pragma('wal_autocheckpoint = 0');
  migrate(db);
  const stopCheckpoints = file === ':memory:' ? async () => undefined : startCheckpointer(db, file, checkpoints);
  return {
    kind: 'sqlite',
    projects: sqliteProjects(db),
    keys: sqliteKeys(db),
    links: sqliteLinks(db),
    usage: sqliteUsage(db),
    clicks: sqliteClicks(db),
    matches: sqliteMatches(db),
    pixel: sqlitePixel(db),
    campaigns: sqliteCampaigns(db),
    analytics: sqliteAnalytics(db),
    referrals: sqliteReferrals(db),
    async close() {
      // Let queued click writes (group commit, next event-loop turn) land first.
      await new Promise((resolve) => setImmediate(resolve));
      await stopCheckpoints();
      if (db.open) db.close();
    },
  };
}
