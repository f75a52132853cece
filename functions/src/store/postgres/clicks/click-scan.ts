// The clicks of a range, newest first, a keyset page at a time: each batch is its own short
// statement on the pool, so no connection is held between batches while an export streams.

import type { Pool } from 'pg';
import type { ClickEvent } from '../../../domain/clicks/types';
import type { ClickRepo } from '../../ports';
import { rows } from '../database/transaction';

type Row = { doc: string; clicked_at: string; id: string };

// (clicked_at, id) orders clicks that share a time, so pages neither skip nor repeat them. The
// statement for one link names its slug, so it can use clicks_by_link; the project's uses the
// primary key (project_id, clicked_at, id).
const page = (bySlug: boolean, after: boolean) => `
  SELECT doc, clicked_at, id FROM clicks
  WHERE project_id = $1 AND clicked_at >= $2 AND clicked_at < $3 ${bySlug ? 'AND slug = $5' : ''}
    ${after ? `AND (clicked_at, id) < ($${bySlug ? 6 : 5}, $${bySlug ? 7 : 6})` : ''}
  ORDER BY clicked_at DESC, id DESC LIMIT $4`;

export function postgresClickScan(pool: Pool): ClickRepo['scan'] {
  return async function* scan(projectId, { from, to, slug }, batch) {
    let after: Row | undefined;
    for (;;) {
      const params: unknown[] = [projectId, from, to, batch];
      if (slug !== undefined) params.push(slug);
      if (after) params.push(after.clicked_at, after.id);
      const found = await rows<Row>(pool, page(slug !== undefined, after !== undefined), params);
      if (found.length > 0) yield found.map((r) => JSON.parse(r.doc) as ClickEvent);
      if (found.length < batch) return;
      after = found[found.length - 1];
    }
  };
}
