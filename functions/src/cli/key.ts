// ferry key create | list | revoke: API keys through the same services as
// /api/projects/:id/keys. The store keeps only hashes, so a key is printed once, at creation;
// listings show its prefix (`sk_live_` and 4 characters), never the key.

import { AppError } from '../domain/errors';
import { createKeySchema } from '../domain/projects/schema';
import { parseInput } from '../domain/validation';
import { createKey, deleteKey, listKeys } from '../services/projects/keys';
import { type Noun, stringFlag } from './command';
import { usageError } from './errors';
import { table } from './output';

const project = { project: { type: 'string' } } as const;

export const keyNoun: Noun = {
  summary: 'create, list and revoke API keys',
  notes: 'The project is <projectId> or --project; either may be left out when the store holds one project.\nA revoked key stops working at once.',
  verbs: {
    create: {
      usage: 'create [<projectId>] --type secret|publishable [--name <name>]',
      options: { ...project, type: { type: 'string' }, name: { type: 'string' } },
      args: ['projectId?'],
      async run(ctx, values, [projectId]) {
        if (projectId && stringFlag(values, 'project')) throw usageError('Name the project once: <projectId> or --project');
        const type = stringFlag(values, 'type');
        if (type !== 'secret' && type !== 'publishable') throw new AppError('INVALID_ARGUMENT', '--type must be secret or publishable', 'type');
        const input = parseInput(createKeySchema, { type, name: stringFlag(values, 'name') });
        const target = await ctx.project(projectId ?? stringFlag(values, 'project'));
        const key = await createKey(ctx.deps(), target.id, input.type, input.name);
        const data = { projectId: target.id, keyId: key.id, type: key.type, key: key.key };
        return { data, text: `${key.type} key for ${target.id}: ${key.key}\n(shown once: only its hash is stored)` };
      },
    },
    list: {
      usage: 'list [<projectId>]',
      options: project,
      args: ['projectId?'],
      async run(ctx, values, [projectId]) {
        const target = await ctx.project(projectId ?? stringFlag(values, 'project'));
        const keys = await listKeys(ctx.deps(), target.id);
        const rows = keys.map((k) => [k.id, k.type, k.name, `${k.prefix}…`, k.createdAt]);
        return { data: keys, text: keys.length ? table(['ID', 'TYPE', 'NAME', 'PREFIX', 'CREATED'], rows) : `No keys for ${target.id}.` };
      },
    },
    revoke: {
      usage: 'revoke <keyId> [--project <id>]',
      options: project,
      args: ['keyId'],
      async run(ctx, values, [keyId]) {
        const target = await ctx.project(stringFlag(values, 'project'));
        await deleteKey(ctx.deps(), target.id, keyId!);
        return { data: { success: true, projectId: target.id, keyId }, text: `Revoked ${keyId}; it no longer authenticates.` };
      },
    },
  },
};
