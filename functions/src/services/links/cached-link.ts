// The link lookup of the redirect and of resolve, cached in process (bounded, short TTL; misses
// too). The only module that reads or clears `deps.caches.links` (docs/architecture.md,
// "Caches"): whoever creates, changes or deletes a link calls forgetLink, so this process never
// serves a stale link; other processes see the change within the TTL.

import type { LinkRecord } from '../../domain/links/types';
import { CONTROL_FREE } from '../../domain/text-patterns';
import { TtlCache } from '../../platform/ttl-cache';
import type { ServiceDeps } from '../deps';

/** A change made by another process is served at most this long (plus one store read). */
const TTL_MS = 30_000;
/** Shorter for a slug with no link, so a link just created elsewhere shows soon. */
const MISS_TTL_MS = 5_000;
const key = (projectId: string, slug: string) => `${projectId}/${slug}`;

/** The cache deps.caches.links holds: project and slug to link (null: no such link). */
export const newLinkCache = () => new TtlCache<LinkRecord | null>(50_000, TTL_MS);

export function cachedLink(deps: ServiceDeps, projectId: string, slug: string): Promise<LinkRecord | null> {
  // No slug rule allows a control character, and PostgreSQL's text refuses NUL: such a path is
  // no link's on every store, without a lookup.
  if (!CONTROL_FREE.test(slug)) return Promise.resolve(null);
  return deps.caches.links.getOrLoad(
    key(projectId, slug),
    () => deps.store.links.get(projectId, slug),
    (l) => (l ? undefined : MISS_TTL_MS),
  );
}

export function forgetLink(deps: ServiceDeps, projectId: string, slug: string): void {
  deps.caches.links.delete(key(projectId, slug));
}
