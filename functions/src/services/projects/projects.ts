// Project use cases: create (owner = caller), list, read, settings patch, member roles.

import { customAlphabet } from 'nanoid';
import { conflict, forbidden, notFound, planLimit } from '../../domain/errors';
import { PLAN_LIMITS, projectAllowance } from '../../domain/plans/plans';
import { cnameTarget } from '../../domain/projects/custom-domain';
import { mergeSettings, toProjectView } from '../../domain/projects/project-view';
import type { UpdateProjectInput } from '../../domain/projects/schema';
import type { MemberRole, Plan, ProjectRecord } from '../../domain/projects/types';
import { OWNER_ROLE_FIXED } from '../../domain/projects/types';
import { StoreConflictError } from '../../store/ports';
import { memberRole } from '../access/access';
import type { Principal } from '../access/authenticate';
import type { ServiceDeps } from '../deps';
import { ensureRoomFor, followNames } from '../hosting-domains/hosting-names';
import { forgetProjectHosts } from '../project-hosts/project-for-host';
import { pendingDomain } from './custom-domain';

const projectId = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 16);

export async function createProject(
  deps: ServiceDeps,
  input: { name: string; subdomain: string; plan?: Plan; ownerUid: string | null; id?: string },
): Promise<ProjectRecord> {
  const allowance = input.ownerUid ? await ownerAllowance(deps, input.ownerUid) : Infinity;
  const now = deps.now().toISOString();
  const project: ProjectRecord = {
    id: input.id ?? `prj_${projectId()}`,
    name: input.name,
    subdomain: input.subdomain,
    plan: input.plan ?? 'free',
    ownerUid: input.ownerUid,
    members: {},
    settings: { appName: input.name, deepview: { enabled: true } },
    customDomain: null,
    createdAt: now,
    updatedAt: now,
  };
  // On Firebase the project's host is a custom domain of the Hosting site: refused when it is full.
  const host = cnameTarget(project, deps.hosts);
  await ensureRoomFor(deps, [host]);
  let outcome: 'created' | 'owner-limit';
  try {
    // The store counts and inserts atomically, so racing creates never pass the allowance.
    outcome = await deps.store.projects.create(project, Number.isFinite(allowance) ? { maxOwned: allowance } : {});
  } catch (error) {
    if (error instanceof StoreConflictError) throw conflict('Subdomain already in use');
    throw error;
  }
  if (outcome === 'owner-limit') throw planLimit(`Your plan allows ${allowance} projects`);
  await followNames(deps, project.id, 'host', undefined, host);
  return project;
}

/** How many projects the owner may hold: set by the best plan among those they own, at least 3. */
async function ownerAllowance(deps: ServiceDeps, uid: string): Promise<number> {
  const owned = (await deps.store.projects.listForUser(uid)).filter((p) => p.ownerUid === uid);
  return projectAllowance(owned.map((p) => p.plan));
}

export async function listProjects(deps: ServiceDeps, principal: Principal) {
  if (principal.kind === 'user') return deps.store.projects.listForUser(principal.uid);
  if (principal.keyType === 'publishable') throw forbidden('Publishable keys can only call the referral endpoints');
  const project = await deps.store.projects.get(principal.projectId);
  return project ? [project] : [];
}

/** Every project, by id, a page at a time: the operator's view (CLI), which has no principal. */
export async function listAllProjects(deps: ServiceDeps, page: { limit: number; after?: string }) {
  return deps.store.projects.list(page);
}

/** A project named by its id or, for people typing it, its subdomain. */
export async function findProject(deps: ServiceDeps, idOrSubdomain: string): Promise<ProjectRecord | null> {
  return (await deps.store.projects.get(idOrSubdomain)) ?? deps.store.projects.getBySubdomain(idOrSubdomain.toLowerCase());
}

export async function updateProject(deps: ServiceDeps, project: ProjectRecord, input: UpdateProjectInput) {
  const { name, customDomain, matchWindowMinutes, clickRetentionDays, ...settings } = input;
  const limits = PLAN_LIMITS[project.plan];
  if (settings.catchAllUrl && !limits.customDomain) throw planLimit('Catch-all routing needs the indie or studio plan');
  if (settings.deepview?.removeBranding && !limits.removeBranding) throw planLimit('Removing the Ferry branding needs the studio plan');
  const now = deps.now().toISOString();
  const patch: Parameters<typeof deps.store.projects.update>[1] = { settings: mergeSettings(project.settings, settings) };
  if (name !== undefined) patch.name = name;
  if (matchWindowMinutes !== undefined) patch.matchWindowMinutes = matchWindowMinutes;
  if (clickRetentionDays !== undefined) patch.clickRetentionDays = clickRetentionDays;
  if (customDomain !== undefined && customDomain !== project.customDomain?.hostname) {
    // A new domain waits for DNS verification (POST .../domain/verify) before links use it.
    patch.customDomain = customDomain === null ? null : pendingDomain(deps, project, customDomain, 'customDomain');
    if (patch.customDomain) await ensureRoomFor(deps, [patch.customDomain.hostname]);
  }
  try {
    const updated = await deps.store.projects.update(project.id, patch, now);
    forgetProjectHosts(deps, project.id, [project.customDomain?.hostname, patch.customDomain?.hostname]);
    if (!updated) throw notFound('Project not found');
    if (patch.customDomain !== undefined) await followNames(deps, project.id, 'custom', project.customDomain?.hostname, patch.customDomain?.hostname);
    return updated;
  } catch (error) {
    if (error instanceof StoreConflictError) throw conflict('Custom domain already used by another project');
    throw error;
  }
}

export async function setMemberRole(deps: ServiceDeps, project: ProjectRecord, uid: string, role: MemberRole | null) {
  if (uid === project.ownerUid) throw forbidden(OWNER_ROLE_FIXED);
  if (role === null && !memberRole(project, uid)) throw notFound('Member not found');
  const updated = await deps.store.projects.setMember(project.id, uid, role, deps.now().toISOString());
  if (!updated) throw notFound('Project not found');
  return updated;
}

export const projectView = (deps: ServiceDeps, project: ProjectRecord) => toProjectView(project, deps.hosts);
