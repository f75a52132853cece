// POST /api/links/bulk (`{projectId?, links: [...]}`) and POST /api/links/batch (a JSON array
// of links, secret key only). Thin: read, resolve the project, call the
// bulk service, which validates every item before it writes anything.

import { type Context, Hono } from 'hono';
import { forbidden, invalid } from '../../domain/errors';
import { bulkBodySchema } from '../../domain/links/schema';
import { refuseUnknownFields } from '../../domain/validation';
import { projectFor } from '../../services/access/access';
import { createLinks, parseLinkItems } from '../../services/bulk/bulk-links';
import type { AppEnv } from '../env';
import { readJson, requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';

type Ctx = Context<AppEnv>;

const handlers = {
  async bulk(c: Ctx) {
    const body = await readJson(c);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('body', 'request body must be a JSON object');
    const target = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c, body), 'write');
    refuseUnknownFields(body, Object.keys(bulkBodySchema.shape));
    const items = parseLinkItems((body as { links?: unknown }).links, 'links');
    return c.json(await createLinks(c.var.deps, target, items, 'links'));
  },
  async batch(c: Ctx) {
    const principal = c.var.principal;
    if (principal.kind !== 'key' || principal.keyType !== 'secret') throw forbidden('Batch creation needs a secret API key');
    const items = parseLinkItems(await readJson(c), 'body');
    // Each item may name its project; together with the query string they must name one
    // project, the key's (projectFor refuses any other with 403).
    const named = new Set<string>();
    const fromQuery = requestedProjectId(c);
    if (fromQuery) named.add(fromQuery);
    for (const item of items) if (item.projectId) named.add(item.projectId);
    if (named.size > 1) throw forbidden("The links of one batch must all belong to the API key's project");
    const target = await projectFor(c.var.deps, principal, [...named][0], 'write');
    return c.json(await createLinks(c.var.deps, target, items, 'body'));
  },
};

export function bulkRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/api/links/bulk', requireAuth, handlers.bulk);
  app.post('/api/links/batch', requireAuth, handlers.batch);
  return app;
}
