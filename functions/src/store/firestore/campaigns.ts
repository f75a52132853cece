// Campaigns in `projects/{projectId}/campaigns/{id}`. A name is claimed by
// `projects/{projectId}/campaignNames/{sha256(campaignNameKey(name))}` (hashed: any name fits a
// document id), created in the same batch as the campaign: create() fails when the claim
// exists, so two racing creates of one name cannot both commit. The claim is staged first:
// the test emulator applies a failing commit's writes up to the failure.

import { createHash } from 'node:crypto';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { CampaignRecord } from '../../domain/campaigns/types';
import { campaignNameKey } from '../../domain/campaigns/types';
import type { CampaignRepo } from '../ports';
import { StoreConflictError } from '../ports';
import { documentId } from './database/doc-id';
import { ALREADY_EXISTS, hasCode, paths, withoutUndefined } from './database/documents';
import { buildQuery } from './database/query-registry';

const nameHash = (name: string) => createHash('sha256').update(campaignNameKey(name)).digest('hex');

function fromCampaignDoc(data: DocumentData): CampaignRecord {
  const { id, projectId, name, description, createdAt } = data as CampaignRecord;
  return { id, projectId, name, ...(typeof description === 'string' ? { description } : {}), createdAt };
}

const newestFirst = (a: CampaignRecord, b: CampaignRecord) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.createdAt < b.createdAt ? 1 : -1;

export function firestoreCampaigns(db: Firestore): CampaignRepo {
  return {
    async create(campaign) {
      const batch = db.batch();
      batch.create(paths.campaignName(db, campaign.projectId, nameHash(campaign.name)), { campaignId: campaign.id });
      batch.create(paths.campaigns(db, campaign.projectId).doc(campaign.id), withoutUndefined({ ...campaign }));
      try {
        await batch.commit();
      } catch (error) {
        if (!hasCode(error, ALREADY_EXISTS)) throw error;
        // Either doc may be the one that exists; a colliding random id is not a name conflict.
        const claim = await paths.campaignName(db, campaign.projectId, nameHash(campaign.name)).get();
        if (claim.exists && claim.get('campaignId') !== campaign.id) throw new StoreConflictError('campaignName');
        throw error;
      }
    },
    async list(projectId) {
      // One project's campaigns are few: read them all and order here (no composite index).
      const snap = await buildQuery(paths.campaigns(db, projectId)).get();
      return snap.docs.map((d) => fromCampaignDoc(d.data())).sort(newestFirst);
    },
    async get(projectId, id) {
      const snap = await paths.campaigns(db, projectId).doc(documentId(id)).get();
      return snap.exists ? fromCampaignDoc(snap.data()!) : null;
    },
  };
}
