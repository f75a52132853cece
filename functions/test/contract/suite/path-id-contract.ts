// Ids that come from request paths (project ids, slugs, campaign ids) arrive URL-decoded, so
// they may hold "/". In a store that builds document paths from ids, such an id must not reach
// another document (a link's click shard, a campaign read as a project) nor throw: it is an id
// nothing has, so it is simply not found. Part of the one store contract.

import type { Store } from '../../../src/store/ports';
import { aClick, aLink, aProject } from './fixtures';

const MONTH = '2026-11';

export function pathIdContract(getStore: () => Store): void {
  describe('ids holding "/" (from URL-decoded paths)', () => {
    it('when a project id, slug or campaign id holds "/", then nothing is found, nothing throws and nothing changes', async () => {
      const store = getStore();
      const project = aProject();
      await store.projects.create(project);
      const link = aLink(project.id, { slug: 'shard-host' });
      await store.links.createIfAbsent(link);
      await store.clicks.record(aClick(project.id, link.slug), { month: MONTH });
      const campaignId = 'cmp_pathid00000001';
      await store.campaigns.create({ id: campaignId, projectId: project.id, name: 'Path ids', createdAt: '2026-11-01T00:00:00.000Z' });

      const crafted = ['a/b', 'a/b/c', `${link.slug}/clickShards/0`, `${project.id}/links/${link.slug}`, `${project.id}/campaigns/${campaignId}`, '/', '//'];
      for (const id of crafted) {
        expect(await store.projects.get(id)).toBeNull();
        expect(await store.links.get(project.id, id)).toBeNull();
        expect(await store.links.clickCount(project.id, id)).toBe(0);
        expect(await store.links.update(project.id, id, { title: 'overwritten' }, '2026-11-02T00:00:00.000Z')).toBeNull();
        expect(await store.links.delete(project.id, id)).toBe(false);
        expect(await store.campaigns.get(project.id, id)).toBeNull();
      }
      expect(await store.links.get(project.id, link.slug)).toEqual(link);
      expect(await store.links.clickCount(project.id, link.slug)).toBe(1);
    });
  });
}
