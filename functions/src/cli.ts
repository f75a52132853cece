// `ferry`: the admin CLI (decisions §9). Uses the same env as the server (STORE, DATA_DIR…).
//   ferry project create --subdomain acme [--name Acme] [--plan free|indie|studio] [--owner <uid>] [--json]
//   ferry key create <projectId> --type secret|publishable [--json]
//   ferry serve

import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { buildDeps } from './deps';
import { AppError } from './domain/errors';
import { createProjectSchema } from './domain/projects/schema';
import type { Plan } from './domain/projects/types';
import { parseInput } from './domain/validation';
import { startServer } from './server';
import { createKey } from './services/keys';
import { createProject } from './services/projects';
import type { ServiceDeps } from './services/deps';

const USAGE = `usage:
  ferry project create --subdomain <sub> [--name <name>] [--plan free|indie|studio] [--owner <uid>] [--json]
  ferry key create <projectId> --type secret|publishable [--json]
  ferry serve`;

const PLANS: Plan[] = ['free', 'indie', 'studio'];

async function projectCreate(deps: ServiceDeps, args: string[]) {
  const { values } = parseArgs({ args, options: { subdomain: { type: 'string' }, name: { type: 'string' }, plan: { type: 'string' }, owner: { type: 'string' }, json: { type: 'boolean' } } });
  const plan = (values.plan ?? 'free') as Plan;
  if (!PLANS.includes(plan)) throw new AppError('INVALID_ARGUMENT', '--plan must be free, indie or studio', 'plan');
  const input = parseInput(createProjectSchema, { subdomain: values.subdomain, name: values.name ?? values.subdomain });
  const project = await createProject(deps, { ...input, plan, ownerUid: values.owner ?? null });
  const secret = await createKey(deps, project.id, 'secret');
  const publishable = await createKey(deps, project.id, 'publishable');
  const result = { projectId: project.id, subdomain: project.subdomain, secretKey: secret.key, publishableKey: publishable.key };
  return values.json ? JSON.stringify(result) : Object.entries(result).map(([k, v]) => `${k}: ${v}`).join('\n');
}

async function keyCreate(deps: ServiceDeps, args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { type: { type: 'string' }, json: { type: 'boolean' }, name: { type: 'string' } } });
  const projectId = positionals[0];
  if (!projectId) throw new AppError('INVALID_ARGUMENT', 'projectId is required', 'projectId');
  if (values.type !== 'secret' && values.type !== 'publishable') throw new AppError('INVALID_ARGUMENT', '--type must be secret or publishable', 'type');
  if (!(await deps.store.projects.get(projectId))) throw new AppError('NOT_FOUND', 'Project not found');
  const key = await createKey(deps, projectId, values.type, values.name);
  const result = { projectId, keyId: key.id, type: key.type, key: key.key };
  return values.json ? JSON.stringify(result) : `${key.type} key for ${projectId}: ${key.key}`;
}

export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const [noun, verb, ...rest] = argv;
  const config = loadConfig(env, 'self-hosted');
  if (noun === 'serve') {
    await startServer(config);
    return null;
  }
  const command = noun === 'project' && verb === 'create' ? projectCreate : noun === 'key' && verb === 'create' ? keyCreate : null;
  if (!command) throw new AppError('INVALID_ARGUMENT', USAGE);
  const deps = buildDeps(config);
  try {
    return await command(deps, rest);
  } finally {
    await deps.store.close();
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2))
    .then((output) => {
      if (output !== null) console.log(output);
    })
    .catch((error: unknown) => {
      console.error(`ferry: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(error instanceof AppError ? 2 : 1);
    });
}
