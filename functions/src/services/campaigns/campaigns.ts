// Campaigns of a project: create (names unique per project, case-insensitive) and list with
// each campaign's all-time clicks and installs. Links name a campaign by `campaignId`;
// whether that id exists is not checked when a link is written (see services/links/links.ts).

import { customAlphabet } from 'nanoid';
import type { CreateCampaignInput } from '../../domain/campaigns/schema';
import type { CampaignRecord, CampaignView } from '../../domain/campaigns/types';
import { conflict } from '../../domain/errors';
import type { ProjectRecord } from '../../domain/projects/types';
import { StoreConflictError } from '../../store/ports';
import type { ServiceDeps } from '../deps';

const campaignSuffix = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 16);

export const newCampaignId = () => `cmp_${campaignSuffix()}`;

export async function createCampaign(deps: ServiceDeps, project: ProjectRecord, input: CreateCampaignInput): Promise<CampaignRecord> {
  const campaign: CampaignRecord = {
    id: newCampaignId(),
    projectId: project.id,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    createdAt: deps.now().toISOString(),
  };
  try {
    await deps.store.campaigns.create(campaign);
  } catch (error) {
    if (error instanceof StoreConflictError) throw conflict('Campaign name already in use');
    throw error;
  }
  return campaign;
}

/** Newest first, each with its counts; `description` is '' when none was given. */
export async function listCampaigns(deps: ServiceDeps, project: ProjectRecord): Promise<CampaignView[]> {
  const campaigns = await deps.store.campaigns.list(project.id);
  return Promise.all(
    campaigns.map(async (campaign) => {
      const [clicks, installs] = await Promise.all([
        deps.store.clicks.campaignClicks(project.id, campaign.id),
        deps.store.matches.installCount(project.id, 'campaign', campaign.id),
      ]);
      return { ...campaignView(campaign), clicks, installs };
    }),
  );
}

export function campaignView(campaign: CampaignRecord): Omit<CampaignView, 'clicks' | 'installs'> {
  return {
    id: campaign.id,
    projectId: campaign.projectId,
    name: campaign.name,
    description: campaign.description ?? '',
    createdAt: campaign.createdAt,
  };
}
