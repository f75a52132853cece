// Is the plan's monthly click quota spent (docs/link-host.md, rule 4)? Read from the usage counters
// and cached a few seconds per project, so a hot link costs no extra read per click. A burst
// can overshoot the quota by what arrives within that window: clicks are never refused on a
// guess, and the quota is a plan limit, not a security boundary.

import { PLAN_LIMITS, usageMonth } from '../../domain/plans/plans';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';

export function clickQuotaSpent(deps: ServiceDeps, project: ProjectRecord): Promise<boolean> {
  const month = usageMonth(deps.now());
  return deps.caches.clickQuota.getOrLoad(`${project.id}/${month}`, async () => {
    const { clicks } = await deps.store.usage.get(project.id, month);
    return clicks >= PLAN_LIMITS[project.plan].clicksPerMonth;
  });
}
