// The embedded store for self-hosted Ferry: one SQLite file (WAL) opened with better-sqlite3.
// better-sqlite3 is synchronous, so every statement is atomic with respect to this process.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Store } from '../ports';
import { withUnavailableErrors } from '../unavailable-errors';
import { sqliteAccounts } from './accounts/accounts';
import { sqliteMemberInvites } from './accounts/member-invites';
import { sqlitePasswordTokens, sqliteSessions } from './accounts/sessions';
import { sqliteAnalytics } from './analytics';
import { sqliteCampaigns } from './campaigns';
import { clickLog } from './click-fold/click-log';
import { startFolding } from './click-fold/fold-driver';
import { foldFirst } from './click-fold/fold-first';
import { sqliteClicks } from './clicks/clicks';
import { type CheckpointOptions, startCheckpointer } from './database/checkpointer';
import { configureConnection } from './database/connection';
import { migrate } from './database/migrations';
import { storeStats } from './database/stats';
import { isSqliteTransient } from './database/transient';
import { sqliteLinks } from './links/links';
import { sqliteMatches } from './matches';
import { sqlitePixel } from './pixel';
import { sqliteHostingDomains } from './projects/hosting-domains';
import { sqliteKeys } from './projects/keys';
import { sqliteProjects } from './projects/projects';
import { sqliteUsage } from './projects/usage';
import { sqliteReferrals } from './referrals';
import { sqliteTransfer } from './transfer';
import { sqliteWebhooks } from './webhooks';

export interface SqliteStoreOptions extends CheckpointOptions {
  /** Caps the file at this many pages (PRAGMA max_page_count): writes past it fail with SQLITE_FULL, as on a full disk. */
  maxPageCount?: number;
}

export function openSqliteStore(file: string, { maxPageCount, ...checkpoints }: SqliteStoreOptions = {}): Store {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  configureConnection(db);
  migrate(db);
  if (maxPageCount !== undefined) db.pragma(`max_page_count = ${Math.floor(maxPageCount)}`);
  const stopCheckpoints = file === ':memory:' ? async () => undefined : startCheckpointer(db, file, checkpoints);
  const log = clickLog(db);
  // A crash may have left logged clicks unfolded: count them now, then in the background.
  const folding = startFolding(log, () => db.open);
  const fold = folding.foldSoon;
  folding.foldAll();
  const clicks = sqliteClicks(db, log);
  // A full disk or a busy file reaches services as StoreUnavailableError (store/errors.ts).
  return withUnavailableErrors<Store>(
    {
      kind: 'sqlite',
      projects: sqliteProjects(db),
      keys: sqliteKeys(db),
      // The redirect path reads links.get and writes clicks.record: neither waits for a fold.
      links: foldFirst(sqliteLinks(db), fold, ['get']),
      usage: foldFirst(sqliteUsage(db), fold),
      clicks: { ...foldFirst(clicks, fold, ['record']), foldLogged: async () => folding.foldAll() },
      // Pending matches arrive through the log too: a match (an install, minutes after its click)
      // folds first, so it sees every click answered before it.
      matches: foldFirst(sqliteMatches(db), fold),
      pixel: sqlitePixel(db),
      campaigns: foldFirst(sqliteCampaigns(db), fold),
      analytics: foldFirst(sqliteAnalytics(db), fold),
      referrals: foldFirst(sqliteReferrals(db), fold),
      webhooks: sqliteWebhooks(db),
      accounts: sqliteAccounts(db),
      sessions: sqliteSessions(db),
      passwordTokens: sqlitePasswordTokens(db),
      memberInvites: sqliteMemberInvites(db),
      hostingDomains: sqliteHostingDomains(db),
      stats: () => storeStats(db, file),
      transfer: sqliteTransfer(db, folding.foldAll),
      async ping() {
        // Synchronous: it answers at once or throws (closed, unreadable file); no deadline needed.
        db.prepare('SELECT 1 FROM projects LIMIT 1').get();
      },
      async close() {
        // Let queued click writes (group commit, next event-loop turn) land first, then count them.
        await new Promise((resolve) => setImmediate(resolve));
        folding.stop();
        folding.foldAll();
        await stopCheckpoints();
        if (db.open) db.close();
      },
    },
    isSqliteTransient,
  );
}
