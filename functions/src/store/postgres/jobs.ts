// Background-job leases (store/jobs-ports.ts) in one row per job: which period's run was taken,
// by whom, until when, and whether it finished. Every time is the database's (clock_timestamp()),
// so processes whose clocks differ still agree on periods and on when a lease has ended.

import type { Pool } from 'pg';
import type { JobLeaseRepo } from '../ports';
import { changed } from './database/transaction';

/** The current period of `everyMs` on the database's clock. */
const PERIOD = 'floor(extract(epoch from clock_timestamp()) * 1000 / $2::bigint)::bigint';
const UNTIL = "clock_timestamp() + ($4::bigint * interval '1 millisecond')";

export function postgresJobLeases(pool: Pool): JobLeaseRepo {
  return {
    async claim(job, everyMs, holder, leaseMs) {
      // A later period's run starts when the last one finished or its holder went silent; the
      // same period's run is taken over only from a holder that went silent before finishing.
      const taken = await changed(
        pool,
        `INSERT INTO job_leases AS l (job, period, holder, lease_until, done) VALUES ($1, ${PERIOD}, $3, ${UNTIL}, FALSE)
         ON CONFLICT (job) DO UPDATE SET period = EXCLUDED.period, holder = EXCLUDED.holder, lease_until = EXCLUDED.lease_until, done = FALSE
         WHERE (l.period < EXCLUDED.period AND (l.done OR l.lease_until < clock_timestamp()))
            OR (l.period = EXCLUDED.period AND NOT l.done AND l.lease_until < clock_timestamp())`,
        [job, everyMs, holder, leaseMs],
      );
      return taken > 0;
    },
    async renew(job, holder, leaseMs) {
      const renewed = await changed(
        pool,
        "UPDATE job_leases SET lease_until = clock_timestamp() + ($3::bigint * interval '1 millisecond') WHERE job = $1 AND holder = $2 AND NOT done",
        [job, holder, leaseMs],
      );
      return renewed > 0;
    },
    async finish(job, holder) {
      await pool.query('UPDATE job_leases SET done = TRUE WHERE job = $1 AND holder = $2', [job, holder]);
    },
  };
}
