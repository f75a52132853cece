// The store port of the names Ferry asked Firebase Hosting to serve (part of Store, ports.ts).
// Every adapter implements it and passes functions/test/contract/suite/hosting-domain-contract.ts.

import type { HostingRecord } from '../domain/hosting-domains/hosting-record';

/**
 * The names Ferry asked Firebase Hosting to serve (services/hosting-domains/), keyed by name.
 * Firebase only: self-hosted, nothing writes here. Each record is written whole: the last put wins.
 */
export interface HostingDomainRepo {
  put(record: HostingRecord): Promise<void>;
  get(domainName: string): Promise<HostingRecord | null>;
  /** Records whose nextCheckAt is at or before `now`, soonest first, at most `limit`. */
  listDue(now: string, limit: number): Promise<HostingRecord[]>;
  /** Forgets the name; nothing happens when it is not there. */
  remove(domainName: string): Promise<void>;
  /** How many names the site carries for Ferry: records of `siteId` wanted present. */
  countOnSite(siteId: string): Promise<number>;
}
