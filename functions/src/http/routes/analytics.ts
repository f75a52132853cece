// GET /api/projects/:projectId/analytics?from=&to= (totals, days, countries, platforms,
// referrer hosts, top links) and GET /api/analytics/influencers?projectId=. Both read: any
// member or the project's secret key; publishable keys and other projects are refused by
// projectFor.

import { Hono, type Context } from 'hono';
import { projectFor } from '../../services/access/access';
import { analyticsFor, influencerStats } from '../../services/analytics/analytics';
import type { AppEnv } from '../env';
import { requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';

/** `?from=` with nothing after it means "not given". */
const optional = (c: Context<AppEnv>, name: string) => c.req.query(name) || undefined;

export function analyticsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/api/projects/:projectId/analytics', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
    return c.json(await analyticsFor(c.var.deps, project, { from: optional(c, 'from'), to: optional(c, 'to') }));
  });
  app.get('/api/analytics/influencers', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
    return c.json(await influencerStats(c.var.deps, project));
  });
  return app;
}
