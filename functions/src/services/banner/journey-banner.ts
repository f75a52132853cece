// The web banner's data for one project, found by id with no credential (the route is public):
// only public settings go out, and a failing App Store icon lookup just leaves the icon out.

import { type BannerSettings, bannerSettings } from '../../domain/banner/journey-banner';
import { notFound } from '../../domain/errors';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';

/** Project ids are `prj_…` or a chosen word; anything else (or a reserved `__x__` Firestore id) is unknown. */
const PROJECT_ID = /^(?!__)[A-Za-z0-9_-]{1,128}$/;

async function iconOf(deps: ServiceDeps, project: ProjectRecord): Promise<string | null> {
  if (project.settings.iconUrl) return project.settings.iconUrl;
  const bundleId = project.settings.ios?.bundleId;
  if (!bundleId) return null;
  try {
    return await deps.appStoreIcon(bundleId);
  } catch {
    return null;
  }
}

/** null when the project has no app configured; 404 when there is no such project. */
export async function journeyBanner(deps: ServiceDeps, projectId: string): Promise<BannerSettings | null> {
  const project = PROJECT_ID.test(projectId) ? await deps.store.projects.get(projectId) : null;
  if (!project) throw notFound('Project not found');
  return bannerSettings(project, await iconOf(deps, project));
}
