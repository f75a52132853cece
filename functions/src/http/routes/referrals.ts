// /api/referrals: track and qualify (API key, publishable included, or ID token; see
// services/referrals/referral-access.ts), and the reports: funnel with `range`, stats,
// leaderboard (read access through projectFor, like every other report).

import { type Context, Hono } from 'hono';
import { funnelQuery, leaderboardQuery, qualifySchema, trackSchema } from '../../domain/referrals/schema';
import { parseInput } from '../../domain/validation';
import { projectFor } from '../../services/access/access';
import { referralTarget } from '../../services/referrals/referral-access';
import { qualifyReferral, referralFunnel, referralLeaderboard, referralStats, trackReferral } from '../../services/referrals/referrals';
import type { AppEnv } from '../env';
import { readJson, requestedProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';
import { parseQuery } from '../query';

type Ctx = Context<AppEnv>;

const target = (c: Ctx, body: unknown, newUserId: string | undefined) =>
  referralTarget(c.var.deps, { principal: c.var.principal, requestedId: requestedProjectId(c, body), newUserId, origin: c.req.header('origin') });

const reportProject = (c: Ctx) => projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');

export function referralRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/api/referrals/track', requireAuth, async (c) => {
    const body = await readJson(c);
    const input = parseInput(trackSchema, body);
    return c.json(await trackReferral(c.var.deps, await target(c, body, input.newUserId), input));
  });
  app.post('/api/referrals/qualify', requireAuth, async (c) => {
    const body = await readJson(c);
    const input = parseInput(qualifySchema, body);
    return c.json(await qualifyReferral(c.var.deps, await target(c, body, input.newUserId), input));
  });
  app.get('/api/referrals', requireAuth, async (c) => {
    const { range } = parseQuery(c, funnelQuery);
    return c.json(await referralFunnel(c.var.deps, await reportProject(c), range));
  });
  app.get('/api/referrals/stats', requireAuth, async (c) => c.json(await referralStats(c.var.deps, await reportProject(c))));
  app.get('/api/referrals/leaderboard', requireAuth, async (c) => {
    const { limit } = parseQuery(c, leaderboardQuery);
    return c.json(await referralLeaderboard(c.var.deps, await reportProject(c), limit));
  });
  return app;
}
