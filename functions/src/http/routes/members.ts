// /api/projects/:projectId/members (the list, and adding by email) and the invites by email
// that wait for an account. Changing or removing a member by uid: routes/projects.ts.

import { Hono } from 'hono';
import { addMemberSchema, invitePathSchema } from '../../domain/accounts/schema';
import { parseInput } from '../../domain/validation';
import { projectFor } from '../../services/access/access';
import { addMember, listMembers, removeInvite } from '../../services/projects/members';
import type { AppEnv } from '../env';
import { readJson, requestedProjectId, withoutProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';

export function memberRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/api/projects/:projectId/members', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
    return c.json(await listMembers(c.var.deps, project));
  });

  app.post('/api/projects/:projectId/members', requireAuth, async (c) => {
    const body = await readJson(c);
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c, body), 'owner');
    const input = parseInput(addMemberSchema, withoutProjectId(body));
    return c.json({ success: true as const, member: await addMember(c.var.deps, project, input) });
  });

  app.delete('/api/projects/:projectId/invites/:email', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'owner');
    const { email } = parseInput(invitePathSchema, { email: c.req.param('email') });
    await removeInvite(c.var.deps, project, email);
    return c.json({ success: true as const });
  });

  return app;
}
