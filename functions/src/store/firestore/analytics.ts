// Report reads over the counters click-rollup.ts keeps.
//
// Cost of each call:
// - rollup: one range query on `day` (single-field index), one read per (day, shard) written:
//   at most DAILY_SHARDS a day, so 30 times that for the default 30 days.
// - influencers: one query over the influencer index (at most INFLUENCER_INDEX_SHARDS reads per
//   influencer) and one count aggregation per influencer over its visitor documents.

import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { add } from '../../domain/analytics/report';
import { type ClickRollup, emptyRollup } from '../../domain/analytics/types';
import type { AnalyticsRepo } from '../ports';
import { buildCount, buildQuery } from './database/query-registry';
import { decodeKey, reportPaths } from './database/report-paths';

type Counts = Record<string, number>;

interface DailyCounts {
  clicks?: number;
  installs?: number;
  country?: Counts;
  platform?: Counts;
  host?: Counts;
  link?: Counts;
  linkInstalls?: Counts;
}

export function firestoreAnalytics(db: Firestore): AnalyticsRepo {
  return {
    async rollup(projectId, from, to) {
      const snap = await buildQuery(reportPaths.dailyStats(db, projectId), {
        where: [
          ['day', '>=', from],
          ['day', '<=', to],
        ],
      }).get();
      const rollup = emptyRollup();
      for (const doc of snap.docs) addDay(rollup, doc.data());
      return rollup;
    },
    async influencers(projectId) {
      const snap = await buildQuery(reportPaths.influencerIndex(db, projectId)).get();
      const ids = [...new Set(snap.docs.map((d) => String(d.get('influencerId'))))].sort();
      return Promise.all(
        ids.map(async (influencerId) => {
          const visitors = await buildCount(reportPaths.influencerVisitors(db, projectId, influencerId)).get();
          return { influencerId, uniqueUsers: visitors.data().count };
        }),
      );
    },
  };
}

function addDay(rollup: ClickRollup, data: DocumentData): void {
  const day = String(data.day);
  const counts = (data.counts ?? {}) as DailyCounts;
  const total = (rollup.days[day] ??= { clicks: 0, installs: 0 });
  total.clicks += counts.clicks ?? 0;
  total.installs += counts.installs ?? 0;
  addAll(rollup.countries, counts.country);
  addAll(rollup.platforms, counts.platform);
  addAll(rollup.referrerHosts, counts.host);
  for (const [key, n] of Object.entries(counts.link ?? {})) (rollup.links[decodeKey(key)] ??= { clicks: 0, installs: 0 }).clicks += n;
  for (const [key, n] of Object.entries(counts.linkInstalls ?? {})) (rollup.links[decodeKey(key)] ??= { clicks: 0, installs: 0 }).installs += n;
}

function addAll(into: Counts, encoded: Counts | undefined): void {
  for (const [key, n] of Object.entries(encoded ?? {})) add(into, decodeKey(key), n);
}
