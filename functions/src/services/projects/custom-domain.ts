// Custom domains: set (pending), verify by DNS (active), remove. Only indie and studio plans.
// Once active, projectHost() puts the domain in new links' shortUrl and the link host serves
// the project there (getByCustomDomain finds active domains only). On Firebase the domain is
// also added to the Hosting site, and is active only once Hosting serves it with a certificate.

import { conflict, invalid, notFound, planLimit } from '../../domain/errors';
import { PLAN_LIMITS } from '../../domain/plans/plans';
import { cnamePointsAtFerry, cnameTarget, isUnderShortDomain } from '../../domain/projects/custom-domain';
import type { CustomDomain, ProjectRecord } from '../../domain/projects/types';
import { StoreConflictError } from '../../store/ports';
import type { ServiceDeps } from '../deps';
import { hostingNotReady } from '../hosting-domains/hosting-gate';
import { ensureRoomFor, followNames } from '../hosting-domains/hosting-names';
import { forgetProjectHosts } from '../project-hosts/project-for-host';

/** The checks a new hostname passes before it is saved as pending (also used by PATCH). */
export function pendingDomain(deps: ServiceDeps, project: ProjectRecord, hostname: string, field: string): CustomDomain {
  if (!PLAN_LIMITS[project.plan].customDomain) throw planLimit('Custom domains need the indie or studio plan');
  if (isUnderShortDomain(hostname, deps.hosts)) {
    throw invalid(field, `${field} must be your own domain, not one under the Ferry short domain`);
  }
  return { hostname, status: 'pending' };
}

/** Sets, replaces (pending again) or, with null, removes the project's custom domain. */
export async function setCustomDomain(deps: ServiceDeps, project: ProjectRecord, hostname: string | null): Promise<ProjectRecord> {
  if (hostname !== null && hostname === project.customDomain?.hostname) return project;
  const next = hostname === null ? null : pendingDomain(deps, project, hostname, 'hostname');
  if (next) await ensureRoomFor(deps, [next.hostname]);
  return saveDomain(deps, project, next);
}

export type VerifyOutcome = { verified: true; project: ProjectRecord } | { verified: false; project: ProjectRecord; reason: string };

/**
 * Looks the CNAME up; pointing at Ferry makes the domain active (on Firebase, once Hosting also
 * serves it: `refreshHosting` reads Hosting first). Failing DNS leaves it pending.
 */
export async function verifyCustomDomain(deps: ServiceDeps, project: ProjectRecord, options = { refreshHosting: true }): Promise<VerifyOutcome> {
  const domain = project.customDomain;
  if (!domain) throw notFound('This project has no custom domain; set one with PUT /api/projects/:projectId/domain');
  if (!PLAN_LIMITS[project.plan].customDomain) throw planLimit('Custom domains need the indie or studio plan');
  if (domain.status === 'active') return { verified: true, project };
  const expected = cnameTarget(project, deps.hosts);
  let records: string[];
  try {
    records = await deps.resolveCname(domain.hostname);
  } catch {
    return { verified: false, project, reason: `DNS lookup for ${domain.hostname} failed or timed out; try again in a few minutes` };
  }
  if (!cnamePointsAtFerry(records, project, deps.hosts)) {
    const found = records.length ? `points at ${records.join(', ')}` : 'has no CNAME record';
    return { verified: false, project, reason: `${domain.hostname} ${found}; add a CNAME record to ${expected}` };
  }
  const notServed = await hostingNotReady(deps, project, domain.hostname, options.refreshHosting);
  if (notServed) return { verified: false, project, reason: notServed };
  // The lookup can take seconds: activate only if the domain was not changed meanwhile.
  const current = await deps.store.projects.get(project.id);
  if (current?.customDomain?.hostname !== domain.hostname) throw conflict('The custom domain changed during verification; verify again');
  if (current.customDomain.status === 'active') return { verified: true, project: current };
  const active = await saveDomain(deps, current, { hostname: domain.hostname, status: 'active' });
  return { verified: true, project: active };
}

async function saveDomain(deps: ServiceDeps, project: ProjectRecord, next: CustomDomain | null): Promise<ProjectRecord> {
  let updated: ProjectRecord | null;
  try {
    updated = await deps.store.projects.update(project.id, { customDomain: next }, deps.now().toISOString());
  } catch (error) {
    if (error instanceof StoreConflictError) throw conflict('Custom domain already used by another project');
    throw error;
  }
  if (!updated) throw notFound('Project not found');
  forgetProjectHosts(deps, project.id, [project.customDomain?.hostname, next?.hostname]);
  await followNames(deps, project.id, 'custom', project.customDomain?.hostname, next?.hostname);
  return updated;
}
