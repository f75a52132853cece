// POST /api/migration/preview (public, creates nothing) and POST /api/migration/convert
// (`{projectId, legacyLinks}`, key or ID token with write access). Thin: read, resolve the
// project, call the migration service.

import { type Context, Hono } from 'hono';
import { invalid } from '../../domain/errors';
import { convertBodySchema, previewBodySchema } from '../../domain/legacy/schema';
import { refuseUnknownFields } from '../../domain/validation';
import { projectFor } from '../../services/access/access';
import { convertLegacyLinks, parseLegacyLinkList, previewLegacyLink } from '../../services/bulk/migration';
import type { AppEnv } from '../env';
import { readJson, requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';

type Ctx = Context<AppEnv>;

async function readObject(c: Ctx): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('body', 'request body must be a JSON object');
  return body as Record<string, unknown>;
}

const handlers = {
  async preview(c: Ctx) {
    const body = await readObject(c);
    refuseUnknownFields(body, Object.keys(previewBodySchema.shape));
    return c.json(previewLegacyLink(body.legacyLink));
  },
  async convert(c: Ctx) {
    const body = await readObject(c);
    const target = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c, body), 'write');
    refuseUnknownFields(body, Object.keys(convertBodySchema.shape));
    const legacyLinks = parseLegacyLinkList(body.legacyLinks);
    return c.json(await convertLegacyLinks(c.var.deps, target, legacyLinks));
  },
};

export function migrationRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/api/migration/preview', handlers.preview);
  app.post('/api/migration/convert', requireAuth, handlers.convert);
  return app;
}
