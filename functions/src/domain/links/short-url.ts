// Where a link lives: the project's active custom domain, else <subdomain>.<SHORT_DOMAIN>.

import { PLAN_LIMITS } from '../plans/plans';
import type { Plan, ProjectRecord } from '../projects/types';

export interface HostConfig {
  shortDomain: string;
  publicScheme: string;
}

type HostedProject = Pick<ProjectRecord, 'subdomain' | 'customDomain'> & { plan?: Plan };

/** An active custom domain counts only while the plan has custom domains (a downgrade drops it). */
export function servesCustomDomain(project: HostedProject): boolean {
  return project.customDomain?.status === 'active' && (!project.plan || PLAN_LIMITS[project.plan].customDomain);
}

export function projectHost(project: HostedProject, hosts: HostConfig): string {
  if (servesCustomDomain(project)) return project.customDomain!.hostname;
  return `${project.subdomain}.${hosts.shortDomain}`;
}

export function shortUrl(project: HostedProject, slug: string, hosts: HostConfig): string {
  return `${hosts.publicScheme}://${projectHost(project, hosts)}/${encodeURIComponent(slug)}`;
}
