// The port through which Ferry asks Firebase Hosting to serve a name (and issue its certificate):
// one Hosting site, its custom domains by name. The adapter (google-hosting-api.ts) speaks
// Hosting's REST API; a service records the answers and a scheduled job polls names not yet
// active. Every call resolves, never rejects: failures come back sorted (HostingError).

import type { HostingDomainState } from '../../domain/hosting-domains/custom-domain';
import type { HostingError } from '../../domain/hosting-domains/hosting-errors';

export type { HostingDomainState } from '../../domain/hosting-domains/custom-domain';
export type { HostingError } from '../../domain/hosting-domains/hosting-errors';

export type HostingResult<T> = { ok: true; value: T } | { ok: false; error: HostingError };

export interface HostingCreated {
  state: HostingDomainState;
  /** Hosting already had the name on this site (a retried create, or one made by hand). */
  alreadyExisted: boolean;
  /**
   * False when Hosting's create operation was still running after the adapter stopped
   * following it; `state` is then the domain as it stood. The scheduled job polls it on.
   */
  settled: boolean;
}

export interface HostingDomainsApi {
  /** Adds `domainName` (e.g. `acme.ferry.link`) to the site. Idempotent: an existing name is fetched. */
  create(domainName: string): Promise<HostingResult<HostingCreated>>;
  /** The name's state now; `null` when the site does not have it. */
  get(domainName: string): Promise<HostingResult<HostingDomainState | null>>;
  /** Takes the name off the site; a name already gone is success. */
  remove(domainName: string): Promise<HostingResult<void>>;
  /** Every name on the site (all pages), for reconciling Ferry's records with Hosting's. */
  list(): Promise<HostingResult<HostingDomainState[]>>;
}

/** The automation as the services receive it (ServiceDeps.hosting): absent self-hosted or when turned off. */
export interface HostingAutomation {
  /** The site new names are added to (HOSTING_SITE_ID). */
  siteId: string;
  /** How many custom domains a site may carry (HOSTING_DOMAIN_LIMIT): new names past it are refused. */
  domainLimit: number;
  /** The API for one site: a name stays on the site it was added to, even after HOSTING_SITE_ID moves on. */
  api(siteId: string): HostingDomainsApi;
}
