// A click recorded on PostgreSQL: ONE transaction writes the click, a mobile click's pending match
// and every counter the click feeds (the link's count, the month's usage, the influencer's clicks
// and distinct visitors, the campaign's, the daily report rollup). There is no click log and no
// fold: when record() answers, every process reads exact counters.
//
// Every counter is an UPDATE or an INSERT ... ON CONFLICT DO UPDATE adding to the row as it is
// when its lock is granted, never a value read earlier, so racing records from any number of
// processes each add exactly once. Lock order is the same in every record (the link row, then
// influencer, campaign, rollup and last the project's month, the row every click of a project
// needs, so it is held the shortest), so records never deadlock one another; a deadlock against
// another writer would be retried by inTransaction.

import type { Pool } from 'pg';
import { utcDay } from '../../../domain/analytics/date-range';
import { DIRECT } from '../../../domain/analytics/types';
import type { ClickEvent, PendingMatch, RecordOutcome } from '../../../domain/clicks/types';
import type { ClickRepo } from '../../ports';
import { changed, inTransaction, type Queryable } from '../database/transaction';

/** Thrown to roll back a click whose id is stored already (a retried request): counted once. */
class AlreadyRecorded {}

// With a cap, the UPDATE's condition is checked again on the row as the lock grants it, so
// racing visits cannot pass maxClicks. A click on a link that is gone is still kept and counted
// elsewhere, as the other stores do; with a cap it is refused.
const COUNT_ON_LINK = 'UPDATE links SET clicks = clicks + 1 WHERE project_id = $1 AND slug = $2 AND ($3::bigint IS NULL OR clicks < $3)';

const INSERT_CLICK = `INSERT INTO clicks (project_id, slug, clicked_at, id, doc) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (project_id, clicked_at, id) DO NOTHING`;

const INSERT_PENDING = `INSERT INTO pending_matches (click_id, project_id, ip_hash, os_family, clicked_at, expires_at, clipboard_token, referrer_token, doc)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`;

// A visitor new to the influencer is inserted and counted in the one statement; one already seen
// (by a committed click, or by a racing one this insert waits for) inserts nothing and adds 0.
const COUNT_INFLUENCER = `
  WITH seen AS (
    INSERT INTO influencer_visitors (project_id, influencer_id, visitor_hash)
    SELECT $1, $2, $3::text WHERE $3::text IS NOT NULL
    ON CONFLICT DO NOTHING RETURNING 1
  )
  INSERT INTO influencer_stats AS s (project_id, influencer_id, clicks, unique_users) VALUES ($1, $2, 1, (SELECT count(*) FROM seen))
  ON CONFLICT (project_id, influencer_id) DO UPDATE SET clicks = s.clicks + 1, unique_users = s.unique_users + excluded.unique_users`;

const COUNT_CAMPAIGN = `INSERT INTO campaign_stats AS s (project_id, campaign_id, clicks) VALUES ($1, $2, 1)
  ON CONFLICT (project_id, campaign_id) DO UPDATE SET clicks = s.clicks + 1`;

// One row per day, link, country, platform, referrer host and invite referrer. An invite's label
// replaces the row's only when seen later in time (as MatchRepo.countInstall's does).
const COUNT_ROLLUP = `
  INSERT INTO click_rollup AS r (project_id, day, slug, country, platform, referrer_host, referrer_id, clicks, installs, referrer_label, referrer_label_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, 1, 0, $8, $9)
  ON CONFLICT (project_id, day, slug, country, platform, referrer_host, referrer_id) DO UPDATE SET
    clicks = r.clicks + 1,
    referrer_label = CASE WHEN excluded.referrer_label IS NOT NULL AND excluded.referrer_label_at >= COALESCE(r.referrer_label_at, '')
      THEN excluded.referrer_label ELSE r.referrer_label END,
    referrer_label_at = CASE WHEN excluded.referrer_label IS NOT NULL AND excluded.referrer_label_at >= COALESCE(r.referrer_label_at, '')
      THEN excluded.referrer_label_at ELSE r.referrer_label_at END`;

const COUNT_MONTH = `INSERT INTO usage AS u (project_id, month, clicks) VALUES ($1, $2, 1)
  ON CONFLICT (project_id, month) DO UPDATE SET clicks = u.clicks + 1`;

async function writeClick(db: Queryable, click: ClickEvent, maxClicks: number | undefined, month: string, pending?: PendingMatch): Promise<RecordOutcome> {
  const { projectId, slug } = click;
  const counted = await changed(db, COUNT_ON_LINK, [projectId, slug, maxClicks ?? null]);
  if (counted === 0 && maxClicks !== undefined) return 'capped';
  if ((await changed(db, INSERT_CLICK, [projectId, slug, click.clickedAt, click.id, JSON.stringify(click)])) === 0) throw new AlreadyRecorded();
  if (pending) {
    await db.query(INSERT_PENDING, [
      pending.clickId,
      pending.projectId,
      pending.ipHash,
      pending.osFamily,
      pending.clickedAt,
      pending.expiresAt,
      pending.clipboardToken,
      pending.referrerToken,
      JSON.stringify(pending),
    ]);
  }
  if (click.influencerId) await db.query(COUNT_INFLUENCER, [projectId, click.influencerId, click.visitorHash ?? null]);
  if (click.campaignId) await db.query(COUNT_CAMPAIGN, [projectId, click.campaignId]);
  const label = click.referrerLabel ?? null;
  await db.query(COUNT_ROLLUP, [
    projectId,
    utcDay(click.clickedAt),
    slug,
    click.country,
    click.platform,
    click.referrerHost ?? DIRECT,
    click.referrerId ?? '',
    label,
    label ? click.clickedAt : null,
  ]);
  await db.query(COUNT_MONTH, [projectId, month]);
  return 'recorded';
}

export function recordClick(pool: Pool): ClickRepo['record'] {
  return async (click, { maxClicks, month, pending }) => {
    try {
      return await inTransaction(pool, (db) => writeClick(db, click, maxClicks, month, pending));
    } catch (error) {
      if (error instanceof AlreadyRecorded) return 'recorded';
      throw error;
    }
  };
}
