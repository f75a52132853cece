// /api/links and the project-scoped aliases /api/projects/:projectId/links.
// Thin: parse with the shared schemas, resolve the project, call the link service.

import { type Context, Hono, type Next } from 'hono';
import { linkListFilterOf, linkPageQuery } from '../../domain/links/list-filter';
import { cloneBodySchema, createLinkSchema, resolveQuery, updateLinkSchema } from '../../domain/links/schema';
import { parseInput, refuseUnknownFields } from '../../domain/validation';
import { type Need, projectFor } from '../../services/access/access';
import { clickHistory } from '../../services/links/click-history';
import { cloneLink, createLink, deleteLink, getLink, listLinks, updateLink } from '../../services/links/links';
import { resolveLink } from '../../services/links/resolve-link';
import type { AppEnv } from '../env';
import { readJson, readJsonObject, requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';
import { parseQuery } from '../query';

type Ctx = Context<AppEnv>;

const project = (c: Ctx, need: Need, body?: unknown) => projectFor(c.var.deps, c.var.principal, requestedProjectId(c, body), need);

/** `:slug` names a link by its slug, within the caller's project. */
const slugParam = (c: Ctx) => c.req.param('slug') ?? '';

function pageParams(c: Ctx) {
  const { limit, cursor, ...filters } = parseQuery(c, linkPageQuery);
  return { limit, cursor, filter: linkListFilterOf(filters) };
}

const handlers = {
  async create(c: Ctx) {
    const body = await readJson(c);
    const target = await project(c, 'write', body);
    const link = await createLink(c.var.deps, target, parseInput(createLinkSchema, body));
    return c.json({ success: true, slug: link.slug, shortUrl: link.shortUrl, link });
  },
  async list(c: Ctx) {
    const target = await project(c, 'read');
    const { links, nextCursor } = await listLinks(c.var.deps, target, pageParams(c));
    if (nextCursor) {
      const next = new URL(c.req.url);
      next.searchParams.set('cursor', nextCursor);
      c.header('X-Next-Cursor', nextCursor);
      c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
    }
    return c.json(links);
  },
  async get(c: Ctx) {
    return c.json(await getLink(c.var.deps, await project(c, 'read'), slugParam(c)));
  },
  async update(c: Ctx) {
    const body = await readJson(c, { required: true });
    const target = await project(c, 'write', body);
    const link = await updateLink(c.var.deps, target, slugParam(c), parseInput(updateLinkSchema, body));
    return c.json({ success: true, link });
  },
  async remove(c: Ctx) {
    await deleteLink(c.var.deps, await project(c, 'write'), slugParam(c));
    return c.json({ success: true });
  },
  async history(c: Ctx) {
    return c.json(await clickHistory(c.var.deps, await project(c, 'read'), slugParam(c)));
  },
  async clone(c: Ctx) {
    const body = await readJsonObject(c);
    const target = await project(c, 'write', body);
    refuseUnknownFields(body, Object.keys(cloneBodySchema.shape));
    const link = await cloneLink(c.var.deps, target, slugParam(c));
    return c.json({ success: true, link });
  },
};

export function linkRoutes() {
  const app = new Hono<AppEnv>();
  // Public: an installed app resolves a short URL it was handed (no auth, no click counted).
  // Without `subdomain` a resolve can only be a 400; such a request with a credential, on a
  // path a management route also has, reads a link named `resolve` (made before the word was
  // reserved): GET /api/links/resolve, /resolve/history and /resolve/qr still reach that link.
  const resolve = async (c: Ctx, next: Next) => {
    const subdomain = c.req.query('subdomain');
    const slug = c.req.param('slug');
    const managed = slug === undefined || slug === '' || slug === 'history' || slug === 'qr';
    if (subdomain === undefined && managed && c.req.header('authorization') !== undefined) return next();
    // Missing and empty are one 400 (resolveLink's), so the schema only says whether it was given.
    return c.json(await resolveLink(c.var.deps, slug, resolveQuery.shape.subdomain.safeParse(subdomain).data));
  };
  app.get('/api/links/resolve/:slug?', resolve);
  app.get('/api/links/resolve/', resolve);
  for (const base of ['/api/links', '/api/projects/:projectId/links']) {
    app.post(base, requireAuth, handlers.create);
    app.get(base, requireAuth, handlers.list);
    app.get(`${base}/:slug`, requireAuth, handlers.get);
    app.put(`${base}/:slug`, requireAuth, handlers.update);
    app.delete(`${base}/:slug`, requireAuth, handlers.remove);
    app.post(`${base}/:slug/clone`, requireAuth, handlers.clone);
    app.get(`${base}/:slug/history`, requireAuth, handlers.history);
  }
  return app;
}
