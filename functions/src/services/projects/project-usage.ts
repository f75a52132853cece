// This month's usage against the plan: the same counters the quotas consume.

import { PLAN_LIMITS, usageMonth } from '../../domain/plans/plans';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';

export async function projectUsage(deps: ServiceDeps, project: ProjectRecord) {
  const month = usageMonth(deps.now());
  const used = await deps.store.usage.get(project.id, month);
  const limits = PLAN_LIMITS[project.plan];
  const limit = (n: number) => (Number.isFinite(n) ? n : null);
  return {
    month,
    plan: project.plan,
    links: { used: used.links, limit: limit(limits.linksPerMonth) },
    clicks: { used: used.clicks, limit: limit(limits.clicksPerMonth) },
  };
}
