// CNAME lookups for custom-domain verification, through the system's DNS (or given servers).
// A name without a CNAME answers []; a lookup that fails or outlives its deadline rejects, so
// the caller can tell "not pointed yet" from "try again".

import { Resolver } from 'node:dns/promises';

/** c-ares codes for "the name exists but has no CNAME" and "no such name". */
const NO_CNAME = new Set(['ENODATA', 'ENOTFOUND']);

export interface CnameResolverOptions {
  /** Overall deadline of one lookup, retries included. */
  timeoutMs?: number;
  /** `host:port` DNS servers; the system's when unset. */
  servers?: string[];
}

export function createCnameResolver(options: CnameResolverOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 3000;
  return async function resolveCname(hostname: string): Promise<string[]> {
    // One resolver per lookup: cancel() at the deadline then stops only this lookup.
    const resolver = new Resolver({ timeout: Math.max(1, Math.floor(timeoutMs / 2)), tries: 2 });
    if (options.servers) resolver.setServers(options.servers);
    const deadline = setTimeout(() => resolver.cancel(), timeoutMs);
    try {
      return await resolver.resolveCname(hostname);
    } catch (error) {
      if (NO_CNAME.has((error as { code?: string }).code ?? '')) return [];
      throw error;
    } finally {
      clearTimeout(deadline);
    }
  };
}
