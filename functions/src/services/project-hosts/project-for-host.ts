// Which project a Host header names: `<subdomain>.<SHORT_DOMAIN>` or an active custom domain
// (docs/link-host.md). The only module that reads or clears `deps.caches.hosts`
// (docs/architecture.md, "Caches"): answers are cached briefly in process, misses too, so a
// flood of requests to an unknown host costs no store reads, and whoever changes a project
// calls forgetProjectHosts here rather than reaching into the cache.

import { servesCustomDomain } from '../../domain/links/short-url';
import type { ProjectRecord } from '../../domain/projects/types';
import { TtlCache } from '../../platform/ttl-cache';
import type { ServiceDeps } from '../deps';

/** A change made by another process is served at most this long (plus one store read). */
const TTL_MS = 30_000;
/** Shorter for an unknown host, so a project or domain just added elsewhere shows soon. */
const MISS_TTL_MS = 5_000;

/** The cache deps.caches.hosts holds: host name to project (null: no project has it). */
export const newHostCache = () => new TtlCache<ProjectRecord | null>(10_000, TTL_MS);

export async function projectForHost(deps: ServiceDeps, rawHost: string | undefined): Promise<ProjectRecord | null> {
  const host = (rawHost ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (!host || host.length > 300) return null;
  return deps.caches.hosts.getOrLoad(
    host,
    () => lookup(deps, host),
    (p) => (p ? undefined : MISS_TTL_MS),
  );
}

/** The same cached lookup by subdomain (resolve and match name the project this way). */
export function projectForSubdomain(deps: ServiceDeps, subdomain: string): Promise<ProjectRecord | null> {
  return projectForHost(deps, `${subdomain}.${deps.hosts.shortDomain}`);
}

async function lookup(deps: ServiceDeps, host: string): Promise<ProjectRecord | null> {
  const suffix = `.${deps.hosts.shortDomain}`;
  if (host.endsWith(suffix)) {
    const subdomain = host.slice(0, -suffix.length);
    return /^[a-z0-9-]{1,63}$/.test(subdomain) ? deps.store.projects.getBySubdomain(subdomain) : null;
  }
  const hostname = host.replace(/:\d+$/, '');
  const project = await deps.store.projects.getByCustomDomain(hostname);
  return project && servesCustomDomain(project) ? project : null;
}

/**
 * After a project changes, this process must not keep serving the old answer: entries holding
 * the project, and the (cached) misses for `hostnames` (a custom domain's old and new name),
 * with or without a port.
 */
export function forgetProjectHosts(deps: ServiceDeps, projectId: string, hostnames: (string | undefined)[] = []): void {
  const names = new Set(hostnames.filter(Boolean));
  deps.caches.hosts.deleteWhere((host, cached) => cached?.id === projectId || names.has(host.replace(/:\d+$/, '')));
}
