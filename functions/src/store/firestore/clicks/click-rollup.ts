// The report counters a click or an install adds, staged on the same batch or transaction as
// the click (click-writes.ts) or the install (matches.ts). Nothing is read: every count is a blind
// increment on a randomly chosen shard, breakdowns are keys of the `counts` map (exempt from
// indexing in firestore.indexes.json, so a new key costs no index entry).
//
// Writes per click: 1 daily shard; +2 on influencer links (index shard, visitor document);
// +2 on invite links (referrer day and total shards). Per install: 1, +2 on invite links.

import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { utcDay } from '../../../domain/analytics/date-range';
import { DIRECT } from '../../../domain/analytics/types';
import type { ClickEvent } from '../../../domain/clicks/types';
import type { InstallEvent } from '../../ports';
import { encodeKey, idHash, reportPaths } from '../database/report-paths';
import type { Writer } from '../database/writer';

/** Every click of a project lands on its day: as many shards as its monthly click counter. */
export const DAILY_SHARDS = 20;
/** An influencer is marked as "has clicks" on one of these at random (see analytics.ts). */
export const INFLUENCER_INDEX_SHARDS = 5;
/** One referrer's invite traffic and sign-ups: a few shards are plenty. */
export const REFERRER_SHARDS = 4;

export type ReferrerCounter = 'clicks' | 'installs' | 'referrals' | 'qualified' | 'flagged';

const one = () => FieldValue.increment(1);
const shard = (count: number) => Math.floor(Math.random() * count);
const MERGE = { merge: true };

export function stageClickRollup(db: Firestore, writer: Writer, click: ClickEvent): void {
  const { projectId } = click;
  const day = utcDay(click.clickedAt);
  writer.set(
    reportPaths.dailyStats(db, projectId).doc(`${day}_${shard(DAILY_SHARDS)}`),
    {
      day,
      counts: {
        clicks: one(),
        country: { [encodeKey(click.country)]: one() },
        platform: { [encodeKey(click.platform)]: one() },
        host: { [encodeKey(click.referrerHost ?? DIRECT)]: one() },
        link: { [encodeKey(click.slug)]: one() },
      },
    },
    MERGE,
  );
  if (click.influencerId) {
    const index = reportPaths.influencerIndex(db, projectId).doc(`${idHash(click.influencerId)}_${shard(INFLUENCER_INDEX_SHARDS)}`);
    writer.set(index, { influencerId: click.influencerId }, MERGE);
    if (click.visitorHash) writer.set(reportPaths.influencerVisitors(db, projectId, click.influencerId).doc(click.visitorHash), { seen: true }, MERGE);
  }
  if (click.referrerId) stageReferrerCount(db, writer, { projectId, referrerId: click.referrerId, label: click.referrerLabel, at: click.clickedAt }, 'clicks');
}

export function stageInstallRollup(db: Firestore, writer: Writer, install: InstallEvent): void {
  const at = install.at ?? new Date().toISOString();
  const day = utcDay(at);
  writer.set(
    reportPaths.dailyStats(db, install.projectId).doc(`${day}_${shard(DAILY_SHARDS)}`),
    { day, counts: { installs: one(), linkInstalls: { [encodeKey(install.slug)]: one() } } },
    MERGE,
  );
  if (install.referrerId) {
    stageReferrerCount(db, writer, { projectId: install.projectId, referrerId: install.referrerId, label: install.referrerLabel, at }, 'installs');
  }
}

/** Adds one to a referrer's counter on the day of `at` and all time; the newest label wins. */
export function stageReferrerCount(
  db: Firestore,
  writer: Writer,
  event: { projectId: string; referrerId: string; label?: string; at: string },
  counter: ReferrerCounter,
): void {
  const { projectId, referrerId, label, at } = event;
  const day = utcDay(at);
  const fields = { referrerId, counts: { [counter]: one() }, ...(label ? { label, labelAt: at } : {}) };
  const n = shard(REFERRER_SHARDS);
  writer.set(reportPaths.referrerDays(db, projectId).doc(`${day}_${idHash(referrerId)}_${n}`), { day, ...fields }, MERGE);
  writer.set(reportPaths.referrerTotals(db, projectId).doc(`${idHash(referrerId)}_${n}`), fields, MERGE);
}
