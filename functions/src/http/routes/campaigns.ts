// /api/campaigns: POST creates a campaign (write), GET lists the project's campaigns with
// their clicks and installs (read). A secret key implies its project; publishable keys and
// other projects' keys are refused by projectFor.

import { type Context, Hono } from 'hono';
import { createCampaignSchema } from '../../domain/campaigns/schema';
import { parseInput } from '../../domain/validation';
import { type Need, projectFor } from '../../services/access/access';
import { campaignView, createCampaign, listCampaigns } from '../../services/campaigns/campaigns';
import type { AppEnv } from '../env';
import { readJson, requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';

type Ctx = Context<AppEnv>;

const project = (c: Ctx, need: Need, body?: unknown) => projectFor(c.var.deps, c.var.principal, requestedProjectId(c, body), need);

export function campaignRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/api/campaigns', requireAuth, async (c) => {
    const body = await readJson(c);
    const target = await project(c, 'write', body);
    const campaign = await createCampaign(c.var.deps, target, parseInput(createCampaignSchema, body));
    return c.json({ success: true, campaign: campaignView(campaign) });
  });
  app.get('/api/campaigns', requireAuth, async (c) => c.json(await listCampaigns(c.var.deps, await project(c, 'read'))));
  return app;
}
