// The PostgreSQL schema, as versioned steps (database/migrations.ts applies them). The tables
// mirror the SQLite store's (store/sqlite/database/migrations.ts): a record whole as JSON text in
// `doc`, the fields that are queried or constrained beside it, times as ISO-8601 text (which sorts
// as time). Counters are kept at write time, in the transaction of the write: there is no click
// log to fold, so every process reads exact counters. Every text column sorts and compares by
// bytes (COLLATE "C"), as SQLite does, whatever the database's locale: cursors and orders agree.

export const MIGRATIONS: string[] = [
  `CREATE TABLE projects (
     id TEXT COLLATE "C" PRIMARY KEY,
     subdomain TEXT COLLATE "C" NOT NULL UNIQUE,
     custom_domain TEXT COLLATE "C" UNIQUE,
     domain_status TEXT COLLATE "C",
     owner_uid TEXT COLLATE "C",
     doc TEXT COLLATE "C" NOT NULL
   );
   CREATE INDEX projects_owner ON projects(owner_uid);
   CREATE TABLE project_members (
     project_id TEXT COLLATE "C" NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
     uid TEXT COLLATE "C" NOT NULL,
     role TEXT COLLATE "C" NOT NULL,
     PRIMARY KEY (project_id, uid)
   );
   CREATE INDEX project_members_uid ON project_members(uid);
   CREATE TABLE api_keys (
     id TEXT COLLATE "C" PRIMARY KEY,
     project_id TEXT COLLATE "C" NOT NULL,
     hash TEXT COLLATE "C" NOT NULL UNIQUE,
     doc TEXT COLLATE "C" NOT NULL
   );
   CREATE INDEX api_keys_project ON api_keys(project_id);
   CREATE TABLE links (
     project_id TEXT COLLATE "C" NOT NULL,
     slug TEXT COLLATE "C" NOT NULL,
     created_at TEXT COLLATE "C" NOT NULL,
     clicks BIGINT NOT NULL DEFAULT 0,
     doc TEXT COLLATE "C" NOT NULL,
     PRIMARY KEY (project_id, slug)
   );
   CREATE INDEX links_newest ON links(project_id, created_at DESC, slug DESC);
   CREATE TABLE usage (
     project_id TEXT COLLATE "C" NOT NULL,
     month TEXT COLLATE "C" NOT NULL,
     links BIGINT NOT NULL DEFAULT 0,
     clicks BIGINT NOT NULL DEFAULT 0,
     PRIMARY KEY (project_id, month)
   );
   CREATE TABLE clicks (
     project_id TEXT COLLATE "C" NOT NULL,
     slug TEXT COLLATE "C" NOT NULL,
     clicked_at TEXT COLLATE "C" NOT NULL,
     id TEXT COLLATE "C" NOT NULL,
     doc TEXT COLLATE "C" NOT NULL,
     PRIMARY KEY (project_id, clicked_at, id)
   );
   CREATE INDEX clicks_by_link ON clicks(project_id, slug, clicked_at DESC);
   CREATE TABLE influencer_stats (
     project_id TEXT COLLATE "C" NOT NULL,
     influencer_id TEXT COLLATE "C" NOT NULL,
     clicks BIGINT NOT NULL DEFAULT 0,
     installs BIGINT NOT NULL DEFAULT 0,
     unique_users BIGINT NOT NULL DEFAULT 0,
     PRIMARY KEY (project_id, influencer_id)
   );
   CREATE TABLE influencer_visitors (
     project_id TEXT COLLATE "C" NOT NULL,
     influencer_id TEXT COLLATE "C" NOT NULL,
     visitor_hash TEXT COLLATE "C" NOT NULL,
     PRIMARY KEY (project_id, influencer_id, visitor_hash)
   );
   CREATE TABLE pending_matches (
     click_id TEXT COLLATE "C" PRIMARY KEY,
     project_id TEXT COLLATE "C" NOT NULL,
     ip_hash TEXT COLLATE "C" NOT NULL,
     os_family TEXT COLLATE "C" NOT NULL,
     clicked_at TEXT COLLATE "C" NOT NULL,
     expires_at TEXT COLLATE "C" NOT NULL,
     clipboard_token TEXT COLLATE "C" NOT NULL UNIQUE,
     referrer_token TEXT COLLATE "C" NOT NULL UNIQUE,
     consumed_at TEXT COLLATE "C",
     consumed_by TEXT COLLATE "C",
     signals TEXT COLLATE "C",
     doc TEXT COLLATE "C" NOT NULL
   );
   CREATE INDEX pending_by_fingerprint ON pending_matches(project_id, ip_hash, os_family, clicked_at DESC);
   CREATE INDEX pending_by_expiry ON pending_matches(expires_at);
   CREATE TABLE install_counts (
     project_id TEXT COLLATE "C" NOT NULL,
     scope TEXT COLLATE "C" NOT NULL,
     id TEXT COLLATE "C" NOT NULL,
     installs BIGINT NOT NULL DEFAULT 0,
     PRIMARY KEY (project_id, scope, id)
   );
   CREATE TABLE pixel_visitors (
     project_id TEXT COLLATE "C" NOT NULL,
     visitor_hash TEXT COLLATE "C" NOT NULL,
     first_seen TEXT COLLATE "C" NOT NULL,
     last_seen TEXT COLLATE "C" NOT NULL,
     visits BIGINT NOT NULL DEFAULT 1,
     PRIMARY KEY (project_id, visitor_hash)
   );
   CREATE TABLE campaigns (
     project_id TEXT COLLATE "C" NOT NULL,
     id TEXT COLLATE "C" NOT NULL,
     name_key TEXT COLLATE "C" NOT NULL,
     created_at TEXT COLLATE "C" NOT NULL,
     doc TEXT COLLATE "C" NOT NULL,
     PRIMARY KEY (project_id, id),
     UNIQUE (project_id, name_key)
   );
   CREATE INDEX campaigns_newest ON campaigns(project_id, created_at DESC, id DESC);
   CREATE TABLE campaign_stats (
     project_id TEXT COLLATE "C" NOT NULL,
     campaign_id TEXT COLLATE "C" NOT NULL,
     clicks BIGINT NOT NULL DEFAULT 0,
     PRIMARY KEY (project_id, campaign_id)
   );
   CREATE TABLE click_rollup (
     project_id TEXT COLLATE "C" NOT NULL,
     day TEXT COLLATE "C" NOT NULL,
     slug TEXT COLLATE "C" NOT NULL,
     country TEXT COLLATE "C" NOT NULL,
     platform TEXT COLLATE "C" NOT NULL,
     referrer_host TEXT COLLATE "C" NOT NULL,
     referrer_id TEXT COLLATE "C" NOT NULL,
     clicks BIGINT NOT NULL DEFAULT 0,
     installs BIGINT NOT NULL DEFAULT 0,
     referrer_label TEXT COLLATE "C",
     referrer_label_at TEXT COLLATE "C",
     PRIMARY KEY (project_id, day, slug, country, platform, referrer_host, referrer_id)
   );
   CREATE INDEX click_rollup_referrers ON click_rollup(project_id, referrer_id, day) WHERE referrer_id <> '';
   CREATE TABLE referrals (
     project_id TEXT COLLATE "C" NOT NULL,
     new_user_id TEXT COLLATE "C" NOT NULL,
     referrer_id TEXT COLLATE "C" NOT NULL,
     attributed_at TEXT COLLATE "C" NOT NULL,
     doc TEXT COLLATE "C" NOT NULL,
     PRIMARY KEY (project_id, new_user_id)
   );
   CREATE INDEX referrals_by_referrer ON referrals(project_id, referrer_id, attributed_at);
   CREATE TABLE referral_daily (
     project_id TEXT COLLATE "C" NOT NULL,
     day TEXT COLLATE "C" NOT NULL,
     referrer_id TEXT COLLATE "C" NOT NULL,
     referrals BIGINT NOT NULL DEFAULT 0,
     qualified BIGINT NOT NULL DEFAULT 0,
     flagged BIGINT NOT NULL DEFAULT 0,
     label TEXT COLLATE "C",
     label_at TEXT COLLATE "C",
     PRIMARY KEY (project_id, day, referrer_id)
   );
   CREATE TABLE webhooks (
     project_id TEXT COLLATE "C" NOT NULL,
     id TEXT COLLATE "C" NOT NULL,
     created_at TEXT COLLATE "C" NOT NULL,
     doc TEXT COLLATE "C" NOT NULL,
     PRIMARY KEY (project_id, id)
   );
   CREATE TABLE webhook_deliveries (
     project_id TEXT COLLATE "C" NOT NULL,
     id TEXT COLLATE "C" NOT NULL,
     webhook_id TEXT COLLATE "C" NOT NULL,
     status TEXT COLLATE "C" NOT NULL,
     next_attempt_at TEXT COLLATE "C",
     created_at TEXT COLLATE "C" NOT NULL,
     doc TEXT COLLATE "C" NOT NULL,
     PRIMARY KEY (project_id, id)
   );
   CREATE INDEX deliveries_due ON webhook_deliveries(next_attempt_at) WHERE status = 'pending';
   CREATE INDEX deliveries_by_webhook ON webhook_deliveries(project_id, webhook_id, created_at DESC, id DESC);
   CREATE TABLE accounts (
     uid TEXT COLLATE "C" PRIMARY KEY,
     email TEXT COLLATE "C" NOT NULL UNIQUE,
     oidc_key TEXT COLLATE "C" UNIQUE,
     doc TEXT COLLATE "C" NOT NULL
   );
   CREATE TABLE sessions (
     hash TEXT COLLATE "C" PRIMARY KEY,
     uid TEXT COLLATE "C" NOT NULL,
     created_at TEXT COLLATE "C" NOT NULL,
     last_seen_at TEXT COLLATE "C" NOT NULL,
     expires_at TEXT COLLATE "C" NOT NULL
   );
   CREATE INDEX sessions_by_uid ON sessions(uid);
   CREATE INDEX sessions_by_expiry ON sessions(expires_at);
   CREATE TABLE password_tokens (
     hash TEXT COLLATE "C" PRIMARY KEY,
     uid TEXT COLLATE "C" NOT NULL,
     created_at TEXT COLLATE "C" NOT NULL,
     expires_at TEXT COLLATE "C" NOT NULL
   );
   CREATE INDEX password_tokens_by_uid ON password_tokens(uid);
   CREATE TABLE member_invites (
     project_id TEXT COLLATE "C" NOT NULL,
     email TEXT COLLATE "C" NOT NULL,
     role TEXT COLLATE "C" NOT NULL,
     invited_at TEXT COLLATE "C" NOT NULL,
     PRIMARY KEY (project_id, email)
   );
   CREATE INDEX member_invites_by_email ON member_invites(email);
   CREATE TABLE hosting_domains (
     domain_name TEXT COLLATE "C" PRIMARY KEY,
     site_id TEXT COLLATE "C" NOT NULL,
     want TEXT COLLATE "C" NOT NULL,
     next_check_at TEXT COLLATE "C",
     doc TEXT COLLATE "C" NOT NULL
   );
   CREATE INDEX hosting_domains_due ON hosting_domains(next_check_at) WHERE next_check_at IS NOT NULL;
   CREATE INDEX hosting_domains_by_site ON hosting_domains(site_id, want);
   CREATE TABLE rate_limit_windows (
     key TEXT COLLATE "C" NOT NULL,
     window_start BIGINT NOT NULL,
     count BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     PRIMARY KEY (key, window_start)
   );
   CREATE INDEX rate_limit_windows_expiry ON rate_limit_windows(expires_at);
   CREATE TABLE job_leases (
     job TEXT COLLATE "C" PRIMARY KEY,
     period BIGINT NOT NULL,
     holder TEXT COLLATE "C" NOT NULL,
     lease_until TIMESTAMPTZ NOT NULL,
     done BOOLEAN NOT NULL DEFAULT FALSE
   );`,
];

export const SCHEMA_VERSION = MIGRATIONS.length;
