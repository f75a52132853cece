// Is the plan's monthly click quota spent (docs/link-host.md, rule 4)? Read from the usage counters
// and cached a few seconds per project, so a hot link costs no extra read per click. A burst
// can overshoot the quota by what arrives within that window: clicks are never refused on a
// guess, and the quota is a plan limit, not a security boundary. The only module that reads
// `deps.caches.clickQuota` (docs/architecture.md, "Caches"); nothing clears it, it expires.

import { PLAN_LIMITS, usageMonth } from '../../domain/plans/plans';
import type { ProjectRecord } from '../../domain/projects/types';
import { TtlCache } from '../../platform/ttl-cache';
import type { ServiceDeps } from '../deps';

/** How long clicks past the quota may still be served, in this process and any other. */
const TTL_MS = 10_000;

/** The cache deps.caches.clickQuota holds: project and month to "spent". */
export const newClickQuotaCache = () => new TtlCache<boolean>(10_000, TTL_MS);

export function clickQuotaSpent(deps: ServiceDeps, project: ProjectRecord): Promise<boolean> {
  const month = usageMonth(deps.now());
  return deps.caches.clickQuota.getOrLoad(`${project.id}/${month}`, async () => {
    const { clicks } = await deps.store.usage.get(project.id, month);
    return clicks >= PLAN_LIMITS[project.plan].clicksPerMonth;
  });
}
