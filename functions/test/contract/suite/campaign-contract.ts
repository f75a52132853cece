// Campaigns and their click counts: part of the one store contract (runStoreContract calls this).

import type { CampaignRecord } from '../../../src/domain/campaigns/types';
import type { Store } from '../../../src/store/ports';
import { StoreConflictError } from '../../../src/store/ports';
import { aClick, aLink } from './fixtures';

let next = 0;
function aCampaign(projectId: string, overrides: Partial<CampaignRecord> = {}): CampaignRecord {
  next += 1;
  return {
    id: `cmp_${String(next).padStart(4, '0')}${Math.random().toString(36).slice(2, 14).padEnd(12, '0')}`,
    projectId,
    name: `Campaign ${next}`,
    createdAt: '2026-07-01T10:00:00.000Z',
    ...overrides,
  };
}

export function campaignContract(getStore: () => Store): void {
  describe('campaigns', () => {
    it("when campaigns are created, then get finds each and list gives the project's newest first", async () => {
      const store = getStore();
      const older = aCampaign('proj-cmp', { name: 'Spring', description: 'notes', createdAt: '2026-07-01T10:00:00.000Z' });
      const newer = aCampaign('proj-cmp', { name: 'Summer', createdAt: '2026-07-02T10:00:00.000Z' });
      const elsewhere = aCampaign('proj-cmp-other', { name: 'Spring' });
      for (const c of [older, newer, elsewhere]) await store.campaigns.create(c);
      expect(await store.campaigns.get('proj-cmp', older.id)).toEqual(older);
      expect(await store.campaigns.get('proj-cmp', newer.id)).toEqual(newer);
      expect(await store.campaigns.get('proj-cmp', elsewhere.id)).toBeNull();
      expect(await store.campaigns.get('proj-cmp', 'cmp_nope')).toBeNull();
      expect(await store.campaigns.list('proj-cmp')).toEqual([newer, older]);
      expect(await store.campaigns.list('proj-cmp-none')).toEqual([]);
    });

    it('when a second campaign takes a name in another case, then it conflicts and is not stored', async () => {
      const store = getStore();
      await store.campaigns.create(aCampaign('proj-cmp-dup', { name: 'Black Friday' }));
      const dup = aCampaign('proj-cmp-dup', { name: '  black FRIDAY ' });
      await expect(store.campaigns.create(dup)).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.campaigns.get('proj-cmp-dup', dup.id)).toBeNull();
      expect(await store.campaigns.list('proj-cmp-dup')).toHaveLength(1);
    });

    it('when 10 creates of one name race, then exactly one wins', async () => {
      const store = getStore();
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => store.campaigns.create(aCampaign('proj-cmp-race', { name: 'Launch' }))));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(StoreConflictError);
      expect(await store.campaigns.list('proj-cmp-race')).toHaveLength(1);
    });

    it('when clicks name a campaign, then the campaign counts them per project', async () => {
      const store = getStore();
      const month = '2026-07';
      await store.links.createIfAbsent(aLink('proj-cmp-clicks', { slug: 'a', campaignId: 'cmp_x' }));
      await store.links.createIfAbsent(aLink('proj-cmp-clicks', { slug: 'b', campaignId: 'cmp_x', maxClicks: 10 }));
      await store.clicks.record(aClick('proj-cmp-clicks', 'a', { campaignId: 'cmp_x' }), { month });
      await store.clicks.record(aClick('proj-cmp-clicks', 'b', { campaignId: 'cmp_x' }), { month, maxClicks: 10 });
      await store.clicks.record(aClick('proj-cmp-clicks', 'a'), { month });
      expect(await store.clicks.campaignClicks('proj-cmp-clicks', 'cmp_x')).toBe(2);
      expect(await store.clicks.campaignClicks('proj-cmp-clicks', 'cmp_y')).toBe(0);
      expect(await store.clicks.campaignClicks('proj-other', 'cmp_x')).toBe(0);
    });
  });
}
