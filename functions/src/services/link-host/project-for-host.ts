// Which project a Host header names: `<subdomain>.<SHORT_DOMAIN>` or an active custom domain
// (docs/link-host.md). Answers are cached briefly in process, misses too, so a flood of requests
// to an unknown host costs no store reads.

import { servesCustomDomain } from '../../domain/links/short-url';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';

const MISS_TTL_MS = 5_000;

export async function projectForHost(deps: ServiceDeps, rawHost: string | undefined): Promise<ProjectRecord | null> {
  const host = (rawHost ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (!host || host.length > 300) return null;
  return deps.caches.hosts.getOrLoad(host, () => lookup(deps, host), (p) => (p ? undefined : MISS_TTL_MS));
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

/** After a project changes, its cached hosts must not serve the old settings. */
export function forgetProjectHosts(deps: ServiceDeps, projectId: string): void {
  deps.caches.hosts.deleteWhere((_host, project) => project?.id === projectId);
}
