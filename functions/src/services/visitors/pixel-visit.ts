// The conversion pixel's visit: the project's visitor counted by its hash (as the redirect
// counts an influencer's clickers), nothing for an unknown project.
import type { ServiceDeps } from '../deps';
import { visitorHash } from './visitor-hash';

export async function recordPixelVisit(deps: ServiceDeps, projectId: string, ip: string | null, userAgent: string): Promise<void> {
  const project = await deps.store.projects.get(projectId);
  if (!project) return;
  await deps.store.pixel.recordVisit(project.id, visitorHash(deps.ipHashPepper, ip, userAgent), deps.now().toISOString());
}
