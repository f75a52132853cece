// Members by email (POST /api/projects/:id/members, `ferry member add|list`): the role goes to
// the account that has the email, or waits as an invite until one has it
// (services/accounts/invites.ts). It changes a project's team, so it lives with projects/ and
// uses accounts/; accounts/ never imports projects/ (docs/architecture.md, "Feature folders").

import { ACCOUNT_UID } from '../../domain/accounts/types';
import { forbidden, notFound } from '../../domain/errors';
import type { ProjectRecord, Role } from '../../domain/projects/types';
import { OWNER_ROLE_FIXED } from '../../domain/projects/types';
import { grantRole } from '../accounts/invites';
import type { ServiceDeps } from '../deps';
import { setMemberRole } from './projects';

export interface MemberAdded {
  uid: string | null;
  email: string | null;
  role: Role;
  /** Stored as an invite: no account has the email yet. */
  pending: boolean;
}

/**
 * `role: 'owner'` is the operator's (the CLI): it hands the project over, the previous owner
 * staying on as an editor. The API's schema offers editor and viewer only.
 */
export async function addMember(deps: ServiceDeps, project: ProjectRecord, input: { email?: string; uid?: string; role: Role }): Promise<MemberAdded> {
  const account = input.email === undefined ? null : await deps.store.accounts.getByEmail(input.email);
  const uid = input.uid ?? account?.uid;
  const email = input.email ?? (input.uid && ACCOUNT_UID.test(input.uid) ? ((await deps.store.accounts.get(input.uid))?.email ?? null) : null);
  if (uid === undefined) {
    await deps.store.memberInvites.put({ projectId: project.id, email: input.email!, role: input.role, invitedAt: deps.now().toISOString() });
    return { uid: null, email: input.email!, role: input.role, pending: true };
  }
  if (uid === project.ownerUid && input.role === 'owner') return { uid, email, role: 'owner', pending: false };
  // A well-formed request that nobody may make through the API: 403, not a 400 of the body.
  if (uid === project.ownerUid) throw forbidden(OWNER_ROLE_FIXED);
  if (input.role === 'owner') await grantRole(deps, project.id, uid, 'owner');
  else await setMemberRole(deps, project, uid, input.role);
  return { uid, email, role: input.role, pending: false };
}

export interface MemberList {
  members: { uid: string; email: string | null; role: Role }[];
  invites: { email: string; role: Role; invitedAt: string }[];
}

/** The owner first, then members by uid, each with its account's email; then the invites waiting. */
export async function listMembers(deps: ServiceDeps, project: ProjectRecord): Promise<MemberList> {
  const roles: [string, Role][] = [
    ...(project.ownerUid ? [[project.ownerUid, 'owner'] as [string, Role]] : []),
    ...Object.entries(project.members).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ];
  // Only Ferry's own accounts have an email here: a Firebase uid is not looked up.
  const members = await Promise.all(
    roles.map(async ([uid, role]) => ({ uid, email: ACCOUNT_UID.test(uid) ? ((await deps.store.accounts.get(uid))?.email ?? null) : null, role })),
  );
  const invites = (await deps.store.memberInvites.listForProject(project.id)).map(({ email, role, invitedAt }) => ({ email, role, invitedAt }));
  return { members, invites };
}

export async function removeInvite(deps: ServiceDeps, project: ProjectRecord, email: string): Promise<void> {
  if (!(await deps.store.memberInvites.delete(project.id, email))) throw notFound('Invite not found');
}
