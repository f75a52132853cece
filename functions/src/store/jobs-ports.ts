// The store port of background-job leases (part of Store, ports.ts): with several Ferry processes
// on one database, each process's timers ask here before a run, so that a job runs once per due
// time across all of them, and a run whose process died is taken over when its lease ends.
// Only a store shared by processes that run timers has it (PostgreSQL); a single SQLite process
// and Cloud Scheduler (Firebase) need none. Times are the database's, so clocks may differ.

export interface JobLeaseRepo {
  /**
   * Atomic: takes the run of `job` due in the current period of `everyMs` (periods counted on the
   * database's clock) for `holder` during `leaseMs`. False when that run is done, or held by a
   * live lease (a run of an earlier period still going included).
   */
  claim(job: string, everyMs: number, holder: string, leaseMs: number): Promise<boolean>;
  /** Extends a held lease by `leaseMs` from now; false when the lease is no longer `holder`'s. */
  renew(job: string, holder: string, leaseMs: number): Promise<boolean>;
  /** Marks the held run done: no process runs `job` again before its next period. */
  finish(job: string, holder: string): Promise<void>;
}
