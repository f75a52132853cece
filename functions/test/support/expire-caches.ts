// Stands in for the TTL of the services' caches passing: a test that changes the store behind
// the services' back (as another process would) then sees what every process serves once the
// bound of docs/architecture.md ("Caches") is over. The one place outside the owners that
// touches deps.caches (test/unit/cache-owners.test.ts): the owners offer no "forget all".

import type { ServiceDeps } from '../../src/services/deps';

export type CacheName = keyof ServiceDeps['caches'];

/** Empties the named caches, or all of them. */
export function expireCaches(deps: ServiceDeps, ...names: CacheName[]): void {
  const all = Object.keys(deps.caches) as CacheName[];
  for (const name of names.length > 0 ? names : all) deps.caches[name].deleteWhere(() => true);
}
