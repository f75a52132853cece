// ferry project create | list | get: projects through the same services as /api/projects.

import { AppError, notFound } from '../domain/errors';
import { createProjectSchema } from '../domain/projects/schema';
import type { Plan, ProjectRecord } from '../domain/projects/types';
import { parseInput } from '../domain/validation';
import { createKey } from '../services/projects/keys';
import { createProject, findProject, listAllProjects, projectView } from '../services/projects/projects';
import { type CliContext, type Noun, stringFlag } from './command';
import { record, table } from './output';

const PLANS: Plan[] = ['free', 'indie', 'studio'];
const PAGE = 100;

async function everyProject(ctx: CliContext): Promise<ProjectRecord[]> {
  const all: ProjectRecord[] = [];
  for (;;) {
    const page = await listAllProjects(ctx.deps(), { limit: PAGE, after: all[all.length - 1]?.id });
    all.push(...page);
    if (page.length < PAGE) return all;
  }
}

export const projectNoun: Noun = {
  summary: 'create, list and read projects',
  notes: '--owner takes a Firebase uid; without it the project has no owner and its keys are managed here.',
  verbs: {
    create: {
      usage: 'create --subdomain <sub> [--name <name>] [--plan free|indie|studio] [--owner <uid>]',
      options: { subdomain: { type: 'string' }, name: { type: 'string' }, plan: { type: 'string' }, owner: { type: 'string' } },
      async run(ctx, values) {
        const plan = (stringFlag(values, 'plan') ?? 'free') as Plan;
        if (!PLANS.includes(plan)) throw new AppError('INVALID_ARGUMENT', '--plan must be free, indie or studio', 'plan');
        const subdomain = stringFlag(values, 'subdomain');
        // The name defaults to the subdomain: without one, "name is required" would only mislead.
        if (subdomain === undefined) throw new AppError('INVALID_ARGUMENT', 'subdomain is required', 'subdomain');
        const input = parseInput(createProjectSchema, { subdomain, name: stringFlag(values, 'name') ?? subdomain });
        const deps = ctx.deps();
        const project = await createProject(deps, { ...input, plan, ownerUid: stringFlag(values, 'owner') ?? null });
        // A project is only usable with keys; they are shown this once (only hashes are kept).
        const secret = await createKey(deps, project.id, 'secret');
        const publishable = await createKey(deps, project.id, 'publishable');
        const data = { projectId: project.id, subdomain: project.subdomain, secretKey: secret.key, publishableKey: publishable.key };
        return { data, text: record(data) };
      },
    },
    list: {
      usage: 'list',
      async run(ctx) {
        const projects = (await everyProject(ctx)).map((p) => projectView(ctx.deps(), p));
        const rows = projects.map((p) => [p.id, p.subdomain, p.name, p.plan, p.ownerUid, p.host, p.createdAt]);
        return { data: projects, text: projects.length ? table(['ID', 'SUBDOMAIN', 'NAME', 'PLAN', 'OWNER', 'HOST', 'CREATED'], rows) : 'No projects.' };
      },
    },
    get: {
      usage: 'get <id|subdomain>',
      args: ['id'],
      async run(ctx, _values, [id]) {
        const project = await findProject(ctx.deps(), id!);
        if (!project) throw notFound('Project not found');
        const view = projectView(ctx.deps(), project);
        return { data: view, text: record(view) };
      },
    },
  },
};
