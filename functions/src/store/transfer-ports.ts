// The store port of `ferry export` and `ferry import` (part of Store, ports.ts). Every adapter
// implements it; test/contract checks a project carried between the stores reads the same.

import type { TransferRecord } from '../domain/transfer/records';

/** `ferry export` / `ferry import`: a project as store-neutral records. */
export interface TransferRepo {
  /** Every record of a project, counters as totals (the click log folded first); nothing for an unknown project. */
  exportProject(projectId: string): AsyncIterable<TransferRecord>;
  /**
   * Writes records as they are, replacing what the store holds under the same ids: importing
   * the same records twice leaves the store as importing them once. A project's report rows
   * (`rollup`, `referralDay`) all come in one call, after its other records.
   */
  importRecords(records: TransferRecord[]): Promise<void>;
}
