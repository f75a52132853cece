// `ferry export` from Firestore: a project as the store-neutral records of
// domain/transfer/records.ts, the way back from Firebase to one machine (or a backup). The
// project's click log is folded first, so every counter is as of now. Sharded counters are
// summed; the daily report documents become rollup rows (report-rows.ts). Large collections
// (clicks, referrals, visitors) are streamed or read a page at a time, never whole.
//
// Cost: one read per document exported, plus per link one sum over its install shards (links
// are read 100 at a time, their sums asked together), per campaign and influencer two sums.

import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { ApiKeyRecord } from '../../../domain/projects/types';
import type { TransferRecord } from '../../../domain/transfer/records';
import type { Store } from '../../ports';
import { fromMatchDoc } from '../clicks/click-doc';
import { paths } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { reportPaths } from '../database/report-paths';
import { readReports } from './read-reports';

type Repos = Pick<Store, 'projects' | 'keys' | 'links' | 'usage' | 'clicks' | 'matches' | 'campaigns' | 'webhooks'>;
type Record_<T extends TransferRecord['type']> = Extract<TransferRecord, { type: T }>;

const LINK_PAGE = 100;
const CLICK_BATCH = 500;

export function firestoreExporter(db: Firestore, repos: Repos, fold: (projectId: string) => Promise<unknown>) {
  const stream = (query: ReturnType<typeof buildQuery>) => query.stream() as AsyncIterable<{ id: string; data(): DocumentData }>;
  const installs = async (projectId: string, scope: 'link' | 'influencer' | 'campaign', id: string): Promise<Record_<'installs'>[]> => {
    const n = await repos.matches.installCount(projectId, scope, id);
    return n > 0 ? [{ type: 'installs', projectId, scope, id, installs: n }] : [];
  };

  return async function* exportProject(projectId: string): AsyncGenerator<TransferRecord> {
    const project = await repos.projects.get(projectId);
    if (!project) return;
    await fold(projectId);
    yield { type: 'project', project: project as unknown as Record_<'project'>['project'] };
    for (const key of await repos.keys.list(projectId)) yield { type: 'key', key: keyOf(key) };

    const influencers = new Set<string>();
    for (let cursor: string | undefined; ; ) {
      const page = await repos.links.list(projectId, { limit: LINK_PAGE, ...(cursor ? { cursor } : {}) });
      const slugs = page.items.map((link) => link.slug);
      const [clicks, linkInstalls] = await Promise.all([
        repos.links.clickCounts(projectId, slugs),
        Promise.all(slugs.map((slug) => installs(projectId, 'link', slug))),
      ]);
      for (const link of page.items) {
        if (link.influencerId) influencers.add(link.influencerId);
        yield { type: 'link', link: link as unknown as Record_<'link'>['link'], clicks: clicks.get(link.slug) ?? 0 };
      }
      yield* linkInstalls.flat();
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }

    for (const campaign of await repos.campaigns.list(projectId)) {
      yield {
        type: 'campaign',
        campaign: campaign as unknown as Record_<'campaign'>['campaign'],
        clicks: await repos.clicks.campaignClicks(projectId, campaign.id),
      };
      yield* await installs(projectId, 'campaign', campaign.id);
    }

    const reports = await readReports(db, projectId, project.createdAt);
    for (const month of reports.months) {
      const usage = await repos.usage.get(projectId, month);
      if (usage.links > 0 || usage.clicks > 0) yield { type: 'usage', projectId, month, ...usage };
    }
    yield* reports.records;

    for await (const doc of stream(buildQuery(reportPaths.influencerIndex(db, projectId)))) influencers.add(String(doc.data().influencerId));
    for (const influencerId of [...influencers].sort()) {
      const visitors: string[] = [];
      for await (const doc of stream(buildQuery(reportPaths.influencerVisitors(db, projectId, influencerId)))) visitors.push(doc.id);
      const clicks = await repos.clicks.influencerClicks(projectId, influencerId);
      if (clicks > 0 || visitors.length > 0) yield { type: 'influencer', projectId, influencerId, clicks, visitors: visitors.sort() };
      yield* await installs(projectId, 'influencer', influencerId);
    }

    for await (const doc of stream(buildQuery(project_(db, projectId).collection('referrals')))) {
      yield { type: 'referral', referral: doc.data() as Record_<'referral'>['referral'] };
    }
    // Newest first, as the scan reads them (SQLite writes oldest first; every read orders by time).
    for await (const batch of repos.clicks.scan(projectId, { from: '0000', to: '9999' }, CLICK_BATCH)) {
      for (const click of batch) yield { type: 'click', click: click as unknown as Record_<'click'>['click'] };
    }
    for await (const doc of stream(buildQuery(paths.pendingMatches(db), { where: [['projectId', '==', projectId]] }))) {
      yield { type: 'match', match: fromMatchDoc(doc.data()) as unknown as Record_<'match'>['match'] };
    }
    for await (const doc of stream(buildQuery(project_(db, projectId).collection('pixelVisitors')))) {
      // A visit is one blind write here, so the first visit's time is not kept: the last stands in.
      const { firstSeen, lastSeen, visits } = doc.data() as { firstSeen?: string; lastSeen: string; visits: number };
      yield { type: 'pixelVisitor', projectId, visitorHash: doc.id, firstSeen: firstSeen ?? lastSeen, lastSeen, visits };
    }
    for (const webhook of await repos.webhooks.list(projectId)) yield { type: 'webhook', webhook: webhook as unknown as Record_<'webhook'>['webhook'] };
  };
}

const project_ = (db: Firestore, projectId: string) => paths.projects(db).doc(projectId);

/** Exactly the fields the format carries: a key's hash, never more of its document. */
function keyOf(key: ApiKeyRecord): Record_<'key'>['key'] {
  const { id, projectId, type, hash, prefix, name, createdAt } = key;
  return { id, projectId, type, hash, prefix, name, createdAt };
}
