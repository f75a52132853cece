// `ferry export` / `ferry import` on PostgreSQL: the project's rows as store-neutral records
// (domain/transfer/records.ts), read a page at a time by key so that no table is held whole in
// memory; records written back by transfer-import.ts. Counters are exact at once (no fold).

import type { Pool, PoolClient } from 'pg';
import type { PendingMatch, StoredMatch } from '../../domain/clicks/types';
import type { TransferRecord } from '../../domain/transfer/records';
import type { TransferRepo } from '../ports';
import { rows } from './database/transaction';
import { importRecords } from './transfer-import';

type Row = Record<string, unknown>;
const PAGE = 1_000;
const doc = <T>(row: Row) => JSON.parse(String(row.doc)) as T;
const nullable = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * The rows of `select` (which filters on project_id = $1) in the order of `key`, a page at a
 * time: each page starts after the last row of the one before (keyset paging, on an index).
 * `key` names columns as `select` outputs them (`c.id` is read back as `id`).
 */
async function* paged(db: PoolClient, select: string, key: string[], projectId: string): AsyncGenerator<Row> {
  const names = key.map((k) => k.slice(k.indexOf('.') + 1));
  let after: unknown[] = [];
  for (;;) {
    const past = after.length ? ` AND (${key.join(', ')}) > (${key.map((_, i) => `$${i + 2}`).join(', ')})` : '';
    const page = await rows<Row>(db, `${select}${past} ORDER BY ${key.join(', ')} LIMIT ${PAGE}`, [projectId, ...after]);
    yield* page;
    if (page.length < PAGE) return;
    const last = page[page.length - 1]!;
    after = names.map((name) => last[name]);
  }
}

async function* records(db: PoolClient, projectId: string): AsyncGenerator<TransferRecord> {
  const all = (select: string, key: string[]) => paged(db, select, key, projectId);
  for await (const row of all('SELECT id, doc FROM projects WHERE id = $1', ['id'])) yield { type: 'project', project: doc(row) };
  for await (const row of all('SELECT id, doc FROM api_keys WHERE project_id = $1', ['id'])) yield { type: 'key', key: doc(row) };
  for await (const row of all('SELECT slug, doc, clicks FROM links WHERE project_id = $1', ['slug']))
    yield { type: 'link', link: doc(row), clicks: Number(row.clicks) };
  for await (const row of all(
    'SELECT c.id, c.doc, COALESCE(s.clicks, 0) AS clicks FROM campaigns c LEFT JOIN campaign_stats s ON s.project_id = c.project_id AND s.campaign_id = c.id WHERE c.project_id = $1',
    ['c.id'],
  ))
    yield { type: 'campaign', campaign: doc(row), clicks: Number(row.clicks) };
  for await (const row of all('SELECT month, links, clicks FROM usage WHERE project_id = $1', ['month'])) {
    yield { type: 'usage', projectId, month: String(row.month), links: Number(row.links), clicks: Number(row.clicks) };
  }
  for await (const row of all('SELECT * FROM click_rollup WHERE project_id = $1', ['day', 'slug', 'country', 'platform', 'referrer_host', 'referrer_id'])) {
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
  for await (const row of all('SELECT scope, id, installs FROM install_counts WHERE project_id = $1', ['scope', 'id'])) {
    yield { type: 'installs', projectId, scope: row.scope as 'link', id: String(row.id), installs: Number(row.installs) };
  }
  for await (const row of all('SELECT influencer_id, clicks FROM influencer_stats WHERE project_id = $1', ['influencer_id'])) {
    const influencerId = String(row.influencer_id);
    // The record holds every visitor of the influencer: the format has no page of them.
    const visitors = await rows<{ visitor_hash: string }>(
      db,
      'SELECT visitor_hash FROM influencer_visitors WHERE project_id = $1 AND influencer_id = $2 ORDER BY visitor_hash',
      [projectId, influencerId],
    );
    yield { type: 'influencer', projectId, influencerId, clicks: Number(row.clicks), visitors: visitors.map((v) => v.visitor_hash) };
  }
  for await (const row of all('SELECT new_user_id, doc FROM referrals WHERE project_id = $1', ['new_user_id'])) yield { type: 'referral', referral: doc(row) };
  for await (const row of all('SELECT * FROM referral_daily WHERE project_id = $1', ['day', 'referrer_id'])) {
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
  // By time, ties by id: the order the history reads them in (there is no rowid to keep).
  for await (const row of all('SELECT clicked_at, id, doc FROM clicks WHERE project_id = $1', ['clicked_at', 'id'])) yield { type: 'click', click: doc(row) };
  for await (const row of all('SELECT click_id, doc, consumed_at, consumed_by, signals FROM pending_matches WHERE project_id = $1', ['click_id'])) {
    const match: StoredMatch = {
      ...doc<PendingMatch>(row),
      consumedAt: nullable(row.consumed_at),
      consumedBy: nullable(row.consumed_by),
      signals: row.signals ? JSON.parse(String(row.signals)) : null,
    };
    yield { type: 'match', match: match as unknown as Extract<TransferRecord, { type: 'match' }>['match'] };
  }
  for await (const row of all('SELECT * FROM pixel_visitors WHERE project_id = $1', ['visitor_hash'])) {
    yield {
      type: 'pixelVisitor',
      projectId,
      visitorHash: String(row.visitor_hash),
      firstSeen: String(row.first_seen),
      lastSeen: String(row.last_seen),
      visits: Number(row.visits),
    };
  }
  for await (const row of all('SELECT created_at, id, doc FROM webhooks WHERE project_id = $1', ['created_at', 'id']))
    yield { type: 'webhook', webhook: doc(row) };
}

export function postgresTransfer(pool: Pool): TransferRepo {
  return {
    async *exportProject(projectId) {
      // One snapshot for the whole export: other processes keep writing, yet every counter and
      // every page agrees with the others as of one moment.
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        yield* records(client, projectId);
      } catch (error) {
        failure = error as Error;
        throw error;
      } finally {
        // Also when the reader stops early. A connection that broke is destroyed, not pooled.
        const broken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        client.release(broken ? (failure ?? true) : undefined);
      }
    },
    importRecords: (batch) => importRecords(pool, batch),
  };
}
