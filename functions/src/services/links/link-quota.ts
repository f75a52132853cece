// The plan's monthly link quota (docs/adr/0004-link-quota-reserved-before-insert.md): a unit is
// taken atomically before the insert and given back if the insert fails, so racing creates never
// pass the limit.

import { planLimit } from '../../domain/errors';
import { PLAN_LIMITS, usageMonth } from '../../domain/plans/plans';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';

export async function withLinkQuota<T>(deps: ServiceDeps, project: ProjectRecord, create: () => Promise<T>): Promise<T> {
  const month = usageMonth(deps.now());
  const limit = PLAN_LIMITS[project.plan].linksPerMonth;
  // Unlimited plans still count, so usage reports stay true.
  const granted = await deps.store.usage.consume(project.id, month, 'links', 1, Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER);
  if (granted === 0) throw planLimit(`The ${project.plan} plan allows ${limit} new links a month; upgrade to create more`);
  try {
    return await create();
  } catch (error) {
    // The create's own error is what the caller needs; a failed refund is only logged.
    await deps.store.usage.release(project.id, month, 'links', 1).catch((releaseError: unknown) => {
      console.error('Could not give back a link quota unit', releaseError);
    });
    throw error;
  }
}
