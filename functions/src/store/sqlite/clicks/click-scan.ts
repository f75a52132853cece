// The clicks of a range, newest first, a keyset page at a time: each batch is its own short
// statement, so nothing holds the connection between batches while an export streams.

import type { Database } from 'better-sqlite3';
import type { ClickEvent } from '../../../domain/clicks/types';
import type { ClickRepo } from '../../ports';

type Row = { doc: string; clicked_at: string; id: string };
type Params = { projectId: string; from: string; to: string; slug: string | null; at: string | null; id: string | null; batch: number };

export function sqliteClickScan(db: Database): ClickRepo['scan'] {
  const page = (bySlug: string) =>
    db.prepare<Params, Row>(
      `SELECT doc, clicked_at, id FROM clicks
       WHERE project_id = @projectId ${bySlug} AND clicked_at >= @from AND clicked_at < @to
         AND (@at IS NULL OR clicked_at < @at OR (clicked_at = @at AND id < @id))
       ORDER BY clicked_at DESC, id DESC LIMIT @batch`,
    );
  // One statement each, so each can use its own index (clicks_by_link or clicks_by_time).
  const ofProject = page('');
  const ofLink = page('AND slug = @slug');

  return async function* scan(projectId, { from, to, slug }, batch) {
    let after: Row | undefined;
    for (;;) {
      const params = { projectId, from, to, slug: slug ?? null, at: after?.clicked_at ?? null, id: after?.id ?? null, batch };
      const rows = (slug === undefined ? ofProject : ofLink).all(params);
      if (rows.length > 0) yield rows.map((row) => JSON.parse(row.doc) as ClickEvent);
      if (rows.length < batch) return;
      after = rows[rows.length - 1];
    }
  };
}
