// The writes a click on a capped link (maxClicks) makes, staged on the transaction that checked
// the cap (clicks.ts): the click, its pending match and every counter at once, so the cap stays
// exact. Uncapped clicks write only the click (click-fold/click-log.ts) and are counted later by
// the fold. None of these writes reads or rewrites a hot document: the click and its pending
// match are new documents with random ids, and every count is a blind increment of one randomly
// chosen shard. The shard counts are shared with the fold and the import.

import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { ClickEvent, PendingMatch } from '../../../domain/clicks/types';
import { CLICK_SHARDS, paths, randomShard } from '../database/documents';
import type { Writer } from '../database/writer';
import { toClickDoc, toPendingDoc } from './click-doc';
import { stageClickRollup } from './click-rollup';

/**
 * Every click of a project lands on its monthly counter, so it is the hottest of the three:
 * more shards. usage.get sums them with one aggregation, whose cost does not grow with them.
 */
export const PROJECT_CLICK_SHARDS = 20;
/** An influencer's clicks come from all of their links. */
export const INFLUENCER_CLICK_SHARDS = 10;
/** A campaign's clicks come from all of its links. */
export const CAMPAIGN_CLICK_SHARDS = 10;

export interface ClickWrite {
  click: ClickEvent;
  month: string;
  pending?: PendingMatch;
  retentionDays?: number;
}

export function stageClick(db: Firestore, writer: Writer, { click, month, pending, retentionDays }: ClickWrite): void {
  const { projectId, slug, influencerId, campaignId } = click;
  // Creates first: the test emulator applies a failing commit's writes up to the failure, so
  // the writes that can fail (the preconditions) must come before the increments.
  writer.create(paths.clicks(db, projectId).doc(click.id), toClickDoc(click, retentionDays));
  if (pending) writer.create(paths.pendingMatch(db, pending.clickId), toPendingDoc(pending));

  const bump = (shards: DocumentReference) => writer.set(shards, { count: FieldValue.increment(1) }, { merge: true });
  const link = paths.links(db, projectId).doc(slug);
  bump(randomShard(paths.clickShards(link), CLICK_SHARDS));
  bump(randomShard(paths.usageClickShards(db, projectId, month), PROJECT_CLICK_SHARDS));
  if (influencerId) {
    bump(randomShard(paths.influencerClickShards(db, projectId, influencerId), INFLUENCER_CLICK_SHARDS));
  }
  if (campaignId) {
    bump(randomShard(paths.campaignClickShards(db, projectId, campaignId), CAMPAIGN_CLICK_SHARDS));
  }
  // Report counters (analytics, influencer visitors, invite referrers): see click-rollup.ts.
  stageClickRollup(db, writer, click);
}
