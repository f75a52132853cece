// What Firebase Hosting adds to a custom domain's verification and to the domain answer: on
// Firebase a domain is active only when its CNAME points at Ferry and Hosting serves it with a
// certificate; the answer shows Hosting's records and progress, re-read on request.

import { type HostingNameKind, type HostingRecord, isHostingActive, recordProgress } from '../../domain/hosting-domains/hosting-record';
import type { HostingNamesFacts } from '../../domain/hosting-domains/hosting-view';
import { cnameTarget } from '../../domain/projects/custom-domain';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';
import { checkOnHosting, requestName } from './hosting-names';

/** The name's record, read from Hosting again (or asked for, when Ferry has none wanted). */
async function refreshed(deps: ServiceDeps, projectId: string, kind: HostingNameKind, name: string): Promise<HostingRecord> {
  const record = await deps.store.hostingDomains.get(name);
  if (record?.want === 'present' && record.projectId === projectId) return checkOnHosting(deps, record);
  return requestName(deps, projectId, kind, name);
}

/**
 * Null when Hosting serves the custom domain (or the automation is off); else why not, in words.
 * `refresh` reads Hosting first; the scheduled job, which just did, passes false.
 */
export async function hostingNotReady(deps: ServiceDeps, project: ProjectRecord, hostname: string, refresh: boolean): Promise<string | null> {
  if (!deps.hosting) return null;
  const record = refresh ? await refreshed(deps, project.id, 'custom', hostname) : await deps.store.hostingDomains.get(hostname);
  if (isHostingActive(record)) return null;
  const words = record ? recordProgress(record).words : 'not added to Firebase Hosting yet';
  return `${hostname} points at Ferry, but Firebase Hosting does not serve it with a certificate yet: ${words}`;
}

/** The project's names on Hosting as recorded, or re-read from Hosting first; null when the automation is off. */
export async function projectHostingNames(deps: ServiceDeps, project: ProjectRecord, refresh: boolean): Promise<HostingNamesFacts | null> {
  const hosting = deps.hosting;
  if (!hosting) return null;
  const read = async (kind: HostingNameKind, name: string) => ({
    name,
    record: refresh ? await refreshed(deps, project.id, kind, name) : await deps.store.hostingDomains.get(name),
  });
  const host = await read('host', cnameTarget(project, deps.hosts));
  const customDomain = project.customDomain ? await read('custom', project.customDomain.hostname) : null;
  const domainsUsed = await deps.store.hostingDomains.countOnSite(hosting.siteId);
  return { siteId: hosting.siteId, domainLimit: hosting.domainLimit, domainsUsed, host, customDomain };
}
