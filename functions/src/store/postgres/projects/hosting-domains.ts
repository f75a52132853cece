// Names on Firebase Hosting (HostingDomainRepo): one row per name, the record whole in `doc`
// and the fields the poller and the site count query on beside it. Firebase only in practice;
// the self-hosted stores have the table so that every adapter passes one contract suite.

import type { Pool } from 'pg';
import type { HostingRecord } from '../../../domain/hosting-domains/hosting-record';
import type { HostingDomainRepo } from '../../ports';
import { row, rows } from '../database/transaction';

type Row = { doc: string };

const parse = (r: Row) => JSON.parse(r.doc) as HostingRecord;

export function postgresHostingDomains(pool: Pool): HostingDomainRepo {
  return {
    async put(r) {
      // One statement: the last put wins whole, whichever process made it.
      await pool.query(
        `INSERT INTO hosting_domains (domain_name, site_id, want, next_check_at, doc) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (domain_name) DO UPDATE SET site_id = EXCLUDED.site_id, want = EXCLUDED.want,
           next_check_at = EXCLUDED.next_check_at, doc = EXCLUDED.doc`,
        [r.domainName, r.siteId, r.want, r.nextCheckAt, JSON.stringify(r)],
      );
    },
    async get(domainName) {
      const found = await row<Row>(pool, 'SELECT doc FROM hosting_domains WHERE domain_name = $1', [domainName]);
      return found ? parse(found) : null;
    },
    async listDue(now, limit) {
      const due = await rows<Row>(pool, 'SELECT doc FROM hosting_domains WHERE next_check_at <= $1 ORDER BY next_check_at, domain_name LIMIT $2', [now, limit]);
      return due.map(parse);
    },
    async remove(domainName) {
      await pool.query('DELETE FROM hosting_domains WHERE domain_name = $1', [domainName]);
    },
    async countOnSite(siteId) {
      return (await row<{ n: number }>(pool, "SELECT COUNT(*) AS n FROM hosting_domains WHERE site_id = $1 AND want = 'present'", [siteId]))!.n;
    },
  };
}
