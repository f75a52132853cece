// Links keyed by (project_id, slug). The PRIMARY KEY makes the insert itself report a taken
// slug; the click count is a column bumped in place, so no count is ever lost.

import type { Database } from 'better-sqlite3';
import { HISTORY_SIZE } from '../../../domain/clicks/types';
import { applyLinkPatch } from '../../../domain/links/apply-patch';
import type { LinkPatch, LinkRecord } from '../../../domain/links/types';
import type { LinkRepo } from '../../ports';
import { isUniqueViolation, rethrowAsConflict } from '../database/errors';
import { sqliteLinkList } from './link-list';

type Row = { doc: string };

export function sqliteLinks(db: Database): LinkRepo {
  const insert = db.prepare('INSERT INTO links (project_id, slug, created_at, doc) VALUES (?, ?, ?, ?)');
  const byKey = db.prepare<[string, string], Row>('SELECT doc FROM links WHERE project_id = ? AND slug = ?');
  const write = db.prepare('UPDATE links SET slug = ?, doc = ? WHERE project_id = ? AND slug = ?');
  // A rename carries the link's history: its newest clicks take the new slug.
  const moveHistory = db.prepare(
    `UPDATE clicks SET slug = @to, doc = json_set(doc, '$.slug', @to) WHERE rowid IN (
       SELECT rowid FROM clicks WHERE project_id = @projectId AND slug = @from ORDER BY clicked_at DESC, rowid DESC LIMIT @limit)`,
  );
  const remove = db.prepare('DELETE FROM links WHERE project_id = ? AND slug = ?');
  const setHealth = db.prepare("UPDATE links SET doc = json_set(doc, '$.health', json(?)) WHERE project_id = ? AND slug = ?");
  const bump = db.prepare('UPDATE links SET clicks = clicks + ? WHERE project_id = ? AND slug = ?');
  const count = db.prepare<[string, string], { clicks: number }>('SELECT clicks FROM links WHERE project_id = ? AND slug = ?');

  const countMany = db.prepare<[string, string], { slug: string; clicks: number }>(
    'SELECT slug, clicks FROM links WHERE project_id = ? AND slug IN (SELECT value FROM json_each(?))',
  );

  const parse = (row: Row) => JSON.parse(row.doc) as LinkRecord;

  // Checks every slug, then writes all or nothing; one IMMEDIATE transaction, so no other
  // connection can take a slug between the check and the write.
  const createAll = db.transaction((links: LinkRecord[]): number[] => {
    const seen = new Set<string>();
    const taken: number[] = [];
    links.forEach((link, i) => {
      const key = JSON.stringify([link.projectId, link.slug]);
      if (seen.has(key) || byKey.get(link.projectId, link.slug)) taken.push(i);
      seen.add(key);
    });
    if (taken.length === 0) for (const link of links) insert.run(link.projectId, link.slug, link.createdAt, JSON.stringify(link));
    return taken;
  });

  const update = db.transaction((projectId: string, slug: string, patch: LinkPatch, now: string) => {
    const row = byKey.get(projectId, slug);
    if (!row) return null;
    const next = applyLinkPatch(parse(row), patch, now);
    try {
      write.run(next.slug, JSON.stringify(next), projectId, slug);
    } catch (error) {
      rethrowAsConflict(error, 'slug');
    }
    if (next.slug !== slug) moveHistory.run({ projectId, from: slug, to: next.slug, limit: HISTORY_SIZE });
    return next;
  });

  return {
    async createIfAbsent(link) {
      try {
        insert.run(link.projectId, link.slug, link.createdAt, JSON.stringify(link));
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async createAllIfAbsent(links) {
      return createAll.immediate(links);
    },
    async get(projectId, slug) {
      const row = byKey.get(projectId, slug);
      return row ? parse(row) : null;
    },
    list: sqliteLinkList(db),
    async update(projectId, slug, patch, now) {
      return update(projectId, slug, patch, now);
    },
    async delete(projectId, slug) {
      return remove.run(projectId, slug).changes > 0;
    },
    async setHealth(projectId, slug, health) {
      return setHealth.run(JSON.stringify(health), projectId, slug).changes > 0;
    },
    async incrementClicks(projectId, slug, by = 1) {
      bump.run(by, projectId, slug);
    },
    async clickCount(projectId, slug) {
      return count.get(projectId, slug)?.clicks ?? 0;
    },
    async clickCounts(projectId, slugs) {
      const counts = new Map(slugs.map((slug) => [slug, 0]));
      if (slugs.length === 0) return counts;
      // json_each keeps it one prepared statement whatever the number of slugs.
      const rows = countMany.all(projectId, JSON.stringify([...counts.keys()]));
      for (const row of rows) counts.set(row.slug, row.clicks);
      return counts;
    },
  };
}
