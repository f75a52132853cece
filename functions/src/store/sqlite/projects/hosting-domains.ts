// Names on Firebase Hosting (HostingDomainRepo): one row per name, the record whole in `doc`
// and the fields the poller and the site count query on beside it. Firebase only in practice;
// the self-hosted store has the table so both adapters pass one contract suite.

import type { Database } from 'better-sqlite3';
import type { HostingRecord } from '../../../domain/hosting-domains/hosting-record';
import type { HostingDomainRepo } from '../../ports';

export function sqliteHostingDomains(db: Database): HostingDomainRepo {
  const upsert = db.prepare(
    `INSERT INTO hosting_domains (domain_name, site_id, want, next_check_at, doc) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (domain_name) DO UPDATE SET site_id = excluded.site_id, want = excluded.want,
       next_check_at = excluded.next_check_at, doc = excluded.doc`,
  );
  const byName = db.prepare('SELECT doc FROM hosting_domains WHERE domain_name = ?').pluck();
  const due = db.prepare('SELECT doc FROM hosting_domains WHERE next_check_at <= ? ORDER BY next_check_at, domain_name LIMIT ?').pluck();
  const del = db.prepare('DELETE FROM hosting_domains WHERE domain_name = ?');
  const count = db.prepare("SELECT COUNT(*) FROM hosting_domains WHERE site_id = ? AND want = 'present'").pluck();
  const parse = (doc: unknown) => JSON.parse(doc as string) as HostingRecord;
  return {
    async put(record) {
      upsert.run(record.domainName, record.siteId, record.want, record.nextCheckAt, JSON.stringify(record));
    },
    async get(domainName) {
      const doc = byName.get(domainName);
      return doc === undefined ? null : parse(doc);
    },
    async listDue(now, limit) {
      return due.all(now, limit).map(parse);
    },
    async remove(domainName) {
      del.run(domainName);
    },
    async countOnSite(siteId) {
      return count.get(siteId) as number;
    },
  };
}
