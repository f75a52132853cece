// Project analytics and influencer statistics, read from the counters the stores keep at write
// time (store/ports.ts AnalyticsRepo): never a scan of clicks.

import { parseDayRange, utcDay } from '../../domain/analytics/date-range';
import { projectAnalytics } from '../../domain/analytics/report';
import type { InfluencerStats, ProjectAnalytics } from '../../domain/analytics/types';
import type { ProjectRecord } from '../../domain/projects/types';
import type { ServiceDeps } from '../deps';

export async function analyticsFor(deps: ServiceDeps, project: ProjectRecord, query: { from?: string; to?: string }): Promise<ProjectAnalytics> {
  const range = parseDayRange(query, utcDay(deps.now()));
  return projectAnalytics(project.id, range, await deps.store.analytics.rollup(project.id, range.from, range.to));
}

/** All time, most clicks first (ties by id). */
export async function influencerStats(deps: ServiceDeps, project: ProjectRecord): Promise<InfluencerStats[]> {
  const influencers = await deps.store.analytics.influencers(project.id);
  const stats = await Promise.all(
    influencers.map(async ({ influencerId, uniqueUsers }) => {
      const [clicks, installs] = await Promise.all([
        deps.store.clicks.influencerClicks(project.id, influencerId),
        deps.store.matches.installCount(project.id, 'influencer', influencerId),
      ]);
      return { influencerId, clicks, installs, uniqueUsers };
    }),
  );
  return stats.sort((a, b) => b.clicks - a.clicks || (a.influencerId < b.influencerId ? -1 : 1));
}
