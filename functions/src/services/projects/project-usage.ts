// This month's usage against the plan: the same counters the quotas consume; on Firebase, also
// the room left on the Hosting site (services/hosting-domains/).

import { PLAN_LIMITS, usageMonth } from '../../domain/plans/plans';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';

async function hostingRoom(deps: ServiceDeps, hosting: NonNullable<ServiceDeps['hosting']>) {
  const used = await deps.store.hostingDomains.countOnSite(hosting.siteId);
  return { site: hosting.siteId, used, limit: hosting.domainLimit, headroom: Math.max(0, hosting.domainLimit - used) };
}

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
    ...(deps.hosting ? { hostingDomains: await hostingRoom(deps, deps.hosting) } : {}),
  };
}
