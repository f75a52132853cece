// The redirect's link lookup, cached in process (bounded, short TTL; misses too). The link
// service drops an entry on create, update and delete, so this process never serves a stale
// link; other instances see a change within the TTL.

import type { LinkRecord } from '../../domain/links/types';
import type { ServiceDeps } from '../deps';

const MISS_TTL_MS = 5_000;
const key = (projectId: string, slug: string) => `${projectId}/${slug}`;

export function cachedLink(deps: ServiceDeps, projectId: string, slug: string): Promise<LinkRecord | null> {
  return deps.caches.links.getOrLoad(key(projectId, slug), () => deps.store.links.get(projectId, slug), (l) => (l ? undefined : MISS_TTL_MS));
}

export function forgetLink(deps: ServiceDeps, projectId: string, slug: string): void {
  deps.caches.links.delete(key(projectId, slug));
}
