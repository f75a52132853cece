// Webhooks in the root `webhooks/{id}` with their projectId (at most 10 a project, read whole; at
// the root so that one query finds the link.clicked subscribers of every project); their
// deliveries in the root `webhookDeliveries/{id}`, so one query finds the due ones of every
// project (status ==, nextAttemptAt <=). A finished delivery gets `expireAt` 30 days on, for the
// TTL policy (firestore.indexes.json); the log lists the newest 100 meanwhile.

import { type DocumentData, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { DeliveryRecord, WebhookRecord } from '../../domain/webhooks/types';
import type { WebhookRepo } from '../ports';
import { documentId } from './database/doc-id';
import { withoutUndefined } from './database/documents';
import { buildQuery } from './database/query-registry';

const KEEP_FINISHED_MS = 30 * 24 * 60 * 60 * 1000;

export const webhooksOf = (db: Firestore) => db.collection('webhooks');
const deliveriesOf = (db: Firestore) => db.collection('webhookDeliveries');
/** `{webhooks: n}`: how many webhooks the project has (the limit's check). */
export const countOf = (db: Firestore, projectId: string) => db.collection('projects').doc(projectId).collection('counters').doc('webhooks');

function deliveryDoc(d: DeliveryRecord): DocumentData {
  return d.status === 'pending' ? { ...d } : { ...d, expireAt: Timestamp.fromMillis(Date.parse(d.updatedAt) + KEEP_FINISHED_MS) };
}

function fromDeliveryDoc(data: DocumentData): DeliveryRecord {
  const { expireAt: _expireAt, ...delivery } = data as DeliveryRecord & { expireAt?: unknown };
  return delivery;
}

const byCreated = (a: WebhookRecord, b: WebhookRecord) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1);

export function firestoreWebhooks(db: Firestore): WebhookRepo {
  return {
    async create(record, max) {
      // The count lives in one document so that racing creates conflict on it (a query read in a
      // transaction does not stop another create from adding a document beside it).
      return db.runTransaction(async (tx) => {
        const count = (await tx.get(countOf(db, record.projectId))).get('webhooks') ?? 0;
        if (count >= max) return false;
        tx.set(countOf(db, record.projectId), { webhooks: count + 1 });
        tx.create(webhooksOf(db).doc(record.id), withoutUndefined({ ...record }));
        return true;
      });
    },
    async list(projectId) {
      const snap = await buildQuery(webhooksOf(db), { where: [['projectId', '==', projectId]] }).get();
      return snap.docs.map((d) => d.data() as WebhookRecord).sort(byCreated);
    },
    async get(projectId, id) {
      const snap = await webhooksOf(db).doc(documentId(id)).get();
      // Ids are global here: another project's webhook is not found.
      return snap.exists && snap.get('projectId') === projectId ? (snap.data() as WebhookRecord) : null;
    },
    async update(record) {
      await webhooksOf(db)
        .doc(record.id)
        .set(withoutUndefined({ ...record }));
    },
    async delete(projectId, id) {
      const ref = webhooksOf(db).doc(documentId(id));
      const deleted = await db.runTransaction(async (tx) => {
        const [hook, count] = await Promise.all([tx.get(ref), tx.get(countOf(db, projectId))]);
        if (!hook.exists || hook.get('projectId') !== projectId) return false;
        tx.delete(ref);
        tx.set(countOf(db, projectId), { webhooks: Math.max(0, (count.get('webhooks') ?? 1) - 1) });
        return true;
      });
      if (!deleted) return false;
      // Its deliveries go with it, a page at a time (a webhook keeps at most a few hundred).
      for (;;) {
        const page = await buildQuery(deliveriesOf(db), {
          where: [
            ['projectId', '==', projectId],
            ['webhookId', '==', id],
          ],
          limit: 400,
        }).get();
        if (page.empty) return true;
        const batch = db.batch();
        for (const doc of page.docs) batch.delete(doc.ref);
        await batch.commit();
      }
    },
    async enqueue(deliveries) {
      for (let i = 0; i < deliveries.length; i += 400) {
        const batch = db.batch();
        for (const d of deliveries.slice(i, i + 400)) batch.set(deliveriesOf(db).doc(d.id), deliveryDoc(d));
        await batch.commit();
      }
    },
    async claimDue(now, until, limit) {
      const due = await buildQuery(deliveriesOf(db), {
        where: [
          ['status', '==', 'pending'],
          ['nextAttemptAt', '<=', now],
        ],
        orderBy: [['nextAttemptAt', 'asc']],
        limit,
      }).get();
      const claimed: DeliveryRecord[] = [];
      const oldestDueFirst = [...due.docs].sort((a, b) => String(a.get('nextAttemptAt')).localeCompare(String(b.get('nextAttemptAt'))));
      for (const doc of oldestDueFirst) {
        // A transaction each: a racing drain (another instance) takes it or we do, never both.
        const won = await db.runTransaction(async (tx) => {
          const fresh = await tx.get(doc.ref);
          const d = fresh.exists ? fromDeliveryDoc(fresh.data()!) : null;
          if (!d || d.status !== 'pending' || d.nextAttemptAt === null || d.nextAttemptAt > now) return null;
          tx.update(doc.ref, { nextAttemptAt: until });
          return d;
        });
        if (won) claimed.push(won);
      }
      return claimed;
    },
    async saveAttempt(delivery) {
      await deliveriesOf(db).doc(delivery.id).set(deliveryDoc(delivery));
    },
    async deliveries(projectId, webhookId, limit) {
      const snap = await buildQuery(deliveriesOf(db), {
        where: [
          ['projectId', '==', projectId],
          ['webhookId', '==', webhookId],
        ],
        orderBy: [['createdAt', 'desc']],
        limit,
      }).get();
      return snap.docs.map((d) => fromDeliveryDoc(d.data()));
    },
    async clickSubscribers() {
      const snap = await buildQuery(webhooksOf(db), { where: [['events', 'array-contains', 'link.clicked']] }).get();
      return snap.docs.map((d) => d.data() as WebhookRecord).filter((hook) => hook.enabled);
    },
    async setClicksFrom(projectId, id, at) {
      try {
        await webhooksOf(db).doc(documentId(id)).update({ clicksFrom: at });
      } catch (error) {
        // NOT_FOUND: the webhook was deleted meanwhile.
        if ((error as { code?: unknown }).code !== 5) throw error;
      }
    },
  };
}
