// /api/projects/:projectId/domain: read (any role), set, verify and remove a project's custom
// domain (owner, editor or the project's secret key, like the settings PATCH). On Firebase the
// read also says how Hosting stands with the project's names; `refresh=1` asks Hosting first.

import { Hono } from 'hono';
import { hostingView } from '../../domain/hosting-domains/hosting-view';
import { domainView } from '../../domain/projects/custom-domain';
import { domainQuery, setDomainSchema } from '../../domain/projects/schema';
import { parseInput } from '../../domain/validation';
import { projectFor } from '../../services/access/access';
import { projectHostingNames } from '../../services/hosting-domains/hosting-gate';
import { setCustomDomain, verifyCustomDomain } from '../../services/projects/custom-domain';
import { projectView } from '../../services/projects/projects';
import type { AppEnv } from '../env';
import { readJson, requestedProjectId, withoutProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';
import { parseQuery } from '../query';

export function customDomainRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/api/projects/:projectId/domain', requireAuth, async (c) => {
    const { refresh } = parseQuery(c, domainQuery);
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
    const names = await projectHostingNames(c.var.deps, project, refresh === '1');
    return c.json({ domain: domainView(project, c.var.deps.hosts), ...(names ? { hosting: hostingView(names) } : {}) });
  });

  app.put('/api/projects/:projectId/domain', requireAuth, async (c) => {
    const { deps } = c.var;
    const body = await readJson(c);
    const project = await projectFor(deps, c.var.principal, requestedProjectId(c, body), 'write');
    const { hostname } = parseInput(setDomainSchema, withoutProjectId(body));
    const updated = await setCustomDomain(deps, project, hostname);
    return c.json({ success: true, domain: domainView(updated, deps.hosts), project: projectView(deps, updated) });
  });

  app.post('/api/projects/:projectId/domain/verify', requireAuth, async (c) => {
    const { deps } = c.var;
    const project = await projectFor(deps, c.var.principal, requestedProjectId(c), 'write');
    const outcome = await verifyCustomDomain(deps, project);
    const reason = outcome.verified ? {} : { reason: outcome.reason };
    return c.json({ success: true, verified: outcome.verified, ...reason, domain: domainView(outcome.project, deps.hosts) });
  });

  app.delete('/api/projects/:projectId/domain', requireAuth, async (c) => {
    const { deps } = c.var;
    const project = await projectFor(deps, c.var.principal, requestedProjectId(c), 'write');
    await setCustomDomain(deps, project, null);
    return c.json({ success: true, domain: null });
  });

  return app;
}
