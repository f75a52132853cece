// The scheduled job's work (jobs/schedule.ts, pollHostingNames): names due a look, a bounded
// batch a run. A name is asked for again, re-read, or removed; one whose project no longer
// wants it is released; a custom domain Hosting now serves is verified and made active. It
// reads projects and verifies their domains, so it lives in projects/, above hosting-domains/
// (the calls to Hosting), which never imports projects/.

import { type HostingRecord, isHostingActive } from '../../domain/hosting-domains/hosting-record';
import { cnameTarget } from '../../domain/projects/custom-domain';
import type { ServiceDeps } from '../deps';
import { checkOnHosting, releaseName, removeFromHosting } from '../hosting-domains/hosting-names';
import { verifyCustomDomain } from './custom-domain';

/** Names a run looks at: each is one or two Hosting calls, well inside the job's 300 s. */
export const POLL_BATCH = 25;

async function checkName(deps: ServiceDeps, record: HostingRecord): Promise<'active' | 'waiting' | 'removed'> {
  if (record.want === 'absent') {
    await removeFromHosting(deps, record);
    return 'removed';
  }
  const project = await deps.store.projects.get(record.projectId);
  const wanted = project && (record.kind === 'host' ? cnameTarget(project, deps.hosts) : project.customDomain?.hostname);
  if (!project || wanted !== record.domainName) {
    await releaseName(deps, record.domainName);
    return 'removed';
  }
  const next = await checkOnHosting(deps, record);
  if (!isHostingActive(next)) return 'waiting';
  // The CNAME check is the other half of "active" (custom-domain.ts).
  if (record.kind === 'custom' && project.customDomain?.status === 'pending') await verifyCustomDomain(deps, project, { refreshHosting: false });
  return 'active';
}

/** One run: how many names were looked at and how they stand; null when the automation is off. */
export async function pollHostingNames(deps: ServiceDeps, limit = POLL_BATCH) {
  if (!deps.hosting) return null;
  const due = await deps.store.hostingDomains.listDue(deps.now().toISOString(), limit);
  const tally = { active: 0, waiting: 0, removed: 0, failed: 0 };
  for (const record of due) {
    try {
      tally[await checkName(deps, record)]++;
    } catch (error) {
      // The store failed mid-way: the record is still due, the next run takes it again.
      tally.failed++;
      deps.log.warn('Firebase Hosting name not checked', { domainName: record.domainName, error: (error as Error).message });
    }
  }
  return { checked: due.length, ...tally };
}
