// The writes one fold makes: each counter a tally touches gets one blind increment of the
// clicks it carries, on a random shard of the same documents the click path used to bump one
// by one (click-writes.ts, click-rollup.ts), so every read keeps working unchanged.

import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { ClickTally, Counts } from '../../../domain/clicks/click-tally';
import { DAILY_SHARDS, INFLUENCER_INDEX_SHARDS, REFERRER_SHARDS } from '../clicks/click-rollup';
import { CAMPAIGN_CLICK_SHARDS, INFLUENCER_CLICK_SHARDS, PROJECT_CLICK_SHARDS } from '../clicks/click-writes';
import { CLICK_SHARDS, paths, randomShard } from '../database/documents';
import { encodeKey, idHash, reportPaths } from '../database/report-paths';
import type { Writer } from '../database/writer';

const MERGE = { merge: true };
const by = (n: number) => FieldValue.increment(n);
const shard = (count: number) => Math.floor(Math.random() * count);
const encoded = (counts: Counts) => Object.fromEntries([...counts].map(([key, n]) => [encodeKey(key), by(n)]));

export function stageTally(db: Firestore, writer: Writer, projectId: string, tally: ClickTally): void {
  const bump = (ref: DocumentReference, n: number) => writer.set(ref, { count: by(n) }, MERGE);
  for (const [slug, n] of tally.links) bump(randomShard(paths.clickShards(paths.links(db, projectId).doc(slug)), CLICK_SHARDS), n);
  for (const [month, n] of tally.months) bump(randomShard(paths.usageClickShards(db, projectId, month), PROJECT_CLICK_SHARDS), n);
  for (const [id, n] of tally.influencers) {
    bump(randomShard(paths.influencerClickShards(db, projectId, id), INFLUENCER_CLICK_SHARDS), n);
    writer.set(reportPaths.influencerIndex(db, projectId).doc(`${idHash(id)}_${shard(INFLUENCER_INDEX_SHARDS)}`), { influencerId: id }, MERGE);
  }
  for (const [id, seen] of tally.visitors) {
    for (const visitor of seen) writer.set(reportPaths.influencerVisitors(db, projectId, id).doc(visitor), { seen: true }, MERGE);
  }
  for (const [id, n] of tally.campaigns) bump(randomShard(paths.campaignClickShards(db, projectId, id), CAMPAIGN_CLICK_SHARDS), n);
  for (const [day, counts] of tally.days) {
    writer.set(
      reportPaths.dailyStats(db, projectId).doc(`${day}_${shard(DAILY_SHARDS)}`),
      {
        day,
        counts: {
          clicks: by(counts.clicks),
          country: encoded(counts.country),
          platform: encoded(counts.platform),
          host: encoded(counts.host),
          link: encoded(counts.link),
        },
      },
      MERGE,
    );
  }
  for (const [referrerId, referrer] of tally.referrers) {
    const n = shard(REFERRER_SHARDS);
    // Not `label`: a newer label from a track may be on the same document (referrals.ts reads both).
    const label = referrer.label ? { clickLabel: referrer.label.text, clickLabelAt: referrer.label.at } : {};
    let total = 0;
    for (const [day, clicks] of referrer.days) {
      total += clicks;
      writer.set(
        reportPaths.referrerDays(db, projectId).doc(`${day}_${idHash(referrerId)}_${n}`),
        { day, referrerId, counts: { clicks: by(clicks) }, ...label },
        MERGE,
      );
    }
    writer.set(reportPaths.referrerTotals(db, projectId).doc(`${idHash(referrerId)}_${n}`), { referrerId, counts: { clicks: by(total) }, ...label }, MERGE);
  }
}
