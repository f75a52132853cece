// Schema migrations, kept in code and applied in order on open. PRAGMA user_version records
// how many have run, so an old data file is brought forward on the next start.

import type { Database } from 'better-sqlite3';

export const MIGRATIONS: string[] = [
  `CREATE TABLE projects (
     id TEXT PRIMARY KEY,
     subdomain TEXT NOT NULL UNIQUE,
     custom_domain TEXT UNIQUE,
     domain_status TEXT,
     owner_uid TEXT,
     doc TEXT NOT NULL
   );
   CREATE INDEX projects_owner ON projects(owner_uid);
   CREATE TABLE project_members (
     project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
     uid TEXT NOT NULL,
     role TEXT NOT NULL,
     PRIMARY KEY (project_id, uid)
   );
   CREATE INDEX project_members_uid ON project_members(uid);
   CREATE TABLE api_keys (
     id TEXT PRIMARY KEY,
     project_id TEXT NOT NULL,
     hash TEXT NOT NULL UNIQUE,
     doc TEXT NOT NULL
   );
   CREATE INDEX api_keys_project ON api_keys(project_id);
   CREATE TABLE links (
     project_id TEXT NOT NULL,
     slug TEXT NOT NULL,
     created_at TEXT NOT NULL,
     clicks INTEGER NOT NULL DEFAULT 0,
     doc TEXT NOT NULL,
     PRIMARY KEY (project_id, slug)
   ) WITHOUT ROWID;
   CREATE INDEX links_newest ON links(project_id, created_at DESC, slug DESC);
   CREATE TABLE usage (
     project_id TEXT NOT NULL,
     month TEXT NOT NULL,
     links INTEGER NOT NULL DEFAULT 0,
     clicks INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (project_id, month)
   ) WITHOUT ROWID;`,
  `CREATE TABLE clicks (
     id TEXT PRIMARY KEY,
     project_id TEXT NOT NULL,
     slug TEXT NOT NULL,
     clicked_at TEXT NOT NULL,
     doc TEXT NOT NULL
   );
   CREATE INDEX clicks_by_link ON clicks(project_id, slug, clicked_at DESC);
   CREATE TABLE influencer_stats (
     project_id TEXT NOT NULL,
     influencer_id TEXT NOT NULL,
     clicks INTEGER NOT NULL DEFAULT 0,
     installs INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (project_id, influencer_id)
   ) WITHOUT ROWID;
   CREATE TABLE pending_matches (
     click_id TEXT PRIMARY KEY,
     project_id TEXT NOT NULL,
     ip_hash TEXT NOT NULL,
     os_family TEXT NOT NULL,
     clicked_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     clipboard_token TEXT NOT NULL UNIQUE,
     referrer_token TEXT NOT NULL UNIQUE,
     consumed_at TEXT,
     doc TEXT NOT NULL
   );
   CREATE INDEX pending_by_fingerprint ON pending_matches(project_id, ip_hash, os_family, clicked_at DESC);
   CREATE INDEX pending_by_expiry ON pending_matches(expires_at);`,
  `ALTER TABLE pending_matches ADD COLUMN consumed_by TEXT;
   ALTER TABLE pending_matches ADD COLUMN signals TEXT;
   CREATE TABLE install_counts (
     project_id TEXT NOT NULL,
     scope TEXT NOT NULL,
     id TEXT NOT NULL,
     installs INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (project_id, scope, id)
   ) WITHOUT ROWID;`,
  `CREATE TABLE pixel_visitors (
     project_id TEXT NOT NULL,
     visitor_hash TEXT NOT NULL,
     first_seen TEXT NOT NULL,
     last_seen TEXT NOT NULL,
     visits INTEGER NOT NULL DEFAULT 1,
     PRIMARY KEY (project_id, visitor_hash)
   ) WITHOUT ROWID;`,
  // Campaigns (name_key: campaignNameKey(name), unique per project) and their click counts.
  `CREATE TABLE campaigns (
     project_id TEXT NOT NULL,
     id TEXT NOT NULL,
     name_key TEXT NOT NULL,
     created_at TEXT NOT NULL,
     doc TEXT NOT NULL,
     PRIMARY KEY (project_id, id),
     UNIQUE (project_id, name_key)
   ) WITHOUT ROWID;
   CREATE INDEX campaigns_newest ON campaigns(project_id, created_at DESC, id DESC);
   CREATE TABLE campaign_stats (
     project_id TEXT NOT NULL,
     campaign_id TEXT NOT NULL,
     clicks INTEGER NOT NULL DEFAULT 0,
     PRIMARY KEY (project_id, campaign_id)
   ) WITHOUT ROWID;`,
  // Analytics and referrals (sqlite/clicks/click-rollup.ts, analytics.ts, referrals.ts): one rollup row
  // per day and click dimensions ('' where an install has none), an influencer's distinct
  // visitors, attributions (one per new user) and per-referrer daily counters.
  `CREATE TABLE click_rollup (
     project_id TEXT NOT NULL,
     day TEXT NOT NULL,
     slug TEXT NOT NULL,
     country TEXT NOT NULL,
     platform TEXT NOT NULL,
     referrer_host TEXT NOT NULL,
     referrer_id TEXT NOT NULL,
     clicks INTEGER NOT NULL DEFAULT 0,
     installs INTEGER NOT NULL DEFAULT 0,
     referrer_label TEXT,
     PRIMARY KEY (project_id, day, slug, country, platform, referrer_host, referrer_id)
   ) WITHOUT ROWID;
   CREATE INDEX click_rollup_referrers ON click_rollup(project_id, referrer_id, day) WHERE referrer_id <> '';
   ALTER TABLE influencer_stats ADD COLUMN unique_users INTEGER NOT NULL DEFAULT 0;
   CREATE TABLE influencer_visitors (
     project_id TEXT NOT NULL,
     influencer_id TEXT NOT NULL,
     visitor_hash TEXT NOT NULL,
     PRIMARY KEY (project_id, influencer_id, visitor_hash)
   ) WITHOUT ROWID;
   CREATE TABLE referrals (
     project_id TEXT NOT NULL,
     new_user_id TEXT NOT NULL,
     referrer_id TEXT NOT NULL,
     attributed_at TEXT NOT NULL,
     doc TEXT NOT NULL,
     PRIMARY KEY (project_id, new_user_id)
   ) WITHOUT ROWID;
   CREATE INDEX referrals_by_referrer ON referrals(project_id, referrer_id, attributed_at);
   CREATE TABLE referral_daily (
     project_id TEXT NOT NULL,
     day TEXT NOT NULL,
     referrer_id TEXT NOT NULL,
     referrals INTEGER NOT NULL DEFAULT 0,
     qualified INTEGER NOT NULL DEFAULT 0,
     flagged INTEGER NOT NULL DEFAULT 0,
     label TEXT,
     PRIMARY KEY (project_id, day, referrer_id)
   ) WITHOUT ROWID;`,
  // When each referrer label was seen, so the newest one wins within a day as on Firestore
  // (labelAt), not the last one written. Rows from before have none: their day stands in.
  `ALTER TABLE click_rollup ADD COLUMN referrer_label_at TEXT;
   ALTER TABLE referral_daily ADD COLUMN label_at TEXT;`,
  // The click log (click-fold/click-log.ts): a visit appends here, in key order;
  // folds count it.
  `CREATE TABLE click_log (seq INTEGER PRIMARY KEY, doc TEXT NOT NULL);`,
  // Click exports by time (click-scan.ts); a link's use clicks_by_link.
  `CREATE INDEX clicks_by_time ON clicks(project_id, clicked_at DESC, id DESC);`,
  // The 20-minute soak: the random UUID primary key made every folded click dirty a random page of
  // its index, so a fold's commit grew with the table (29 -> 85 ms per 2,000 clicks at 500k).
  // Rows now live in rowid order only; (project, time, id) is unique, which keeps a replayed
  // click harmless (INSERT OR IGNORE) and finds a click by the time its match remembers.
  `CREATE TABLE clicks_by_rowid (project_id TEXT NOT NULL, slug TEXT NOT NULL, clicked_at TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL);
   INSERT INTO clicks_by_rowid (project_id, slug, clicked_at, id, doc) SELECT project_id, slug, clicked_at, id, doc FROM clicks ORDER BY clicked_at, rowid;
   DROP TABLE clicks;
   ALTER TABLE clicks_by_rowid RENAME TO clicks;
   CREATE INDEX clicks_by_link ON clicks(project_id, slug, clicked_at DESC);
   CREATE UNIQUE INDEX clicks_by_time ON clicks(project_id, clicked_at DESC, id DESC);`,
  // Webhooks and their delivery outbox (webhooks.ts).
  `CREATE TABLE webhooks (
     project_id TEXT NOT NULL,
     id TEXT NOT NULL,
     created_at TEXT NOT NULL,
     doc TEXT NOT NULL,
     PRIMARY KEY (project_id, id)
   ) WITHOUT ROWID;
   CREATE TABLE webhook_deliveries (
     project_id TEXT NOT NULL,
     id TEXT NOT NULL,
     webhook_id TEXT NOT NULL,
     status TEXT NOT NULL,
     next_attempt_at TEXT,
     created_at TEXT NOT NULL,
     doc TEXT NOT NULL,
     PRIMARY KEY (project_id, id)
   );
   CREATE INDEX deliveries_due ON webhook_deliveries(next_attempt_at) WHERE status = 'pending';
   CREATE INDEX deliveries_by_webhook ON webhook_deliveries(project_id, webhook_id, created_at DESC, id DESC);`,
  // Console sign-in without Firebase (store/sqlite/accounts/accounts.ts, sessions.ts, member-invites.ts):
  // accounts (email and OIDC identity unique), sessions and set-password links by the SHA-256 of
  // their token, and roles given by email that wait for an account.
  `CREATE TABLE accounts (
     uid TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     oidc_key TEXT UNIQUE,
     doc TEXT NOT NULL
   );
   CREATE TABLE sessions (
     hash TEXT PRIMARY KEY,
     uid TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_seen_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX sessions_by_uid ON sessions(uid);
   CREATE INDEX sessions_by_expiry ON sessions(expires_at);
   CREATE TABLE password_tokens (
     hash TEXT PRIMARY KEY,
     uid TEXT NOT NULL,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX password_tokens_by_uid ON password_tokens(uid);
   CREATE TABLE member_invites (
     project_id TEXT NOT NULL,
     email TEXT NOT NULL,
     role TEXT NOT NULL,
     invited_at TEXT NOT NULL,
     PRIMARY KEY (project_id, email)
   ) WITHOUT ROWID;
   CREATE INDEX member_invites_by_email ON member_invites(email);`,
  // Names on Firebase Hosting: the record whole in `doc`, the queried fields beside it.
  `CREATE TABLE hosting_domains (
     domain_name TEXT PRIMARY KEY,
     site_id TEXT NOT NULL,
     want TEXT NOT NULL,
     next_check_at TEXT,
     doc TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX hosting_domains_due ON hosting_domains(next_check_at) WHERE next_check_at IS NOT NULL;
   CREATE INDEX hosting_domains_by_site ON hosting_domains(site_id, want);`,
];

/** Upgrades the file to `target` (the current schema unless a test asks for an older one). */
export function migrate(db: Database, target = MIGRATIONS.length): void {
  // Two processes may open a fresh store at once (`ferry serve` beside `npm start`, a CLI
  // command beside the server): each step reads user_version inside an IMMEDIATE transaction,
  // so the second waits for the first (busy_timeout) and skips what it applied.
  const step = db.transaction((): boolean => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > MIGRATIONS.length) throw new NewerSchemaError(version);
    if (version >= target) return false;
    try {
      db.exec(MIGRATIONS[version]!);
    } catch (error) {
      throw new MigrationError(version, error);
    }
    db.pragma(`user_version = ${version + 1}`);
    return true;
  });
  while (step.immediate()) {
    // one migration a transaction, until the schema is current
  }
}

/** A step failed: its transaction rolled back, the file is as it was before that step. */
export class MigrationError extends Error {
  constructor(
    readonly fromVersion: number,
    cause: unknown,
  ) {
    const reason = (cause as { message?: unknown } | null)?.message ?? String(cause);
    super(
      `Could not upgrade the SQLite store from schema version ${fromVersion} to ${fromVersion + 1}: ${String(reason)}. ` +
        `Nothing of that step was applied; the store is still at version ${fromVersion}. Restore a backup or fix the file, then start again.`,
    );
    this.name = 'MigrationError';
  }
}

/** The file was written by a newer Ferry: an older one must not guess at its tables. */
export class NewerSchemaError extends Error {
  constructor(readonly version: number) {
    super(
      `This SQLite store was written by a newer Ferry (schema version ${version}; this Ferry knows up to ${MIGRATIONS.length}). Run that version, or restore a backup made by this one.`,
    );
    this.name = 'NewerSchemaError';
  }
}

export const SCHEMA_VERSION = MIGRATIONS.length;
