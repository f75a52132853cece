// The last 20 clicks of a link, newest first, as GET /api/links/:slug/history answers them.

import { HISTORY_SIZE } from '../../domain/clicks/types';
import { notFound } from '../../domain/errors';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';

export async function clickHistory(deps: ServiceDeps, project: ProjectRecord, slug: string) {
  const link = await deps.store.links.get(project.id, slug);
  if (!link) throw notFound('Link not found');
  const clicks = await deps.store.clicks.history(project.id, slug, HISTORY_SIZE);
  // Clicks are kept by slug: those from before this link existed belong to an earlier,
  // deleted link of the same slug, not to this one.
  return clicks
    .filter((click) => click.clickedAt >= link.createdAt)
    .map((click) => ({
      clickedAt: click.clickedAt,
      country: click.country,
      redirectChain: click.redirectChain,
      platform: click.platform,
      referrerHost: click.referrerHost,
      userAgentFamily: click.uaFamily,
    }));
}
