// The names check 6 asks about: the API host, each project's host and each custom domain, with
// the answer the TLS endpoint should give. Read a page of projects at a time, up to a cap, so a
// large store does not turn a health check into a long scan.

import type { Config } from '../../config';
import { bareHostName } from '../../domain/hosts/tls-name';
import { servesCustomDomain } from '../../domain/links/short-url';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';
import { listAllProjects } from '../projects/projects';

export const MAX_PROJECTS = 1_000;
const PAGE = 100;

/** Why a name is expected to be refused: a pending domain, or an active one the plan no longer has. */
export type Expected = { allowed: true } | { allowed: false; because: 'pending' | 'plan' };

export interface TlsName {
  name: string;
  expected: Expected;
}

export const apiHostName = (config: Config): string => new URL(config.baseUrl).hostname;

/** The names of one project: its host, and its custom domain in any status. */
export function projectNames(project: ProjectRecord, shortDomain: string): TlsName[] {
  const names: TlsName[] = [{ name: `${project.subdomain}.${bareHostName(shortDomain)}`, expected: { allowed: true } }];
  const domain = project.customDomain;
  if (domain) {
    const expected: Expected = servesCustomDomain(project) ? { allowed: true } : { allowed: false, because: domain.status === 'pending' ? 'pending' : 'plan' };
    names.push({ name: domain.hostname, expected });
  }
  return names;
}

/** Every project's names, up to MAX_PROJECTS; `truncated` when more projects were left out. */
export async function storeNames(deps: ServiceDeps): Promise<{ names: TlsName[]; truncated: boolean }> {
  const projects: ProjectRecord[] = [];
  while (projects.length < MAX_PROJECTS) {
    const limit = Math.min(PAGE, MAX_PROJECTS - projects.length);
    const page = await listAllProjects(deps, { limit, after: projects[projects.length - 1]?.id });
    projects.push(...page);
    if (page.length < limit) break;
  }
  const last = projects[projects.length - 1]?.id;
  const truncated = projects.length >= MAX_PROJECTS && (await listAllProjects(deps, { limit: 1, after: last })).length > 0;
  return { names: projects.flatMap((p) => projectNames(p, deps.hosts.shortDomain)), truncated };
}
