// Campaigns keyed by (project_id, id). UNIQUE (project_id, name_key) makes the insert itself
// report a taken name (name_key = campaignNameKey(name): trimmed, lowercased in JS, so the
// comparison is the same as Firestore's and not limited to ASCII like SQLite's lower()).

import type { Database } from 'better-sqlite3';
import type { CampaignRecord } from '../../domain/campaigns/types';
import { campaignNameKey } from '../../domain/campaigns/types';
import type { CampaignRepo } from '../ports';
import { StoreConflictError } from '../ports';

type Row = { doc: string };

export function sqliteCampaigns(db: Database): CampaignRepo {
  const insert = db.prepare('INSERT INTO campaigns (project_id, id, name_key, created_at, doc) VALUES (?, ?, ?, ?, ?)');
  const byId = db.prepare<[string, string], Row>('SELECT doc FROM campaigns WHERE project_id = ? AND id = ?');
  const newest = db.prepare<[string], Row>('SELECT doc FROM campaigns WHERE project_id = ? ORDER BY created_at DESC, id DESC');
  const parse = (row: Row) => JSON.parse(row.doc) as CampaignRecord;

  return {
    async create(campaign) {
      try {
        insert.run(campaign.projectId, campaign.id, campaignNameKey(campaign.name), campaign.createdAt, JSON.stringify(campaign));
      } catch (error) {
        // Only the name constraint is a caller's conflict; a colliding random id is a bug.
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new StoreConflictError('campaignName');
        throw error;
      }
    },
    async list(projectId) {
      return newest.all(projectId).map(parse);
    },
    async get(projectId, id) {
      const row = byId.get(projectId, id);
      return row ? parse(row) : null;
    },
  };
}
