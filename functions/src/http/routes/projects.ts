// /api/projects: create and list projects, settings, this month's usage, API keys and member roles.

import { Hono } from 'hono';
import { forbidden } from '../../domain/errors';
import { createKeySchema, createProjectSchema, memberPathSchema, memberRoleSchema, updateProjectSchema } from '../../domain/projects/schema';
import { parseInput } from '../../domain/validation';
import { projectFor } from '../../services/access/access';
import { createKey, deleteKey, listKeys } from '../../services/projects/keys';
import { projectUsage } from '../../services/projects/project-usage';
import { createProject, listProjects, projectView, setMemberRole, updateProject } from '../../services/projects/projects';
import type { AppEnv } from '../env';
import { readJson, requestedProjectId, withoutProjectId } from '../json-body';
import { requireAuth } from '../middleware/auth';

export function projectRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/api/projects', requireAuth, async (c) => {
    const { deps, principal } = c.var;
    if (principal.kind !== 'user') throw forbidden('Projects are created by a signed-in user (Firebase ID token), not an API key');
    const input = parseInput(createProjectSchema, await readJson(c));
    const project = await createProject(deps, { ...input, ownerUid: principal.uid });
    return c.json({ success: true, project: projectView(deps, project) }, 201);
  });

  app.get('/api/projects', requireAuth, async (c) => {
    // `?projectId=` narrows the list to that project, with the access a read of it needs: a key
    // naming another project is refused here as on every route, never answered with its own.
    const named = requestedProjectId(c);
    const projects = named ? [await projectFor(c.var.deps, c.var.principal, named, 'read')] : await listProjects(c.var.deps, c.var.principal);
    return c.json(projects.map((p) => projectView(c.var.deps, p)));
  });

  app.get('/api/projects/:projectId', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
    return c.json(projectView(c.var.deps, project));
  });

  app.patch('/api/projects/:projectId', requireAuth, async (c) => {
    const body = await readJson(c, { required: true });
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c, body), 'write');
    const input = parseInput(updateProjectSchema, withoutProjectId(body));
    const updated = await updateProject(c.var.deps, project, input);
    return c.json({ success: true, project: projectView(c.var.deps, updated) });
  });

  app.get('/api/projects/:projectId/usage', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'read');
    return c.json(await projectUsage(c.var.deps, project));
  });

  app.get('/api/projects/:projectId/keys', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'owner');
    return c.json(await listKeys(c.var.deps, project.id));
  });

  app.post('/api/projects/:projectId/keys', requireAuth, async (c) => {
    const body = await readJson(c);
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c, body), 'owner');
    const input = parseInput(createKeySchema, withoutProjectId(body));
    return c.json({ success: true, ...(await createKey(c.var.deps, project.id, input.type, input.name)) }, 201);
  });

  app.delete('/api/projects/:projectId/keys/:keyId', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'owner');
    await deleteKey(c.var.deps, project.id, c.req.param('keyId'));
    return c.json({ success: true });
  });

  app.patch('/api/projects/:projectId/members/:uid', requireAuth, async (c) => {
    const body = await readJson(c);
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c, body), 'owner');
    const { uid } = parseInput(memberPathSchema, { uid: c.req.param('uid') });
    const { role } = parseInput(memberRoleSchema, withoutProjectId(body));
    await setMemberRole(c.var.deps, project, uid, role);
    return c.json({ success: true, member: { uid, role } });
  });

  app.delete('/api/projects/:projectId/members/:uid', requireAuth, async (c) => {
    const project = await projectFor(c.var.deps, c.var.principal, requestedProjectId(c), 'owner');
    const { uid } = parseInput(memberPathSchema, { uid: c.req.param('uid') });
    await setMemberRole(c.var.deps, project, uid, null);
    return c.json({ success: true });
  });

  return app;
}
