// The store port of campaigns (part of Store, ports.ts). Every adapter implements it and passes
// functions/test/contract/suite/campaign-contract.ts.

import type { CampaignRecord } from '../domain/campaigns/types';

export interface CampaignRepo {
  /**
   * Atomic: throws StoreConflictError('campaignName') when the project already has a campaign
   * of that name, compared by campaignNameKey (case-insensitive, trimmed).
   */
  create(campaign: CampaignRecord): Promise<void>;
  /** Every campaign of the project, newest first (ties: id descending). */
  list(projectId: string): Promise<CampaignRecord[]>;
  get(projectId: string, id: string): Promise<CampaignRecord | null>;
}
