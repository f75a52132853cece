// Webhooks and their delivery outbox. A delivery is a row from the moment its event happens
// until it is delivered or given up: every process drains the due ones (services/webhooks/dispatcher.ts),
// and a claim only moves next_attempt_at ahead, so a process killed mid-delivery leaves the row
// due again when the claim runs out (at least once, never zero times). Drains in several
// processes skip each other's locked rows, so no delivery is claimed by two at once.

import type { Pool } from 'pg';
import type { DeliveryRecord, WebhookRecord } from '../../domain/webhooks/types';
import type { WebhookRepo } from '../ports';
import { changed, inTransaction, type Queryable, row, rows } from './database/transaction';

type Row = { doc: string };

const parse = <T>(r: Row) => JSON.parse(r.doc) as T;

// One statement for any number of deliveries; a delivery saved again replaces its row.
const PUT_DELIVERIES = `INSERT INTO webhook_deliveries (project_id, id, webhook_id, status, next_attempt_at, created_at, doc)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
  ON CONFLICT (project_id, id) DO UPDATE SET webhook_id = EXCLUDED.webhook_id, status = EXCLUDED.status,
    next_attempt_at = EXCLUDED.next_attempt_at, created_at = EXCLUDED.created_at, doc = EXCLUDED.doc`;

async function putDeliveries(db: Queryable, list: DeliveryRecord[]): Promise<void> {
  if (list.length === 0) return;
  const column = <K extends keyof DeliveryRecord>(key: K) => list.map((d) => d[key]);
  await db.query(PUT_DELIVERIES, [
    column('projectId'),
    column('id'),
    column('webhookId'),
    column('status'),
    column('nextAttemptAt'),
    column('createdAt'),
    list.map((d) => JSON.stringify(d)),
  ]);
}

// The due rows are locked as they are picked, and rows another drain holds are skipped; the
// records answered are those as picked (before the claim moved them), oldest due first.
const CLAIM = `WITH due AS (
    SELECT project_id, id, next_attempt_at, doc FROM webhook_deliveries
    WHERE status = 'pending' AND next_attempt_at <= $1
    ORDER BY next_attempt_at, project_id, id LIMIT $3 FOR UPDATE SKIP LOCKED)
  UPDATE webhook_deliveries d SET next_attempt_at = $2, doc = jsonb_set(due.doc::jsonb, '{nextAttemptAt}', to_jsonb($2::text))::text
  FROM due WHERE d.project_id = due.project_id AND d.id = due.id
  RETURNING due.doc, due.next_attempt_at, due.project_id, due.id`;

// The log keeps a webhook's newest `keep` deliveries; pending ones stay whatever their age.
const TRIM = `DELETE FROM webhook_deliveries WHERE project_id = $1 AND webhook_id = $2 AND status <> 'pending'
  AND id NOT IN (SELECT id FROM webhook_deliveries WHERE project_id = $1 AND webhook_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3)`;

export function postgresWebhooks(pool: Pool): WebhookRepo {
  return {
    async create(record, max) {
      return inTransaction(pool, async (db) => {
        // The project may have no row of its own here, so racing creates for one project (from
        // any process) queue on a lock named after it: each counts after the previous committed.
        await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`ferry:webhooks-of:${record.projectId}`]);
        const count = (await row<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM webhooks WHERE project_id = $1', [record.projectId]))!.n;
        if (count >= max) return false;
        await db.query('INSERT INTO webhooks (project_id, id, created_at, doc) VALUES ($1, $2, $3, $4)', [
          record.projectId,
          record.id,
          record.createdAt,
          JSON.stringify(record),
        ]);
        return true;
      });
    },
    async list(projectId) {
      return (await rows<Row>(pool, 'SELECT doc FROM webhooks WHERE project_id = $1 ORDER BY created_at, id', [projectId])).map((r) => parse<WebhookRecord>(r));
    },
    async get(projectId, id) {
      const found = await row<Row>(pool, 'SELECT doc FROM webhooks WHERE project_id = $1 AND id = $2', [projectId, id]);
      return found ? parse<WebhookRecord>(found) : null;
    },
    async update(record) {
      await pool.query('UPDATE webhooks SET doc = $3 WHERE project_id = $1 AND id = $2', [record.projectId, record.id, JSON.stringify(record)]);
    },
    async delete(projectId, id) {
      // One statement: the webhook and its deliveries go together or not at all.
      const gone = await changed(
        pool,
        `WITH deliveries AS (DELETE FROM webhook_deliveries WHERE project_id = $1 AND webhook_id = $2)
         DELETE FROM webhooks WHERE project_id = $1 AND id = $2`,
        [projectId, id],
      );
      return gone > 0;
    },
    async enqueue(deliveries) {
      await putDeliveries(pool, deliveries);
    },
    async claimDue(now, until, limit) {
      const claimed = await rows<Row & { next_attempt_at: string; project_id: string; id: string }>(pool, CLAIM, [now, until, limit]);
      // RETURNING keeps no order: put them back in the order they were picked.
      const key = (r: (typeof claimed)[number]) => [r.next_attempt_at, r.project_id, r.id];
      claimed.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
        return 0;
      });
      return claimed.map((r) => parse<DeliveryRecord>(r));
    },
    async saveAttempt(delivery, keep) {
      await inTransaction(pool, async (db) => {
        await putDeliveries(db, [delivery]);
        await db.query(TRIM, [delivery.projectId, delivery.webhookId, keep]);
      });
    },
    async deliveries(projectId, webhookId, limit) {
      const latest = await rows<Row>(
        pool,
        'SELECT doc FROM webhook_deliveries WHERE project_id = $1 AND webhook_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3',
        [projectId, webhookId, limit],
      );
      return latest.map((r) => parse<DeliveryRecord>(r));
    },
    async clickSubscribers() {
      // At most a few webhooks a project: a scan of the table is cheap next to the clicks it leads to.
      const found = await rows<Row>(
        pool,
        `SELECT doc FROM webhooks WHERE (doc::jsonb ->> 'enabled')::boolean AND doc::jsonb -> 'events' ? 'link.clicked'
         ORDER BY project_id, created_at, id`,
      );
      return found.map((r) => parse<WebhookRecord>(r));
    },
    async setClicksFrom(projectId, id, at) {
      // Changed in place in one statement, so an update racing it loses nothing else of the doc.
      await pool.query("UPDATE webhooks SET doc = jsonb_set(doc::jsonb, '{clicksFrom}', to_jsonb($3::text))::text WHERE project_id = $1 AND id = $2", [
        projectId,
        id,
        at,
      ]);
    },
  };
}
