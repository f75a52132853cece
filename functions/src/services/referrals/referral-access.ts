// Who may track and qualify referrals, for which project and which new user. Unlike every other
// authenticated route, publishable keys may: apps and websites hold only those. An ID token
// is the signed-in new user tracking themself; the project's owner and editors may also name
// another newUserId, as a secret key does (docs/referrals.md, "Who may call what").

import { forbidden, invalid, notFound, unauthenticated } from '../../domain/errors';
import type { ProjectRecord } from '../../domain/projects/types';
import { roleOf } from '../access/access';
import type { Principal } from '../access/authenticate';
import type { ServiceDeps } from '../deps';

export interface ReferralCaller {
  principal: Principal;
  /** projectId named by the query string or the body. */
  requestedId: string | undefined;
  newUserId: string | undefined;
  /** The request's Origin header, checked against Allowed Domains for publishable keys. */
  origin: string | undefined;
}

export async function referralTarget(deps: ServiceDeps, caller: ReferralCaller): Promise<{ project: ProjectRecord; newUserId: string }> {
  const { principal, requestedId, newUserId } = caller;
  if (principal.kind === 'key') {
    if (requestedId && requestedId !== principal.projectId) throw forbidden('This API key belongs to another project');
    const project = await deps.store.projects.get(principal.projectId);
    if (!project) throw unauthenticated('Invalid API key');
    if (principal.keyType === 'publishable') checkOrigin(project, caller.origin);
    if (!newUserId) throw invalid('newUserId', 'newUserId is required when an API key is used');
    return { project, newUserId };
  }
  if (!requestedId) throw invalid('projectId', 'projectId is required');
  const project = await deps.store.projects.get(requestedId);
  if (!project) throw notFound('Project not found');
  if (newUserId && newUserId !== principal.uid) {
    const role = roleOf(project, principal.uid);
    if (role !== 'owner' && role !== 'editor')
      throw forbidden('With an ID token, newUserId must be the signed-in user unless you are the project owner or an editor');
  }
  return { project, newUserId: newUserId ?? principal.uid };
}

/** With Allowed Domains set, a browser's Origin must be one of them (exact host), else 403. */
function checkOrigin(project: ProjectRecord, origin: string | undefined): void {
  const allowed = project.settings.allowedDomains ?? [];
  if (origin === undefined || allowed.length === 0) return;
  let host: string | null = null;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    // "null" (sandboxed frames, file pages) and garbage are no allowed domain.
  }
  if (!host || !allowed.some((domain) => domain.toLowerCase() === host)) throw forbidden("This Origin is not one of the project's Allowed Domains");
}
