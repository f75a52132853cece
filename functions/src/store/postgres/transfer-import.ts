// `ferry import` into PostgreSQL: records written back as rows, each batch in one transaction.
// Every write is an upsert on the row's key that replaces it whole, never adds to it, so
// importing a file twice leaves the store as importing it once (and a cut-short run is finished
// by running it again).

import type { Pool, PoolClient } from 'pg';
import { campaignNameKey } from '../../domain/campaigns/types';
import type { StoredMatch } from '../../domain/clicks/types';
import type { ProjectRecord } from '../../domain/projects/types';
import type { TransferRecord } from '../../domain/transfer/records';
import { inTransaction } from './database/transaction';

type Click = Extract<TransferRecord, { type: 'click' }>['click'];

/** `INSERT ... ON CONFLICT (key) DO UPDATE` setting every other column: a replace by key. */
function upsert(table: string, columns: string[], key: string[]): string {
  const values = columns.map((_, i) => `$${i + 1}`).join(', ');
  const rest = columns.filter((c) => !key.includes(c));
  const set = rest.length ? `DO UPDATE SET ${rest.map((c) => `${c} = excluded.${c}`).join(', ')}` : 'DO NOTHING';
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values}) ON CONFLICT (${key.join(', ')}) ${set}`;
}

const SQL = {
  project: upsert('projects', ['id', 'subdomain', 'custom_domain', 'domain_status', 'owner_uid', 'doc'], ['id']),
  key: upsert('api_keys', ['id', 'project_id', 'hash', 'doc'], ['id']),
  link: upsert('links', ['project_id', 'slug', 'created_at', 'clicks', 'doc'], ['project_id', 'slug']),
  campaign: upsert('campaigns', ['project_id', 'id', 'name_key', 'created_at', 'doc'], ['project_id', 'id']),
  campaignStats: upsert('campaign_stats', ['project_id', 'campaign_id', 'clicks'], ['project_id', 'campaign_id']),
  usage: upsert('usage', ['project_id', 'month', 'links', 'clicks'], ['project_id', 'month']),
  rollup: upsert(
    'click_rollup',
    ['project_id', 'day', 'slug', 'country', 'platform', 'referrer_host', 'referrer_id', 'clicks', 'installs', 'referrer_label', 'referrer_label_at'],
    ['project_id', 'day', 'slug', 'country', 'platform', 'referrer_host', 'referrer_id'],
  ),
  installs: upsert('install_counts', ['project_id', 'scope', 'id', 'installs'], ['project_id', 'scope', 'id']),
  influencer: upsert('influencer_stats', ['project_id', 'influencer_id', 'clicks', 'unique_users'], ['project_id', 'influencer_id']),
  referral: upsert('referrals', ['project_id', 'new_user_id', 'referrer_id', 'attributed_at', 'doc'], ['project_id', 'new_user_id']),
  referralDay: upsert(
    'referral_daily',
    ['project_id', 'day', 'referrer_id', 'referrals', 'qualified', 'flagged', 'label', 'label_at'],
    ['project_id', 'day', 'referrer_id'],
  ),
  match: upsert(
    'pending_matches',
    [
      'click_id',
      'project_id',
      'ip_hash',
      'os_family',
      'clicked_at',
      'expires_at',
      'clipboard_token',
      'referrer_token',
      'consumed_at',
      'consumed_by',
      'signals',
      'doc',
    ],
    ['click_id'],
  ),
  pixel: upsert('pixel_visitors', ['project_id', 'visitor_hash', 'first_seen', 'last_seen', 'visits'], ['project_id', 'visitor_hash']),
  webhook: upsert('webhooks', ['project_id', 'id', 'created_at', 'doc'], ['project_id', 'id']),
};

async function write(db: PoolClient, r: Exclude<TransferRecord, { type: 'click' }>): Promise<void> {
  const run = (sql: string, params: unknown[]) => db.query(sql, params);
  switch (r.type) {
    case 'project': {
      const p = r.project as unknown as ProjectRecord;
      await run(SQL.project, [p.id, p.subdomain, p.customDomain?.hostname ?? null, p.customDomain?.status ?? null, p.ownerUid, JSON.stringify(p)]);
      // The members are the record's, not added to the store's.
      await run('DELETE FROM project_members WHERE project_id = $1', [p.id]);
      const members = Object.entries(p.members);
      if (members.length) {
        await run('INSERT INTO project_members (project_id, uid, role) SELECT $1, uid, role FROM unnest($2::text[], $3::text[]) AS m(uid, role)', [
          p.id,
          members.map(([uid]) => uid),
          members.map(([, role]) => role),
        ]);
      }
      return;
    }
    case 'key':
      return void (await run(SQL.key, [r.key.id, r.key.projectId, r.key.hash, JSON.stringify(r.key)]));
    case 'link':
      return void (await run(SQL.link, [r.link.projectId, r.link.slug, r.link.createdAt, r.clicks, JSON.stringify(r.link)]));
    case 'campaign':
      await run(SQL.campaign, [r.campaign.projectId, r.campaign.id, campaignNameKey(r.campaign.name), r.campaign.createdAt, JSON.stringify(r.campaign)]);
      return void (await run(SQL.campaignStats, [r.campaign.projectId, r.campaign.id, r.clicks]));
    case 'usage':
      return void (await run(SQL.usage, [r.projectId, r.month, r.links, r.clicks]));
    case 'rollup':
      return void (await run(SQL.rollup, [
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
      ]));
    case 'installs':
      return void (await run(SQL.installs, [r.projectId, r.scope, r.id, r.installs]));
    case 'influencer':
      await run(SQL.influencer, [r.projectId, r.influencerId, r.clicks, r.visitors.length]);
      return void (await run(
        `INSERT INTO influencer_visitors (project_id, influencer_id, visitor_hash) SELECT $1, $2, unnest($3::text[])
         ON CONFLICT (project_id, influencer_id, visitor_hash) DO NOTHING`,
        [r.projectId, r.influencerId, r.visitors],
      ));
    case 'referral':
      return void (await run(SQL.referral, [
        r.referral.projectId,
        r.referral.newUserId,
        r.referral.referrerId,
        r.referral.attributedAt,
        JSON.stringify(r.referral),
      ]));
    case 'referralDay':
      return void (await run(SQL.referralDay, [r.projectId, r.day, r.referrerId, r.referrals, r.qualified, r.flagged, r.label, r.labelAt]));
    case 'match': {
      const { consumedAt, consumedBy, signals, ...pending } = r.match as unknown as StoredMatch;
      return void (await run(SQL.match, [
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
      ]));
    }
    case 'pixelVisitor':
      return void (await run(SQL.pixel, [r.projectId, r.visitorHash, r.firstSeen, r.lastSeen, r.visits]));
    case 'webhook':
      return void (await run(SQL.webhook, [r.webhook.projectId, r.webhook.id, r.webhook.createdAt, JSON.stringify(r.webhook)]));
  }
}

/**
 * Clicks are most of a file: a batch's go in one statement. The same click twice in a batch is
 * written once, as its last record (one statement may not update a row twice).
 */
async function writeClicks(db: PoolClient, clicks: Click[]): Promise<void> {
  const byKey = new Map<string, Click>();
  for (const c of clicks) byKey.set(JSON.stringify([c.projectId, c.clickedAt, c.id]), c);
  const unique = [...byKey.values()];
  await db.query(
    `INSERT INTO clicks (id, project_id, slug, clicked_at, doc) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
     ON CONFLICT (project_id, clicked_at, id) DO UPDATE SET slug = excluded.slug, doc = excluded.doc`,
    [unique.map((c) => c.id), unique.map((c) => c.projectId), unique.map((c) => c.slug), unique.map((c) => c.clickedAt), unique.map((c) => JSON.stringify(c))],
  );
}

export function importRecords(pool: Pool, records: TransferRecord[]): Promise<void> {
  return inTransaction(pool, async (db) => {
    const clicks: Click[] = [];
    for (const r of records) {
      if (r.type === 'click') clicks.push(r.click);
      else await write(db, r);
    }
    if (clicks.length) await writeClicks(db, clicks);
  });
}
