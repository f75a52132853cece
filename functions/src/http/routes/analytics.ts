// GET /api/projects/:projectId/analytics?from=&to= (totals, days, countries, platforms,
// referrer hosts, top links) and GET /api/analytics/influencers?projectId=. Both read: any
// member or the project's secret key; publishable keys and other projects are refused by
// projectFor.

import { Hono } from 'hono';
import { dayRangeQuery } from '../../domain/analytics/report-query';
import { projectFor } from '../../services/access/access';
import { analyticsFor, influencerStats } from '../../services/analytics/analytics';
import type { AppEnv } from '../env';
import { requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';
import { parseQuery } from '../query';

export function analyticsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/api/projects/:projectId/analytics', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
    return c.json(await analyticsFor(c.var.deps, project, parseQuery(c, dayRangeQuery)));
  });
  app.get('/api/analytics/influencers', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
    return c.json(await influencerStats(c.var.deps, project));
  });
  return app;
}
