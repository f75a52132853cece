// A link's update on PostgreSQL: the patch is applied to the stored doc while the row is held
// (SELECT ... FOR UPDATE), so edits from several processes never undo each other. A new slug
// renames the row in place (its click count moves with it) and carries the newest clicks (the
// link's history) along, in the same transaction.

import type { Pool } from 'pg';
import { type ClickEvent, HISTORY_SIZE } from '../../../domain/clicks/types';
import { applyLinkPatch } from '../../../domain/links/apply-patch';
import type { LinkRecord } from '../../../domain/links/types';
import type { LinkRepo } from '../../ports';
import { StoreConflictError } from '../../ports';
import { inTransaction, type Queryable, row, rows, uniqueViolation } from '../database/transaction';

/**
 * The newest HISTORY_SIZE clicks take the new slug, in their column and their doc. The doc is
 * rewritten here rather than with jsonb_set: jsonb refuses some text JSON keeps (an escaped
 * NUL from a user agent), and a rename must not fail on one odd click. FOR UPDATE: a match
 * consumed meanwhile (which marks its click's doc) waits, rather than being overwritten.
 */
async function moveHistory(db: Queryable, projectId: string, from: string, to: string): Promise<void> {
  const newest = await rows<{ clicked_at: string; id: string; doc: string }>(
    db,
    `SELECT clicked_at, id, doc FROM clicks WHERE project_id = $1 AND slug = $2
     ORDER BY clicked_at DESC, id DESC LIMIT $3 FOR UPDATE`,
    [projectId, from, HISTORY_SIZE],
  );
  if (newest.length === 0) return;
  const docs = newest.map((r) => JSON.stringify({ ...(JSON.parse(r.doc) as ClickEvent), slug: to }));
  await db.query(
    `UPDATE clicks SET slug = $2, doc = moved.doc
     FROM unnest($3::text[], $4::text[], $5::text[]) AS moved(clicked_at, id, doc)
     WHERE clicks.project_id = $1 AND clicks.clicked_at = moved.clicked_at AND clicks.id = moved.id`,
    [projectId, to, newest.map((r) => r.clicked_at), newest.map((r) => r.id), docs],
  );
}

export function linkUpdate(pool: Pool): LinkRepo['update'] {
  return (projectId, slug, patch, now) =>
    inTransaction(pool, async (db): Promise<LinkRecord | null> => {
      const found = await row<{ doc: string }>(db, 'SELECT doc FROM links WHERE project_id = $1 AND slug = $2 FOR UPDATE', [projectId, slug]);
      if (!found) return null;
      const next = applyLinkPatch(JSON.parse(found.doc) as LinkRecord, patch, now);
      try {
        await db.query('UPDATE links SET slug = $3, doc = $4 WHERE project_id = $1 AND slug = $2', [projectId, slug, next.slug, JSON.stringify(next)]);
      } catch (error) {
        // The only unique key of links is its primary key: the new slug is taken.
        if (uniqueViolation(error) !== null) throw new StoreConflictError('slug');
        throw error;
      }
      if (next.slug !== slug) await moveHistory(db, projectId, slug, next.slug);
      return next;
    });
}
