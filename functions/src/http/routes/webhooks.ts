// /api/projects/:projectId/webhooks: owners, editors and secret keys change them;
// any member reads them and their deliveries. Thin: parse, pick the project, call the service.

import { type Context, Hono } from 'hono';
import { parseInput } from '../../domain/validation';
import { createWebhookSchema, updateWebhookSchema } from '../../domain/webhooks/schema';
import { type Need, projectFor } from '../../services/access/access';
import { queueTestEvent } from '../../services/webhooks/emit';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, updateWebhook, webhookOf, webhookView } from '../../services/webhooks/manage';
import type { AppEnv } from '../env';
import { readJson, requestedProjectId, withoutProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';

type Ctx = Context<AppEnv>;
/** The path's project; a body may name it too (a `projectId` naming another one is 403). */
const project = (c: Ctx, need: Need, body?: unknown) => projectFor(c.var.deps, c.var.principal, requestedProjectId(c, body), need);
const BASE = '/api/projects/:projectId/webhooks';
const ITEM = `${BASE}/:webhookId`;

export function webhookRoutes() {
  const app = new Hono<AppEnv>();
  app.post(BASE, requireAuth, async (c) => {
    const body = await readJson(c);
    const target = await project(c, 'write', body);
    return c.json(await createWebhook(c.var.deps, target, parseInput(createWebhookSchema, withoutProjectId(body))));
  });
  app.get(BASE, requireAuth, async (c) => c.json(await listWebhooks(c.var.deps, await project(c, 'read'))));
  app.get(ITEM, requireAuth, async (c) => c.json(webhookView(await webhookOf(c.var.deps, await project(c, 'read'), c.req.param('webhookId')))));
  app.patch(ITEM, requireAuth, async (c) => {
    const body = await readJson(c);
    const target = await project(c, 'write', body);
    return c.json(await updateWebhook(c.var.deps, target, c.req.param('webhookId'), parseInput(updateWebhookSchema, withoutProjectId(body))));
  });
  app.delete(ITEM, requireAuth, async (c) => {
    await deleteWebhook(c.var.deps, await project(c, 'write'), c.req.param('webhookId'));
    return c.json({ success: true });
  });
  app.get(`${ITEM}/deliveries`, requireAuth, async (c) => c.json(await listDeliveries(c.var.deps, await project(c, 'read'), c.req.param('webhookId'))));
  app.post(`${ITEM}/test`, requireAuth, async (c) => {
    const hook = await webhookOf(c.var.deps, await project(c, 'write'), c.req.param('webhookId'));
    return c.json({ success: true as const, ...(await queueTestEvent(c.var.deps, hook)) });
  });
  return app;
}
