// All-or-nothing link inserts (LinkRepo.createAllIfAbsent, used by bulk, batch, CSV and
// migration): part of the one store contract (runStoreContract calls this).

import type { Store } from '../../../src/store/ports';
import { aLink } from './fixtures';

export function linkBatchContract(getStore: () => Store): void {
  describe('links created together', () => {
    const slugsOf = async (store: Store, projectId: string) => (await store.links.list(projectId, { limit: 500 })).items.map((link) => link.slug).sort();

    it('when 100 free slugs are inserted together, then all are stored with every field', async () => {
      const store = getStore();
      const links = Array.from({ length: 100 }, (_, i) => aLink('proj-batch-ok', { slug: `b${String(i).padStart(3, '0')}`, title: `T${i}` }));
      expect(await store.links.createAllIfAbsent(links)).toEqual([]);
      expect(await slugsOf(store, 'proj-batch-ok')).toEqual(links.map((link) => link.slug));
      expect(await store.links.get('proj-batch-ok', 'b042')).toEqual(links[42]);
    });

    it('when one slug of the batch is already taken, then nothing of the batch is written and its index is answered', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-batch-taken', { slug: 'taken', title: 'first' }));
      const links = ['a', 'b', 'taken', 'c'].map((slug) => aLink('proj-batch-taken', { slug, title: 'batch' }));
      expect(await store.links.createAllIfAbsent(links)).toEqual([2]);
      expect(await slugsOf(store, 'proj-batch-taken')).toEqual(['taken']);
      expect((await store.links.get('proj-batch-taken', 'taken'))?.title).toBe('first');
    });

    it('when the batch repeats a slug, then the later ones are answered as taken and nothing is written', async () => {
      const store = getStore();
      const links = ['x', 'y', 'x', 'z', 'x'].map((slug) => aLink('proj-batch-dup', { slug }));
      expect(await store.links.createAllIfAbsent(links)).toEqual([2, 4]);
      expect(await slugsOf(store, 'proj-batch-dup')).toEqual([]);
    });

    it('when slugs differ only by case, or a slug is taken in another project, then they are free', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-batch-elsewhere', { slug: 'mine' }));
      const links = ['Mine', 'mine', 'MINE'].map((slug) => aLink('proj-batch-case', { slug }));
      expect(await store.links.createAllIfAbsent(links)).toEqual([]);
      expect(await slugsOf(store, 'proj-batch-case')).toEqual(['MINE', 'Mine', 'mine']);
    });

    it('when two batches race for one slug, then exactly one is written whole and the other not at all', async () => {
      const store = getStore();
      const batch = (name: string) => [`${name}-1`, 'contested', `${name}-2`].map((slug) => aLink('proj-batch-race', { slug, title: name }));
      const [left, right] = await Promise.all([store.links.createAllIfAbsent(batch('left')), store.links.createAllIfAbsent(batch('right'))]);
      expect([left, right].map((taken) => taken.length).sort()).toEqual([0, 1]);
      const winner = left.length === 0 ? 'left' : 'right';
      expect(await slugsOf(store, 'proj-batch-race')).toEqual(['contested', `${winner}-1`, `${winner}-2`]);
      expect((await store.links.get('proj-batch-race', 'contested'))?.title).toBe(winner);
    });
  });
}
