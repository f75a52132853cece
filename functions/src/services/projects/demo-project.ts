// First start of a self-hosted server: an empty store gets project `demo` (studio plan) and
// its two keys, printed once by the caller. Later starts find the store non-empty and do nothing.

import { shortUrl } from '../../domain/links/short-url';
import { createKey } from './keys';
import { createProject } from './projects';
import type { ServiceDeps } from '../deps';

export async function seedDemoProject(deps: ServiceDeps) {
  if (!(await deps.store.projects.isEmpty())) return null;
  const project = await createProject(deps, { id: 'demo', name: 'Demo', subdomain: 'demo', plan: 'studio', ownerUid: null });
  const secret = await createKey(deps, project.id, 'secret', 'demo secret key');
  const publishable = await createKey(deps, project.id, 'publishable', 'demo publishable key');
  return {
    projectId: project.id,
    host: shortUrl(project, '', deps.hosts).replace(/\/$/, ''),
    secretKey: secret.key,
    publishableKey: publishable.key,
  };
}
