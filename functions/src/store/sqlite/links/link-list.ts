// The links list on SQLite: newest first through the links_newest index; with filters, one
// statement whose tag and campaign tests read the stored JSON and whose search calls the
// domain's own matcher, so both stores mean the same by `q`.

import type { Database } from 'better-sqlite3';
import { type LinkListFilter, matchesSearch } from '../../../domain/links/list-filter';
import type { LinkRecord } from '../../../domain/links/types';
import { decodeCursor, encodeCursor } from '../../cursor';
import type { LinkRepo } from '../../ports';

type Row = { doc: string };

export function sqliteLinkList(db: Database): LinkRepo['list'] {
  db.function('ferry_link_search', { deterministic: true }, (doc: unknown, q: unknown) =>
    matchesSearch(JSON.parse(String(doc)) as LinkRecord, String(q)) ? 1 : 0,
  );
  const firstPage = db.prepare<[string, number], Row>('SELECT doc FROM links WHERE project_id = ? ORDER BY created_at DESC, slug DESC LIMIT ?');
  const nextPage = db.prepare<[string, string, string, string, number], Row>(
    `SELECT doc FROM links WHERE project_id = ? AND (created_at < ? OR (created_at = ? AND slug < ?))
     ORDER BY created_at DESC, slug DESC LIMIT ?`,
  );
  const filtered = db.prepare<Record<string, string | number | null>, Row>(
    `SELECT doc FROM links WHERE project_id = @projectId
       AND (@createdAt IS NULL OR created_at < @createdAt OR (created_at = @createdAt AND slug < @slug))
       AND (@tag IS NULL OR EXISTS (SELECT 1 FROM json_each(doc, '$.tags') WHERE value = @tag))
       AND (@campaignId IS NULL OR json_extract(doc, '$.campaignId') = @campaignId)
       AND (@q IS NULL OR ferry_link_search(doc, @q))
     ORDER BY created_at DESC, slug DESC LIMIT @limit`,
  );

  const rowsFor = (projectId: string, limit: number, cursor: string | undefined, filter: LinkListFilter): Row[] => {
    const after = cursor ? decodeCursor(cursor) : null;
    if (filter.q === undefined && filter.tag === undefined && filter.campaignId === undefined) {
      return after ? nextPage.all(projectId, after.createdAt, after.createdAt, after.slug, limit) : firstPage.all(projectId, limit);
    }
    return filtered.all({
      projectId,
      createdAt: after?.createdAt ?? null,
      slug: after?.slug ?? null,
      tag: filter.tag ?? null,
      campaignId: filter.campaignId ?? null,
      q: filter.q ?? null,
      limit,
    });
  };

  return async (projectId, { limit, cursor, filter = {} }) => {
    // One extra row tells whether another page exists, so the last page has no cursor.
    const rows = rowsFor(projectId, limit + 1, cursor, filter);
    const items = rows.slice(0, limit).map((row) => JSON.parse(row.doc) as LinkRecord);
    const last = items[items.length - 1];
    return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
  };
}
