// Where a link lives: the project's active custom domain, else <subdomain>.<SHORT_DOMAIN>.

import type { ProjectRecord } from '../projects/types';

export interface HostConfig {
  shortDomain: string;
  publicScheme: string;
}

export function projectHost(project: Pick<ProjectRecord, 'subdomain' | 'customDomain'>, hosts: HostConfig): string {
  if (project.customDomain?.status === 'active') return project.customDomain.hostname;
  return `${project.subdomain}.${hosts.shortDomain}`;
}

export function shortUrl(project: Pick<ProjectRecord, 'subdomain' | 'customDomain'>, slug: string, hosts: HostConfig): string {
  return `${hosts.publicScheme}://${projectHost(project, hosts)}/${encodeURIComponent(slug)}`;
}
