// Webhooks and their delivery outbox. A delivery is a row from the moment its event
// happens until it is delivered or given up: the server drains the due ones (webhooks/
// dispatcher.ts), and a claim only moves next_attempt_at ahead, so a process killed mid-delivery
// leaves the row due again when the claim runs out (at least once, never zero times).

import type { Database } from 'better-sqlite3';
import type { DeliveryRecord, WebhookRecord } from '../../domain/webhooks/types';
import type { WebhookRepo } from '../ports';

type Row = { doc: string };

export function sqliteWebhooks(db: Database): WebhookRepo {
  const count = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM webhooks WHERE project_id = ?');
  const insert = db.prepare('INSERT INTO webhooks (project_id, id, created_at, doc) VALUES (?, ?, ?, ?)');
  const byId = db.prepare<[string, string], Row>('SELECT doc FROM webhooks WHERE project_id = ? AND id = ?');
  const ofProject = db.prepare<[string], Row>('SELECT doc FROM webhooks WHERE project_id = ? ORDER BY created_at, id');
  const replace = db.prepare('UPDATE webhooks SET doc = ? WHERE project_id = ? AND id = ?');
  const remove = db.prepare('DELETE FROM webhooks WHERE project_id = ? AND id = ?');
  const removeDeliveries = db.prepare('DELETE FROM webhook_deliveries WHERE project_id = ? AND webhook_id = ?');
  const putDelivery = db.prepare(
    `INSERT OR REPLACE INTO webhook_deliveries (project_id, id, webhook_id, status, next_attempt_at, created_at, doc)
     VALUES (@projectId, @id, @webhookId, @status, @nextAttemptAt, @createdAt, @doc)`,
  );
  const due = db.prepare<[string, number], Row>(
    "SELECT doc FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
  );
  const latest = db.prepare<[string, string, number], Row>(
    'SELECT doc FROM webhook_deliveries WHERE project_id = ? AND webhook_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  const trim = db.prepare(
    `DELETE FROM webhook_deliveries WHERE project_id = @projectId AND webhook_id = @webhookId AND status != 'pending'
       AND rowid NOT IN (SELECT rowid FROM webhook_deliveries WHERE project_id = @projectId AND webhook_id = @webhookId ORDER BY created_at DESC, id DESC LIMIT @keep)`,
  );
  // At most 10 webhooks a project: a scan of the table is cheap next to the clicks it leads to.
  const clickSubscribers = db.prepare<[], Row>(
    `SELECT doc FROM webhooks WHERE json_extract(doc, '$.enabled') = 1
       AND EXISTS (SELECT 1 FROM json_each(doc, '$.events') WHERE value = 'link.clicked') ORDER BY project_id, created_at, id`,
  );
  const setClicksFrom = db.prepare("UPDATE webhooks SET doc = json_set(doc, '$.clicksFrom', ?) WHERE project_id = ? AND id = ?");
  const parse = <T>(row: Row) => JSON.parse(row.doc) as T;
  const save = (d: DeliveryRecord) => putDelivery.run({ ...d, doc: JSON.stringify(d) });

  const create = db.transaction((record: WebhookRecord, max: number): boolean => {
    if (count.get(record.projectId)!.n >= max) return false;
    insert.run(record.projectId, record.id, record.createdAt, JSON.stringify(record));
    return true;
  });
  const claim = db.transaction((now: string, until: string, limit: number): DeliveryRecord[] => {
    const rows = due.all(now, limit).map((row) => parse<DeliveryRecord>(row));
    for (const d of rows) save({ ...d, nextAttemptAt: until });
    return rows;
  });

  return {
    async create(record, max) {
      return create.immediate(record, max);
    },
    async list(projectId) {
      return ofProject.all(projectId).map((row) => parse<WebhookRecord>(row));
    },
    async get(projectId, id) {
      const row = byId.get(projectId, id);
      return row ? parse<WebhookRecord>(row) : null;
    },
    async update(record) {
      replace.run(JSON.stringify(record), record.projectId, record.id);
    },
    async delete(projectId, id) {
      return db.transaction(() => {
        removeDeliveries.run(projectId, id);
        return remove.run(projectId, id).changes > 0;
      })();
    },
    async enqueue(deliveries) {
      db.transaction(() => deliveries.forEach(save))();
    },
    async claimDue(now, until, limit) {
      return claim.immediate(now, until, limit);
    },
    async saveAttempt(delivery, keep) {
      db.transaction(() => {
        save(delivery);
        // The log keeps the newest `keep` finished deliveries of a webhook; pending ones stay.
        trim.run({ projectId: delivery.projectId, webhookId: delivery.webhookId, keep });
      })();
    },
    async deliveries(projectId, webhookId, limit) {
      return latest.all(projectId, webhookId, limit).map((row) => parse<DeliveryRecord>(row));
    },
    async clickSubscribers() {
      return clickSubscribers.all().map((row) => parse<WebhookRecord>(row));
    },
    async setClicksFrom(projectId, id, at) {
      setClicksFrom.run(at, projectId, id);
    },
  };
}
