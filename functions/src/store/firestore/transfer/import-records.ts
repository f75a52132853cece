// `ferry import` into Firestore: each record set at a document id that depends only
// on the record, so importing a file again writes the same documents with the same values.
// Counters go to shard 0 of their sharded counter with the file's total, and the other shards
// are deleted (a project imported over itself, as a re-run or from its own export, must not
// count twice); report rows are composed into whole daily and referrer documents
// (report-docs.ts), replacing every shard of the same day. Raw clicks are written
// without the fold's `loggedAt`: they are already counted, so no fold ever reads them.

import { createHash } from 'node:crypto';
import type { CollectionReference, DocumentData, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { campaignNameKey } from '../../../domain/campaigns/types';
import { DEFAULT_CLICK_RETENTION_DAYS } from '../../../domain/clicks/retention';
import type { ClickEvent, StoredMatch } from '../../../domain/clicks/types';
import type { LinkRecord } from '../../../domain/links/types';
import type { ProjectRecord } from '../../../domain/projects/types';
import { projectIdOf } from '../../../domain/transfer/parse';
import type { TransferRecord } from '../../../domain/transfer/records';
import { toClickDoc, toPendingDoc } from '../clicks/click-doc';
import { DAILY_SHARDS, REFERRER_SHARDS } from '../clicks/click-rollup';
import { CAMPAIGN_CLICK_SHARDS, INFLUENCER_CLICK_SHARDS, PROJECT_CLICK_SHARDS } from '../clicks/click-writes';
import { CLICK_SHARDS, paths, withoutUndefined } from '../database/documents';
import { buildQuery } from '../database/query-registry';
import { idHash, reportPaths } from '../database/report-paths';
import { toLinkDoc } from '../links/link-doc';
import { INSTALL_SHARDS } from '../matches';
import { toProjectDoc } from '../projects/project-doc';
import { countOf, webhooksOf } from '../webhooks';
import { dailyDocs, referrerDocs } from './report-docs';

/** Under Firestore's 500 writes per batch. */
const BATCH = 450;

type Rollup = Extract<TransferRecord, { type: 'rollup' }>;
type ReferralDay = Extract<TransferRecord, { type: 'referralDay' }>;
type Write = [ref: DocumentReference, data: DocumentData | null];

/** Shard 0 holds the total; every other shard of the counter goes. */
const total = (shard: (i: number) => DocumentReference, shards: number, count: number): Write[] =>
  Array.from({ length: shards }, (_, i): Write => [shard(i), i === 0 ? { count } : null]);
/** `{prefix}_0` holds the document; the other shards of the same prefix go. */
const whole = (of: CollectionReference, prefix: string, shards: number, doc: DocumentData): Write[] =>
  Array.from({ length: shards }, (_, i): Write => [of.doc(`${prefix}_${i}`), i === 0 ? doc : null]);

export function firestoreImporter(db: Firestore) {
  const retention = new Map<string, number>();

  async function retentionOf(projectId: string): Promise<number> {
    if (!retention.has(projectId)) {
      const days: unknown = (await paths.projects(db).doc(projectId).get()).get('clickRetentionDays');
      retention.set(projectId, typeof days === 'number' ? days : DEFAULT_CLICK_RETENTION_DAYS);
    }
    return retention.get(projectId)!;
  }

  async function writesOf(r: TransferRecord): Promise<Write[]> {
    const project = paths.projects(db);
    switch (r.type) {
      case 'project': {
        const p = r.project as unknown as ProjectRecord;
        retention.set(p.id, p.clickRetentionDays ?? DEFAULT_CLICK_RETENTION_DAYS);
        const domain = p.customDomain?.hostname;
        return [
          [project.doc(p.id), toProjectDoc(p)],
          [paths.host(db, 'sub', p.subdomain), { projectId: p.id }],
          ...(domain ? [[paths.host(db, 'dom', domain), { projectId: p.id }] as Write] : []),
          // The owner's project count is seeded again from their projects at their next create.
          ...(p.ownerUid ? [[paths.projectOwner(db, p.ownerUid), null] as Write] : []),
        ];
      }
      case 'key':
        return [[paths.keys(db).doc(r.key.hash), withoutUndefined(r.key)]];
      case 'link': {
        const link = r.link as unknown as LinkRecord;
        const ref = paths.links(db, link.projectId).doc(link.slug);
        return [[ref, toLinkDoc(link)], ...total((i) => paths.shard(ref, i), CLICK_SHARDS, r.clicks)];
      }
      case 'campaign': {
        const { projectId, id, name } = r.campaign;
        const nameHash = createHash('sha256').update(campaignNameKey(name)).digest('hex');
        return [
          [paths.campaigns(db, projectId).doc(id), withoutUndefined({ ...r.campaign })],
          [paths.campaignName(db, projectId, nameHash), { campaignId: id }],
          ...total((i) => paths.campaignClickShards(db, projectId, id).doc(String(i)), CAMPAIGN_CLICK_SHARDS, r.clicks),
        ];
      }
      case 'usage': {
        // The doc holds the month's whole count: every shard the folds added to goes.
        const shards = paths.usageClickShards(db, r.projectId, r.month);
        const gone = Array.from({ length: PROJECT_CLICK_SHARDS }, (_, i): Write => [shards.doc(String(i)), null]);
        return [[paths.usage(db, r.projectId, r.month), { links: r.links, clicks: r.clicks }], ...gone];
      }
      case 'installs':
        return total((i) => paths.installShards(db, r.projectId, r.scope, r.id).doc(String(i)), INSTALL_SHARDS, r.installs);
      case 'influencer':
        return [
          ...total((i) => paths.influencerClickShards(db, r.projectId, r.influencerId).doc(String(i)), INFLUENCER_CLICK_SHARDS, r.clicks),
          ...(r.clicks > 0
            ? [[reportPaths.influencerIndex(db, r.projectId).doc(`${idHash(r.influencerId)}_0`), { influencerId: r.influencerId }] as Write]
            : []),
          ...r.visitors.map((hash): Write => [reportPaths.influencerVisitors(db, r.projectId, r.influencerId).doc(hash), { seen: true }]),
        ];
      case 'referral':
        return [[reportPaths.referral(db, r.referral.projectId, r.referral.newUserId), withoutUndefined({ ...r.referral })]];
      case 'click': {
        const click = r.click as unknown as ClickEvent;
        return [[paths.clicks(db, click.projectId).doc(click.id), toClickDoc(click, await retentionOf(click.projectId))]];
      }
      case 'match': {
        const { consumedAt, consumedBy, signals, ...pending } = r.match as unknown as StoredMatch;
        const state = {
          ...(consumedAt ? { consumedAt } : {}),
          ...(consumedBy ? { consumedBy } : {}),
          ...(signals ? { signals: withoutUndefined(signals) } : {}),
        };
        return [[paths.pendingMatch(db, pending.clickId), { ...toPendingDoc(pending), ...state }]];
      }
      case 'webhook':
        return [[webhooksOf(db).doc(r.webhook.id), withoutUndefined({ ...r.webhook })]];
      case 'pixelVisitor':
        return [[project.doc(r.projectId).collection('pixelVisitors').doc(r.visitorHash), { firstSeen: r.firstSeen, lastSeen: r.lastSeen, visits: r.visits }]];
      default:
        return []; // report rows: composed per project below
    }
  }

  function reportWrites(rollups: Rollup[], days: ReferralDay[]): Write[] {
    const writes: Write[] = [];
    for (const projectId of new Set([...rollups, ...days].map(projectIdOf))) {
      const mine = <T extends Rollup | ReferralDay>(rows: T[]) => rows.filter((row) => row.projectId === projectId);
      for (const doc of dailyDocs(mine(rollups)).values()) writes.push(...whole(reportPaths.dailyStats(db, projectId), doc.day, DAILY_SHARDS, { ...doc }));
      const { perDay, totals } = referrerDocs(mine(rollups), mine(days));
      for (const doc of perDay)
        writes.push(...whole(reportPaths.referrerDays(db, projectId), `${doc.day}_${idHash(doc.referrerId)}`, REFERRER_SHARDS, { ...doc }));
      for (const doc of totals) writes.push(...whole(reportPaths.referrerTotals(db, projectId), idHash(doc.referrerId), REFERRER_SHARDS, { ...doc }));
    }
    return writes;
  }

  return async function importRecords(records: TransferRecord[]): Promise<void> {
    const writes: Write[] = [];
    for (const record of records) writes.push(...(await writesOf(record)));
    const rollups = records.filter((r): r is Rollup => r.type === 'rollup');
    const days = records.filter((r): r is ReferralDay => r.type === 'referralDay');
    writes.push(...reportWrites(rollups, days));
    for (let i = 0; i < writes.length; i += BATCH) {
      const batch = db.batch();
      for (const [ref, data] of writes.slice(i, i + BATCH)) {
        if (data === null) batch.delete(ref);
        else batch.set(ref, data);
      }
      await batch.commit();
    }
    // The limit's count document follows what the project now holds.
    for (const projectId of new Set(records.filter((r) => r.type === 'webhook').map(projectIdOf))) {
      const held = await buildQuery(webhooksOf(db), { where: [['projectId', '==', projectId]] }).get();
      await countOf(db, projectId).set({ webhooks: held.size });
    }
  };
}
