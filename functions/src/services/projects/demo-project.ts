// First start of a self-hosted server: an empty store gets project `demo` (studio plan) and
// its two keys, printed once by the caller. Later starts find the store non-empty and do nothing.
// Several processes starting together on one empty PostgreSQL database race for it: one creates
// it, the others meet the taken subdomain and go on without printing keys.

import { AppError } from '../../domain/errors';
import { shortUrl } from '../../domain/links/short-url';
import type { ServiceDeps } from '../deps';
import { createKey } from './keys';
import { createProject } from './projects';

export async function seedDemoProject(deps: ServiceDeps) {
  if (!(await deps.store.projects.isEmpty())) return null;
  let project;
  try {
    project = await createProject(deps, { id: 'demo', name: 'Demo', subdomain: 'demo', plan: 'studio', ownerUid: null });
  } catch (error) {
    if (error instanceof AppError && error.code === 'ALREADY_EXISTS') return null;
    throw error;
  }
  const secret = await createKey(deps, project.id, 'secret', 'demo secret key');
  const publishable = await createKey(deps, project.id, 'publishable', 'demo publishable key');
  return {
    projectId: project.id,
    host: shortUrl(project, '', deps.hosts).replace(/\/$/, ''),
    secretKey: secret.key,
    publishableKey: publishable.key,
  };
}
