// The report counters clicks and installs add, inside the caller's transaction. A folded batch
// of clicks (click-fold/click-log.ts) costs one upsert per distinct rollup row (day, link, country,
// platform, referrer host, invite referrer), summed with GROUP BY at read time (analytics.ts,
// referrals.ts). An influencer's click adds its visitor to the influencer's distinct set (and
// counts it when new): two cheap statements, on influencer links only.

import type { Database } from 'better-sqlite3';
import { utcDay } from '../../../domain/analytics/date-range';
import { DIRECT } from '../../../domain/analytics/types';
import type { ClickEvent } from '../../../domain/clicks/types';
import type { InstallEvent } from '../../ports';

export interface RollupWriter {
  /** A folded batch: one upsert per distinct rollup row, summing its clicks. */
  clicks(clicks: readonly ClickEvent[]): void;
  install(event: InstallEvent): void;
}

export function rollupWriter(db: Database): RollupWriter {
  // A label replaces the row's only when seen later in time (SET reads the row as it was).
  const upsert = db.prepare<[string, string, string, string, string, string, string, number, number, string | null, string | null]>(
    `INSERT INTO click_rollup (project_id, day, slug, country, platform, referrer_host, referrer_id, clicks, installs, referrer_label, referrer_label_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (project_id, day, slug, country, platform, referrer_host, referrer_id) DO UPDATE SET
       clicks = clicks + excluded.clicks,
       installs = installs + excluded.installs,
       referrer_label = CASE WHEN excluded.referrer_label IS NOT NULL AND excluded.referrer_label_at >= COALESCE(referrer_label_at, '')
         THEN excluded.referrer_label ELSE referrer_label END,
       referrer_label_at = CASE WHEN excluded.referrer_label IS NOT NULL AND excluded.referrer_label_at >= COALESCE(referrer_label_at, '')
         THEN excluded.referrer_label_at ELSE referrer_label_at END`,
  );
  const seeVisitor = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO influencer_visitors (project_id, influencer_id, visitor_hash) VALUES (?, ?, ?)',
  );
  const countVisitor = db.prepare<[string, string]>(
    `INSERT INTO influencer_stats (project_id, influencer_id, unique_users) VALUES (?, ?, 1)
     ON CONFLICT (project_id, influencer_id) DO UPDATE SET unique_users = unique_users + 1`,
  );

  const seen = (click: ClickEvent) => {
    if (click.influencerId && click.visitorHash && seeVisitor.run(click.projectId, click.influencerId, click.visitorHash).changes > 0) {
      countVisitor.run(click.projectId, click.influencerId);
    }
  };
  const dimensions = (click: ClickEvent) =>
    [click.projectId, utcDay(click.clickedAt), click.slug, click.country, click.platform, click.referrerHost ?? DIRECT, click.referrerId ?? ''] as const;
  type Row = { dims: ReturnType<typeof dimensions>; clicks: number; label: string | null; labelAt: string | null };

  return {
    clicks(clicks) {
      const rows = new Map<string, Row>();
      for (const click of clicks) {
        const dims = dimensions(click);
        const key = dims.join('\u0000');
        const row = rows.get(key) ?? { dims, clicks: 0, label: null, labelAt: null };
        row.clicks += 1;
        // The newest label of the batch, as one upsert a click would leave it.
        if (click.referrerLabel && click.clickedAt >= (row.labelAt ?? '')) Object.assign(row, { label: click.referrerLabel, labelAt: click.clickedAt });
        rows.set(key, row);
        seen(click);
      }
      for (const row of rows.values()) upsert.run(...row.dims, row.clicks, 0, row.label, row.labelAt);
    },
    install(event) {
      const at = event.at ?? new Date().toISOString();
      const label = event.referrerLabel ?? null;
      upsert.run(event.projectId, utcDay(at), event.slug, '', '', '', event.referrerId ?? '', 0, 1, label, label ? at : null);
    },
  };
}
