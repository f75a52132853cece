// The last 20 clicks of a link, newest first, in the spec's click-history shape.

import { notFound } from '../domain/errors';
import type { ProjectRecord } from '../domain/projects/types';
import type { ServiceDeps } from './deps';

export const HISTORY_SIZE = 20;

export async function clickHistory(deps: ServiceDeps, project: ProjectRecord, slug: string) {
  if (!(await deps.store.links.get(project.id, slug))) throw notFound('Link not found');
  const clicks = await deps.store.clicks.history(project.id, slug, HISTORY_SIZE);
  return clicks.map((click) => ({
    clickedAt: click.clickedAt,
    country: click.country,
    redirectChain: click.redirectChain,
    platform: click.platform,
    referrerHost: click.referrerHost,
    userAgentFamily: click.uaFamily,
  }));
}
