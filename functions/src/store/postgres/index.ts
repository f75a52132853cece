// The PostgreSQL store for self-hosted Ferry past one process: any number of Ferry processes on
// one database (docs/scale-out.md). node-postgres' pool; migrations applied at open; every
// counter kept in the transaction of its write, so there is no fold and no process-local state.

import type { Pool } from 'pg';
import type { Store } from '../ports';
import { withUnavailableErrors } from '../unavailable-errors';
import { postgresAccounts } from './accounts/accounts';
import { postgresMemberInvites } from './accounts/member-invites';
import { postgresPasswordTokens, postgresSessions } from './accounts/sessions';
import { postgresAnalytics } from './clicks/analytics';
import { postgresClicks } from './clicks/clicks';
import { postgresMatches } from './clicks/matches';
import { postgresPixel } from './clicks/pixel';
import { afterOpened } from './database/after-open';
import { describeConnectError } from './database/connect-error';
import { MigrationError, migrate, NewerSchemaError } from './database/migrations';
import { openPool, type PostgresOptions } from './database/pool';
import { isPostgresTransient } from './database/transient';
import { postgresJobLeases } from './jobs';
import { postgresLinks } from './links/links';
import { postgresCampaigns } from './projects/campaigns';
import { postgresHostingDomains } from './projects/hosting-domains';
import { postgresKeys } from './projects/keys';
import { postgresProjects } from './projects/projects';
import { postgresUsage } from './projects/usage';
import { postgresReferrals } from './referrals';
import { postgresTransfer } from './transfer';
import { postgresWebhooks } from './webhooks';

export type { PostgresOptions } from './database/pool';

const pools = new WeakMap<Store, Pool>();

/**
 * The pool behind a store this module opened: the rate limiter shares the store's connections
 * (platform/postgres-limiter.ts counts in its table) rather than opening a pool of its own.
 */
export function poolOf(store: Store): Pool {
  const pool = pools.get(store);
  if (!pool) throw new Error('poolOf: not a PostgreSQL store opened by openPostgresStore');
  return pool;
}

/**
 * Opens the pool at once; connecting and bringing the schema to this Ferry's version (waiting for
 * another process doing the same) happen in the background, and every method waits for them.
 * `opened` rejects with one line naming what to fix when the database cannot be used.
 */
export function openPostgresStore(url: string, options: PostgresOptions = {}): Store {
  const pool = openPool(url, options);
  const opened = migrate(pool).catch((error: unknown) => {
    throw error instanceof MigrationError || error instanceof NewerSchemaError ? error : describeConnectError(error, url);
  });
  // Awaited by whoever starts the store; a rejection nobody awaited must not end the process.
  opened.catch(() => undefined);
  const store = withUnavailableErrors<Omit<Store, 'close' | 'opened'>>(
    {
      kind: 'postgres',
      projects: postgresProjects(pool),
      keys: postgresKeys(pool),
      links: postgresLinks(pool),
      usage: postgresUsage(pool),
      clicks: postgresClicks(pool),
      matches: postgresMatches(pool),
      pixel: postgresPixel(pool),
      campaigns: postgresCampaigns(pool),
      analytics: postgresAnalytics(pool),
      referrals: postgresReferrals(pool),
      webhooks: postgresWebhooks(pool),
      accounts: postgresAccounts(pool),
      sessions: postgresSessions(pool),
      passwordTokens: postgresPasswordTokens(pool),
      memberInvites: postgresMemberInvites(pool),
      hostingDomains: postgresHostingDomains(pool),
      transfer: postgresTransfer(pool),
      jobLeases: postgresJobLeases(pool),
      async ping(deadlineMs) {
        const timer = new Promise<never>((_, reject) =>
          setTimeout(() => reject(Object.assign(new Error(`no answer within ${deadlineMs} ms`), { code: 'ETIMEDOUT' })), deadlineMs).unref(),
        );
        await Promise.race([pool.query('SELECT 1'), timer]);
      },
    },
    isPostgresTransient,
  );
  const opening: Store = {
    ...afterOpened(store, opened),
    opened,
    async close() {
      await pool.end();
    },
  };
  pools.set(opening, pool);
  return opening;
}
