// createFerry: one client per app, bound to the project's link host. Everything it needs from
// the runtime is fetch, AbortController, setTimeout and Promise (React Native, Capacitor, browsers).

import { type FerryDebugOptions, readDebug } from './debug.js';
import { type DeferredLinkOptions, deferredLinkGetter } from './deferred-link.js';
import { FerryError } from './errors.js';
import { readLinkHost } from './link-host.js';
import { type Referrals, referralsClient } from './referrals.js';
import type { FetchLike, Transport } from './request.js';
import { resolveLink } from './resolve-link.js';
import { memoryStorage, type StorageAdapter } from './storage.js';
import type { DeferredLink, ResolvedLink } from './types.js';

export interface FerryOptions {
  /** The project's link host, e.g. https://acme.links.example.com (the server finds the project from it). */
  host: string;
  /** pk_live_...: needed for referrals only. Never a secret key. */
  publishableKey?: string;
  /** The project's subdomain, for a host that does not name it (an IP address, a proxy). */
  subdomain?: string;
  /** Remembers the once-per-install check: AsyncStorage, localStorage, ... Default: memory only. */
  storage?: StorageAdapter;
  /** Default: the global fetch. */
  fetch?: FetchLike;
  /** Overall deadline of one call, retries included. Default 10 s. */
  timeoutMs?: number;
  /**
   * While developing: log each failed try, the stored answer and the match answer (default:
   * console.log). With `{ secretKey }`, the server also says why it matched or not; a secret
   * key must never ship in an app.
   */
  debug?: boolean | FerryDebugOptions;
}

export interface Ferry {
  /**
   * The link that brought this install, or null. Asks the server on the first call of an
   * install only; later calls resolve to the same answer from storage. Never rejects for
   * "no match"; rejects with a FerryError when the server could not answer.
   */
  getDeferredLink(options?: DeferredLinkOptions): Promise<DeferredLink | null>;
  /** A short URL (or slug) opened while the app is installed; null when it is no live link. */
  resolve(urlOrSlug: string): Promise<ResolvedLink | null>;
  referrals: Referrals;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export function createFerry(options: FerryOptions): Ferry {
  const host = readLinkHost(options.host, options.subdomain);
  if (options.publishableKey?.startsWith('sk_')) {
    throw new FerryError(0, 'CONFIG', 'A secret key (sk_...) must never ship in an app: pass the publishable key (pk_live_...)');
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs > 0) || !Number.isFinite(timeoutMs)) throw new FerryError(0, 'CONFIG', 'timeoutMs must be a positive number of milliseconds');
  const debug = readDebug(options.debug);
  const transport: Transport = { fetch: options.fetch ?? globalFetch(), timeoutMs, ...(debug ? { log: debug.log } : {}) };
  if (debug && host.apiOrigin !== host.origin)
    debug.log(`${host.origin} is called as ${host.apiOrigin}, naming subdomain "${host.bodySubdomain}" (*.localhost is loopback)`);
  return {
    getDeferredLink: deferredLinkGetter({ transport, host, subdomainOption: options.subdomain, storage: options.storage ?? memoryStorage(), debug }),
    resolve: (urlOrSlug) => resolveLink({ transport, host }, urlOrSlug),
    referrals: referralsClient({ transport, host, publishableKey: options.publishableKey }),
  };
}

function globalFetch(): FetchLike {
  const found = (globalThis as { fetch?: unknown }).fetch;
  if (typeof found !== 'function') throw new FerryError(0, 'CONFIG', 'No global fetch here: pass `fetch` to createFerry');
  // Called through globalThis: browsers throw "Illegal invocation" for a fetch detached from window.
  return (url, init) => (globalThis as unknown as { fetch: FetchLike }).fetch(url, init);
}
