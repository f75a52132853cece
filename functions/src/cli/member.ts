// ferry member add | list: a project's team by email (services/projects/members.ts). The role
// goes to the account with that email, or waits for one; `owner` hands the project over (the
// previous owner stays on as an editor), which only the operator can do.

import { operatorMemberSchema } from '../domain/accounts/schema';
import { invalid } from '../domain/errors';
import { parseInput } from '../domain/validation';
import { addMember, listMembers } from '../services/projects/members';
import { type Noun, stringFlag } from './command';
import { table } from './output';

const project = { project: { type: 'string' } } as const;

export const memberNoun: Noun = {
  summary: "a project's team: give a role by email, list members and invites",
  notes:
    '--project may be left out when the store holds one project. The email need not have an account yet:\nthe role applies when one is created with it, or a Firebase user with that verified email signs in.',
  verbs: {
    add: {
      usage: 'add [--project <id>] --email <email> --role owner|editor|viewer',
      options: { ...project, email: { type: 'string' }, role: { type: 'string' } },
      async run(ctx, values) {
        const email = stringFlag(values, 'email');
        if (email === undefined) throw invalid('email', 'email is required');
        const input = parseInput(operatorMemberSchema, { email, role: stringFlag(values, 'role') ?? '' });
        const target = await ctx.project(stringFlag(values, 'project'));
        const member = await addMember(ctx.deps(), target, input);
        const text = member.pending
          ? `${member.email} will be ${member.role} of ${target.id} once an account with this email signs in.`
          : `${member.email} (${member.uid}) is now ${member.role} of ${target.id}.`;
        return { data: { projectId: target.id, ...member }, text };
      },
    },
    list: {
      usage: 'list [--project <id>]',
      options: project,
      async run(ctx, values) {
        const target = await ctx.project(stringFlag(values, 'project'));
        const list = await listMembers(ctx.deps(), target);
        const rows = [
          ...list.members.map((m) => [m.email ?? '', m.uid, m.role, 'member']),
          ...list.invites.map((i) => [i.email, '', i.role, `invited ${i.invitedAt}`]),
        ];
        return { data: list, text: rows.length ? table(['EMAIL', 'UID', 'ROLE', 'STATUS'], rows) : `No members of ${target.id} yet.` };
      },
    },
  },
};
