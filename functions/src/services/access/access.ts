// Which project a request acts on, and whether the caller may: every authenticated route
// goes through here, so project isolation lives in one place.

import { forbidden, invalid, notFound, unauthenticated } from '../../domain/errors';
import type { MemberRole, ProjectRecord, Role } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';
import type { Principal } from './authenticate';

/** read: any member; write: owner, editor or secret key; owner: the owner's ID token only. */
export type Need = 'read' | 'write' | 'owner';

export async function projectFor(deps: ServiceDeps, principal: Principal, requestedId: string | undefined, need: Need): Promise<ProjectRecord> {
  if (principal.kind === 'key') {
    if (principal.keyType === 'publishable') throw forbidden('Publishable keys can only call the referral endpoints');
    if (requestedId && requestedId !== principal.projectId) throw forbidden('This API key belongs to another project');
    if (need === 'owner') throw forbidden(ownerSignIn(deps, principal.projectId));
    const project = await deps.store.projects.get(principal.projectId);
    if (!project) throw unauthenticated('Invalid API key');
    return project;
  }
  if (!requestedId) throw invalid('projectId', 'projectId is required');
  const project = await deps.store.projects.get(requestedId);
  if (!project) throw notFound('Project not found');
  const role = roleOf(project, principal.uid);
  if (!role) throw forbidden('You are not a member of this project');
  if (need === 'write' && role === 'viewer') throw forbidden('Viewers cannot change this project');
  if (need === 'owner' && role !== 'owner') throw forbidden('Only the project owner can do this');
  return project;
}

/**
 * The refusal of an owner-only action to an API key, in the words of the runtime the caller
 * faces: self-hosted, the owner signs in with a Ferry account (or hands the project to one,
 * since projects made by the CLI, `demo` among them, have no owner); on Firebase, with a
 * Firebase ID token.
 */
export function ownerSignIn(deps: ServiceDeps, projectId: string): string {
  if (!deps.accounts) return 'Only the project owner can do this, signed in with a Firebase ID token; an API key cannot';
  return (
    "Only the project owner can do this, signed in to the console with the owner's account; an API key cannot. " +
    `A project without an owner gets one with \`ferry member add --project ${projectId} --email <email> --role owner\`, run on the server`
  );
}

export function roleOf(project: ProjectRecord, uid: string): Role | null {
  if (project.ownerUid === uid) return 'owner';
  return memberRole(project, uid);
}

/**
 * The member's own entry only: a uid such as `constructor` or `toString` must not find what
 * every object inherits (a function, which would pass as a role).
 */
export function memberRole(project: ProjectRecord, uid: string): MemberRole | null {
  if (!Object.hasOwn(project.members, uid)) return null;
  const role = project.members[uid];
  return role === 'editor' || role === 'viewer' ? role : null;
}
