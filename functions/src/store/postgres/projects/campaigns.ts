// Campaigns keyed by (project_id, id). UNIQUE (project_id, name_key) makes the insert itself
// report a taken name, also between processes (name_key = campaignNameKey(name), computed in JS
// so that every store compares names alike). Their click counts live in campaign_stats, which
// the clicks repository keeps.

import type { Pool } from 'pg';
import type { CampaignRecord } from '../../../domain/campaigns/types';
import { campaignNameKey } from '../../../domain/campaigns/types';
import type { CampaignRepo } from '../../ports';
import { StoreConflictError } from '../../ports';
import { row, rows, uniqueViolation } from '../database/transaction';

type Row = { doc: string };

const parse = (r: Row) => JSON.parse(r.doc) as CampaignRecord;

export function postgresCampaigns(pool: Pool): CampaignRepo {
  return {
    async create(c) {
      try {
        await pool.query('INSERT INTO campaigns (project_id, id, name_key, created_at, doc) VALUES ($1, $2, $3, $4, $5)', [
          c.projectId,
          c.id,
          campaignNameKey(c.name),
          c.createdAt,
          JSON.stringify(c),
        ]);
      } catch (error) {
        // Only the name is a caller's conflict; a colliding random id is a bug and stays one.
        if (uniqueViolation(error) === 'campaigns_project_id_name_key_key') throw new StoreConflictError('campaignName');
        throw error;
      }
    },
    async list(projectId) {
      return (await rows<Row>(pool, 'SELECT doc FROM campaigns WHERE project_id = $1 ORDER BY created_at DESC, id DESC', [projectId])).map(parse);
    },
    async get(projectId, id) {
      const found = await row<Row>(pool, 'SELECT doc FROM campaigns WHERE project_id = $1 AND id = $2', [projectId, id]);
      return found ? parse(found) : null;
    },
  };
}
