// Names on Firebase Hosting (HostingDomainRepo): `hostingDomains/{name}` (database/documents.ts),
// the record as fields. Both queries need no composite index: the due one ranges and orders on
// nextCheckAt alone, and the count's two equalities merge single-field indexes.

import type { Firestore } from 'firebase-admin/firestore';
import type { HostingRecord } from '../../../domain/hosting-domains/hosting-record';
import { stripUndefined } from '../../../domain/strip-undefined';
import type { HostingDomainRepo } from '../../ports';
import { paths } from '../database/documents';
import { buildCount, buildQuery } from '../database/query-registry';

/**
 * Firestore refuses undefined values (the state's optional checkedAt and etag); and a record with
 * nothing to do leaves nextCheckAt out, so the due query, a range on it, never sees it.
 */
function toDoc(record: HostingRecord): Record<string, unknown> {
  const { nextCheckAt, state, ...rest } = record;
  return { ...rest, state: state === null ? null : stripUndefined(state), ...(nextCheckAt === null ? {} : { nextCheckAt }) };
}

const fromDoc = (data: Record<string, unknown>): HostingRecord => ({
  ...(data as unknown as HostingRecord),
  nextCheckAt: (data.nextCheckAt as string | undefined) ?? null,
});

export function firestoreHostingDomains(db: Firestore): HostingDomainRepo {
  const collection = paths.hostingDomains(db);
  return {
    async put(record) {
      await collection.doc(record.domainName).set(toDoc(record));
    },
    async get(domainName) {
      const snap = await collection.doc(domainName).get();
      return snap.exists ? fromDoc(snap.data()!) : null;
    },
    async listDue(now, limit) {
      const snap = await buildQuery(collection, { where: [['nextCheckAt', '<=', now]], orderBy: [['nextCheckAt', 'asc']], limit }).get();
      return snap.docs.map((d) => fromDoc(d.data()));
    },
    async remove(domainName) {
      await collection.doc(domainName).delete();
    },
    async countOnSite(siteId) {
      const snap = await buildCount(collection, {
        where: [
          ['siteId', '==', siteId],
          ['want', '==', 'present'],
        ],
      }).get();
      return snap.data().count;
    },
  };
}
