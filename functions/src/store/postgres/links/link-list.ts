// The links list on PostgreSQL: newest first through the links_newest index, a keyset page at a
// time (store/cursor.ts). With filters, the store walks that index in chunks and reads at most
// SCAN_BOUND links per request: the tag and campaign tests run in SQL, the search runs the
// domain's own matcher here, so every store means the same by `q`.

import type { Pool } from 'pg';
import { type LinkListFilter, matchesSearch } from '../../../domain/links/list-filter';
import type { LinkRecord } from '../../../domain/links/types';
import { decodeCursor, encodeCursor, type LinkCursor } from '../../cursor';
import type { LinkRepo } from '../../ports';
import { rows } from '../database/transaction';

/** Links read per statement while filtering. */
const SCAN_CHUNK = 500;
/** Links one filtered page reads at most; past it the page ends early, with a cursor. */
const SCAN_BOUND = 2_000;

type Row = { created_at: string; slug: string; doc: string | null };

// The keyset after the cursor, or nothing on the first page; its parameters come last.
const after = (cursor: LinkCursor | null, n: number) => (cursor ? `AND (created_at, slug) < ($${n}, $${n + 1})` : '');
const afterParams = (cursor: LinkCursor | null) => (cursor ? [cursor.createdAt, cursor.slug] : []);

const PLAIN = (cursor: LinkCursor | null) =>
  `SELECT created_at, slug, doc FROM links WHERE project_id = $1 ${after(cursor, 3)} ORDER BY created_at DESC, slug DESC LIMIT $2`;

// The doc is read as `json`, not `jsonb`: it is parsed, not converted. An escaped NUL anywhere in
// a doc would still fail `->>` (PostgreSQL text cannot hold one), which is why every request body
// refuses NUL (domain/json-values.ts). A row that fails the filter comes back without its doc:
// the scan position, nothing more.
const FILTERED = (cursor: LinkCursor | null) => `
  SELECT created_at, slug, CASE WHEN
      ($3::text IS NULL OR EXISTS (SELECT 1 FROM json_array_elements_text(doc::json -> 'tags') AS t(tag) WHERE t.tag = $3))
      AND ($4::text IS NULL OR doc::json ->> 'campaignId' = $4)
    THEN doc END AS doc
  FROM links WHERE project_id = $1 ${after(cursor, 5)} ORDER BY created_at DESC, slug DESC LIMIT $2`;

const parse = (doc: string) => JSON.parse(doc) as LinkRecord;

export function postgresLinkList(pool: Pool): LinkRepo['list'] {
  const plain = (projectId: string, cursor: LinkCursor | null, limit: number) => rows<Row>(pool, PLAIN(cursor), [projectId, limit, ...afterParams(cursor)]);
  const filtered = (projectId: string, cursor: LinkCursor | null, filter: LinkListFilter) =>
    rows<Row>(pool, FILTERED(cursor), [projectId, SCAN_CHUNK, filter.tag ?? null, filter.campaignId ?? null, ...afterParams(cursor)]);

  return async (projectId, { limit, cursor, filter = {} }) => {
    let from = cursor ? decodeCursor(cursor) : null;
    if (filter.q === undefined && filter.tag === undefined && filter.campaignId === undefined) {
      // One extra row tells whether another page exists, so the last page has no cursor.
      const found = await plain(projectId, from, limit + 1);
      const items = found.slice(0, limit).map((r) => parse(r.doc!));
      const last = items[items.length - 1];
      return { items, nextCursor: found.length > limit && last ? encodeCursor(last) : null };
    }
    const items: LinkRecord[] = [];
    for (let scanned = 0; ; ) {
      const chunk = await filtered(projectId, from, filter);
      for (const r of chunk) {
        if (r.doc === null) continue;
        const link = parse(r.doc);
        if (filter.q !== undefined && !matchesSearch(link, filter.q)) continue;
        // A match past a full page: there is more, and the next page starts after this one's last.
        if (items.length === limit) return { items, nextCursor: encodeCursor(items[limit - 1]!) };
        items.push(link);
      }
      if (chunk.length < SCAN_CHUNK) return { items, nextCursor: null };
      const last = chunk[chunk.length - 1]!;
      from = { createdAt: last.created_at, slug: last.slug };
      scanned += chunk.length;
      // The bound is reached: this page ends where the scan stopped, with what it found.
      if (scanned >= SCAN_BOUND) return { items, nextCursor: encodeCursor(from) };
    }
  };
}
