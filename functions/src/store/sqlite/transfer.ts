// `ferry export` / `ferry import` on SQLite: the project's rows as store-neutral
// records (domain/transfer/records.ts), and records written back as rows. Import replaces
// (INSERT OR REPLACE), never adds, so importing a file twice leaves the store as once.

import type { Database } from 'better-sqlite3';
import { campaignNameKey } from '../../domain/campaigns/types';
import type { PendingMatch, StoredMatch } from '../../domain/clicks/types';
import type { ProjectRecord } from '../../domain/projects/types';
import type { TransferRecord } from '../../domain/transfer/records';
import type { TransferRepo } from '../ports';

type Row = Record<string, unknown>;
const doc = <T>(row: Row) => JSON.parse(String(row.doc)) as T;
const nullable = (value: unknown) => (value === null || value === undefined ? null : String(value));

export function sqliteTransfer(db: Database, fold: () => unknown): TransferRepo {
  const all = (sql: string, projectId: string) => db.prepare<[string], Row>(sql).iterate(projectId);

  function* rows(projectId: string): Generator<TransferRecord> {
    for (const row of all('SELECT doc FROM projects WHERE id = ?', projectId)) yield { type: 'project', project: doc(row) };
    for (const row of all('SELECT doc FROM api_keys WHERE project_id = ? ORDER BY id', projectId)) yield { type: 'key', key: doc(row) };
    for (const row of all('SELECT doc, clicks FROM links WHERE project_id = ? ORDER BY slug', projectId))
      yield { type: 'link', link: doc(row), clicks: Number(row.clicks) };
    for (const row of all(
      'SELECT c.doc, COALESCE(s.clicks, 0) AS clicks FROM campaigns c LEFT JOIN campaign_stats s ON s.project_id = c.project_id AND s.campaign_id = c.id WHERE c.project_id = ? ORDER BY c.id',
      projectId,
    ))
      yield { type: 'campaign', campaign: doc(row), clicks: Number(row.clicks) };
    for (const row of all('SELECT month, links, clicks FROM usage WHERE project_id = ? ORDER BY month', projectId)) {
      yield { type: 'usage', projectId, month: String(row.month), links: Number(row.links), clicks: Number(row.clicks) };
    }
    for (const row of all('SELECT * FROM click_rollup WHERE project_id = ? ORDER BY day, slug, country, platform, referrer_host, referrer_id', projectId)) {
      yield {
        type: 'rollup',
        projectId,
        day: String(row.day),
        slug: String(row.slug),
        country: String(row.country),
        platform: String(row.platform),
        referrerHost: String(row.referrer_host),
        referrerId: String(row.referrer_id),
        clicks: Number(row.clicks),
        installs: Number(row.installs),
        referrerLabel: nullable(row.referrer_label),
        referrerLabelAt: nullable(row.referrer_label_at),
      };
    }
    for (const row of all('SELECT scope, id, installs FROM install_counts WHERE project_id = ? ORDER BY scope, id', projectId)) {
      yield { type: 'installs', projectId, scope: row.scope as 'link', id: String(row.id), installs: Number(row.installs) };
    }
    for (const row of all('SELECT influencer_id, clicks FROM influencer_stats WHERE project_id = ? ORDER BY influencer_id', projectId)) {
      const influencerId = String(row.influencer_id);
      const visitors = db
        .prepare<[string, string], { visitor_hash: string }>(
          'SELECT visitor_hash FROM influencer_visitors WHERE project_id = ? AND influencer_id = ? ORDER BY visitor_hash',
        )
        .all(projectId, influencerId)
        .map((v) => v.visitor_hash);
      yield { type: 'influencer', projectId, influencerId, clicks: Number(row.clicks), visitors };
    }
    for (const row of all('SELECT doc FROM referrals WHERE project_id = ? ORDER BY new_user_id', projectId)) yield { type: 'referral', referral: doc(row) };
    for (const row of all('SELECT * FROM referral_daily WHERE project_id = ? ORDER BY day, referrer_id', projectId)) {
      yield {
        type: 'referralDay',
        projectId,
        day: String(row.day),
        referrerId: String(row.referrer_id),
        referrals: Number(row.referrals),
        qualified: Number(row.qualified),
        flagged: Number(row.flagged),
        label: nullable(row.label),
        labelAt: nullable(row.label_at),
      };
    }
    // In insertion order (rowid), which the import keeps: the history orders ties by it.
    for (const row of all('SELECT doc FROM clicks WHERE project_id = ? ORDER BY clicked_at, rowid', projectId)) yield { type: 'click', click: doc(row) };
    for (const row of all('SELECT doc, consumed_at, consumed_by, signals FROM pending_matches WHERE project_id = ? ORDER BY click_id', projectId)) {
      const match: StoredMatch = {
        ...doc<PendingMatch>(row),
        consumedAt: nullable(row.consumed_at),
        consumedBy: nullable(row.consumed_by),
        signals: row.signals ? JSON.parse(String(row.signals)) : null,
      };
      yield { type: 'match', match: match as unknown as Extract<TransferRecord, { type: 'match' }>['match'] };
    }
    for (const row of all('SELECT * FROM pixel_visitors WHERE project_id = ? ORDER BY visitor_hash', projectId)) {
      yield {
        type: 'pixelVisitor',
        projectId,
        visitorHash: String(row.visitor_hash),
        firstSeen: String(row.first_seen),
        lastSeen: String(row.last_seen),
        visits: Number(row.visits),
      };
    }
    for (const row of all('SELECT doc FROM webhooks WHERE project_id = ? ORDER BY created_at, id', projectId)) yield { type: 'webhook', webhook: doc(row) };
  }

  const write = sqliteWriter(db);
  return {
    async *exportProject(projectId) {
      fold(); // every counter as of now: the click log folded first
      yield* rows(projectId);
    },
    async importRecords(records) {
      db.transaction(() => records.forEach(write))();
    },
  };
}

function sqliteWriter(db: Database): (record: TransferRecord) => void {
  const put = (sql: string) => db.prepare(sql);
  const project = put('INSERT OR REPLACE INTO projects (id, subdomain, custom_domain, domain_status, owner_uid, doc) VALUES (?, ?, ?, ?, ?, ?)');
  const clearMembers = put('DELETE FROM project_members WHERE project_id = ?');
  const member = put('INSERT INTO project_members (project_id, uid, role) VALUES (?, ?, ?)');
  const key = put('INSERT OR REPLACE INTO api_keys (id, project_id, hash, doc) VALUES (?, ?, ?, ?)');
  const link = put('INSERT OR REPLACE INTO links (project_id, slug, created_at, clicks, doc) VALUES (?, ?, ?, ?, ?)');
  const campaign = put('INSERT OR REPLACE INTO campaigns (project_id, id, name_key, created_at, doc) VALUES (?, ?, ?, ?, ?)');
  const campaignStats = put('INSERT OR REPLACE INTO campaign_stats (project_id, campaign_id, clicks) VALUES (?, ?, ?)');
  const usage = put('INSERT OR REPLACE INTO usage (project_id, month, links, clicks) VALUES (?, ?, ?, ?)');
  const rollup = put(
    `INSERT OR REPLACE INTO click_rollup (project_id, day, slug, country, platform, referrer_host, referrer_id, clicks, installs, referrer_label, referrer_label_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const installs = put('INSERT OR REPLACE INTO install_counts (project_id, scope, id, installs) VALUES (?, ?, ?, ?)');
  const influencer = put('INSERT OR REPLACE INTO influencer_stats (project_id, influencer_id, clicks, unique_users) VALUES (?, ?, ?, ?)');
  const visitor = put('INSERT OR IGNORE INTO influencer_visitors (project_id, influencer_id, visitor_hash) VALUES (?, ?, ?)');
  const referral = put('INSERT OR REPLACE INTO referrals (project_id, new_user_id, referrer_id, attributed_at, doc) VALUES (?, ?, ?, ?, ?)');
  const referralDay = put(
    'INSERT OR REPLACE INTO referral_daily (project_id, day, referrer_id, referrals, qualified, flagged, label, label_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const click = put('INSERT OR REPLACE INTO clicks (id, project_id, slug, clicked_at, doc) VALUES (?, ?, ?, ?, ?)');
  const match = put(
    `INSERT OR REPLACE INTO pending_matches (click_id, project_id, ip_hash, os_family, clicked_at, expires_at, clipboard_token, referrer_token, consumed_at, consumed_by, signals, doc)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const pixel = put('INSERT OR REPLACE INTO pixel_visitors (project_id, visitor_hash, first_seen, last_seen, visits) VALUES (?, ?, ?, ?, ?)');
  const webhook = put('INSERT OR REPLACE INTO webhooks (project_id, id, created_at, doc) VALUES (?, ?, ?, ?)');

  return (r) => {
    switch (r.type) {
      case 'project': {
        const p = r.project as unknown as ProjectRecord;
        project.run(p.id, p.subdomain, p.customDomain?.hostname ?? null, p.customDomain?.status ?? null, p.ownerUid, JSON.stringify(p));
        clearMembers.run(p.id);
        for (const [uid, role] of Object.entries(p.members)) member.run(p.id, uid, role);
        return;
      }
      case 'key':
        return void key.run(r.key.id, r.key.projectId, r.key.hash, JSON.stringify(r.key));
      case 'link':
        return void link.run(r.link.projectId, r.link.slug, r.link.createdAt, r.clicks, JSON.stringify(r.link));
      case 'campaign':
        campaign.run(r.campaign.projectId, r.campaign.id, campaignNameKey(r.campaign.name), r.campaign.createdAt, JSON.stringify(r.campaign));
        return void campaignStats.run(r.campaign.projectId, r.campaign.id, r.clicks);
      case 'usage':
        return void usage.run(r.projectId, r.month, r.links, r.clicks);
      case 'rollup':
        return void rollup.run(
          r.projectId,
          r.day,
          r.slug,
          r.country,
          r.platform,
          r.referrerHost,
          r.referrerId,
          r.clicks,
          r.installs,
          r.referrerLabel,
          r.referrerLabelAt,
        );
      case 'installs':
        return void installs.run(r.projectId, r.scope, r.id, r.installs);
      case 'influencer':
        influencer.run(r.projectId, r.influencerId, r.clicks, r.visitors.length);
        for (const hash of r.visitors) visitor.run(r.projectId, r.influencerId, hash);
        return;
      case 'referral':
        return void referral.run(r.referral.projectId, r.referral.newUserId, r.referral.referrerId, r.referral.attributedAt, JSON.stringify(r.referral));
      case 'referralDay':
        return void referralDay.run(r.projectId, r.day, r.referrerId, r.referrals, r.qualified, r.flagged, r.label, r.labelAt);
      case 'click':
        return void click.run(r.click.id, r.click.projectId, r.click.slug, r.click.clickedAt, JSON.stringify(r.click));
      case 'match': {
        const { consumedAt, consumedBy, signals, ...pending } = r.match as unknown as StoredMatch;
        return void match.run(
          pending.clickId,
          pending.projectId,
          pending.ipHash,
          pending.osFamily,
          pending.clickedAt,
          pending.expiresAt,
          pending.clipboardToken,
          pending.referrerToken,
          consumedAt,
          consumedBy,
          signals ? JSON.stringify(signals) : null,
          JSON.stringify(pending),
        );
      }
      case 'pixelVisitor':
        return void pixel.run(r.projectId, r.visitorHash, r.firstSeen, r.lastSeen, r.visits);
      case 'webhook':
        return void webhook.run(r.webhook.projectId, r.webhook.id, r.webhook.createdAt, JSON.stringify(r.webhook));
    }
  };
}
