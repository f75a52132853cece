// A campaign groups links of one project (links name it by `campaignId`); its clicks and
// installs are counted per campaign as they happen.

export interface CampaignRecord {
  /** `cmp_` + 16 lowercase letters or digits. */
  id: string;
  projectId: string;
  name: string;
  /** Internal notes; absent when none were given. */
  description?: string;
  createdAt: string;
}

/** A list item of GET /api/campaigns: the campaign and its all-time counts. */
export interface CampaignView {
  id: string;
  projectId: string;
  name: string;
  description: string;
  createdAt: string;
  clicks: number;
  installs: number;
}

/** The key that makes names unique per project: case and surrounding spaces do not count. */
export function campaignNameKey(name: string): string {
  return name.trim().toLowerCase();
}
