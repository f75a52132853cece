// Links on PostgreSQL, keyed by (project_id, slug): the PRIMARY KEY makes the insert itself report
// a taken slug, across every process on the database; the click count is a column bumped in
// place by one UPDATE, so no count is ever lost. The list and the update (with a rename) live in
// link-list.ts and link-update.ts.

import type { Pool } from 'pg';
import type { LinkRecord } from '../../../domain/links/types';
import type { LinkRepo } from '../../ports';
import { changed, inTransaction, type Queryable, row, rows } from '../database/transaction';
import { postgresLinkList } from './link-list';
import { linkUpdate } from './link-update';

type Row = { doc: string };

const parse = (r: Row) => JSON.parse(r.doc) as LinkRecord;

const keyOf = (projectId: string, slug: string) => JSON.stringify([projectId, slug]);

/** Thrown inside the batch's transaction to roll it back: some slugs were taken. */
class SlugsTaken {
  constructor(readonly indexes: number[]) {}
}

/**
 * The batch as one INSERT; a slug taken in the store (or by a batch committing meanwhile, whose
 * insert this one waits for) is skipped by ON CONFLICT and missing from RETURNING. The rows go
 * in slug order, so two batches sharing slugs lock them in the same order and rarely deadlock
 * (a deadlock is retried by inTransaction anyway).
 */
async function insertAll(db: Queryable, links: LinkRecord[]): Promise<Set<string>> {
  const sorted = links
    .map((link) => ({ link, key: keyOf(link.projectId, link.slug) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))
    .map((s) => s.link);
  const written = await rows<{ project_id: string; slug: string }>(
    db,
    `INSERT INTO links (project_id, slug, created_at, doc)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT (project_id, slug) DO NOTHING RETURNING project_id, slug`,
    [sorted.map((l) => l.projectId), sorted.map((l) => l.slug), sorted.map((l) => l.createdAt), sorted.map((l) => JSON.stringify(l))],
  );
  return new Set(written.map((w) => keyOf(w.project_id, w.slug)));
}

export function postgresLinks(pool: Pool): LinkRepo {
  return {
    async createIfAbsent(link) {
      const inserted = await changed(
        pool,
        'INSERT INTO links (project_id, slug, created_at, doc) VALUES ($1, $2, $3, $4) ON CONFLICT (project_id, slug) DO NOTHING',
        [link.projectId, link.slug, link.createdAt, JSON.stringify(link)],
      );
      return inserted > 0;
    },
    async createAllIfAbsent(links) {
      if (links.length === 0) return [];
      // A slug repeated in the batch is taken by its first occurrence.
      const seen = new Set<string>();
      const repeated = new Set<number>();
      links.forEach((link, i) => {
        const key = keyOf(link.projectId, link.slug);
        if (seen.has(key)) repeated.add(i);
        seen.add(key);
      });
      const unique = links.filter((_, i) => !repeated.has(i));
      try {
        return await inTransaction(pool, async (db) => {
          const written = await insertAll(db, unique);
          const taken = links.flatMap((link, i) => (repeated.has(i) || !written.has(keyOf(link.projectId, link.slug)) ? [i] : []));
          // All or nothing: any taken slug undoes the rows this batch did write.
          if (taken.length > 0) throw new SlugsTaken(taken);
          return [];
        });
      } catch (error) {
        if (error instanceof SlugsTaken) return error.indexes;
        throw error;
      }
    },
    async get(projectId, slug) {
      const found = await row<Row>(pool, 'SELECT doc FROM links WHERE project_id = $1 AND slug = $2', [projectId, slug]);
      return found ? parse(found) : null;
    },
    list: postgresLinkList(pool),
    update: linkUpdate(pool),
    async setHealth(projectId, slug, health) {
      // Read, change and write the doc while holding the row, so a concurrent edit is not undone.
      return inTransaction(pool, async (db) => {
        const found = await row<Row>(db, 'SELECT doc FROM links WHERE project_id = $1 AND slug = $2 FOR UPDATE', [projectId, slug]);
        if (!found) return false;
        const doc = JSON.stringify({ ...parse(found), health });
        await db.query('UPDATE links SET doc = $3 WHERE project_id = $1 AND slug = $2', [projectId, slug, doc]);
        return true;
      });
    },
    async delete(projectId, slug) {
      return (await changed(pool, 'DELETE FROM links WHERE project_id = $1 AND slug = $2', [projectId, slug])) > 0;
    },
    async incrementClicks(projectId, slug, by = 1) {
      await pool.query('UPDATE links SET clicks = clicks + $3 WHERE project_id = $1 AND slug = $2', [projectId, slug, by]);
    },
    async clickCount(projectId, slug) {
      return (await row<{ clicks: number }>(pool, 'SELECT clicks FROM links WHERE project_id = $1 AND slug = $2', [projectId, slug]))?.clicks ?? 0;
    },
    async clickCounts(projectId, slugs) {
      const counts = new Map(slugs.map((slug) => [slug, 0]));
      if (slugs.length === 0) return counts;
      // One statement whatever the number of slugs: the array is one parameter.
      const found = await rows<{ slug: string; clicks: number }>(pool, 'SELECT slug, clicks FROM links WHERE project_id = $1 AND slug = ANY($2::text[])', [
        projectId,
        [...counts.keys()],
      ]);
      for (const r of found) counts.set(r.slug, r.clicks);
      return counts;
    },
  };
}
