// Plan limits where the store decides the edge (docs/api.md, "Plans and limits"): the monthly
// counters behind the link and click quotas, and the owner's project count. Part of the one store contract.

import type { Store } from '../../../src/store/ports';
import { StoreConflictError } from '../../../src/store/ports';
import { aProject } from './fixtures';

let owners = 0;
const anOwner = () => `plan-owner-${Date.now().toString(36)}-${(owners += 1)}`;

export function planContract(getStore: () => Store): void {
  describe('plan limits', () => {
    it('when a monthly counter reaches its limit, then limit-1 and limit are granted and limit+1 is not', async () => {
      const store = getStore();
      expect(await store.usage.consume('proj-edge', '2026-11', 'links', 298, 300)).toBe(298);
      expect(await store.usage.consume('proj-edge', '2026-11', 'links', 1, 300)).toBe(1); // the 299th
      expect(await store.usage.consume('proj-edge', '2026-11', 'links', 1, 300)).toBe(1); // the 300th
      expect(await store.usage.consume('proj-edge', '2026-11', 'links', 1, 300)).toBe(0); // the 301st
      expect(await store.usage.get('proj-edge', '2026-11')).toEqual({ links: 300, clicks: 0 });
    });

    it('when a month is spent, then the next month and the other metric start from zero', async () => {
      const store = getStore();
      await store.usage.consume('proj-months', '2026-11', 'links', 5, 5);
      expect(await store.usage.consume('proj-months', '2026-11', 'links', 1, 5)).toBe(0);
      expect(await store.usage.consume('proj-months', '2026-12', 'links', 1, 5)).toBe(1);
      expect(await store.usage.consume('proj-months', '2026-11', 'clicks', 1, 5)).toBe(1);
      expect(await store.usage.get('proj-months', '2026-12')).toEqual({ links: 1, clicks: 0 });
    });

    it('when an owner is at maxOwned, then the next create is refused and writes nothing', async () => {
      const store = getStore();
      const uid = anOwner();
      for (let i = 0; i < 2; i++) expect(await store.projects.create(aProject({ ownerUid: uid }), { maxOwned: 3 })).toBe('created');
      expect(await store.projects.create(aProject({ ownerUid: uid }), { maxOwned: 3 })).toBe('created'); // the 3rd
      const over = aProject({ ownerUid: uid });
      expect(await store.projects.create(over, { maxOwned: 3 })).toBe('owner-limit');
      expect(await store.projects.get(over.id)).toBeNull();
      expect(await store.projects.getBySubdomain(over.subdomain)).toBeNull();
      expect(await store.projects.countOwnedBy(uid)).toBe(3);
      // Someone else, and a project without an owner, are not held back by this owner's count.
      expect(await store.projects.create(aProject({ ownerUid: anOwner() }), { maxOwned: 3 })).toBe('created');
      expect(await store.projects.create(aProject({ ownerUid: null }), { maxOwned: 0 })).toBe('created');
    });

    it('when projects were created without a limit, then they still count once one applies', async () => {
      const store = getStore();
      const uid = anOwner();
      await store.projects.create(aProject({ ownerUid: uid }));
      await store.projects.create(aProject({ ownerUid: uid }));
      expect(await store.projects.create(aProject({ ownerUid: uid }), { maxOwned: 3 })).toBe('created');
      expect(await store.projects.create(aProject({ ownerUid: uid }), { maxOwned: 3 })).toBe('owner-limit');
      expect(await store.projects.create(aProject({ ownerUid: uid }), { maxOwned: 10 })).toBe('created');
    });

    it('when an owner at the limit asks for a taken subdomain, then the limit is the answer', async () => {
      const store = getStore();
      const uid = anOwner();
      const first = aProject({ ownerUid: uid });
      await store.projects.create(first, { maxOwned: 1 });
      expect(await store.projects.create(aProject({ ownerUid: uid, subdomain: first.subdomain }), { maxOwned: 1 })).toBe('owner-limit');
      await expect(store.projects.create(aProject({ ownerUid: uid, subdomain: first.subdomain }), { maxOwned: 2 })).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.projects.countOwnedBy(uid)).toBe(1);
    });

    it('when 8 creates by one owner race for a limit of 3, then exactly 3 are created', async () => {
      const store = getStore();
      const uid = anOwner();
      const racers = Array.from({ length: 8 }, () => aProject({ ownerUid: uid }));
      const outcomes = await Promise.all(racers.map((p) => store.projects.create(p, { maxOwned: 3 })));
      expect(outcomes.filter((o) => o === 'created')).toHaveLength(3);
      expect(await store.projects.countOwnedBy(uid)).toBe(3);
      const stored = await Promise.all(racers.map((p) => store.projects.get(p.id)));
      expect(
        stored
          .filter(Boolean)
          .map((p) => p!.id)
          .sort(),
      ).toEqual(
        racers
          .filter((_, i) => outcomes[i] === 'created')
          .map((p) => p.id)
          .sort(),
      );
    });
  });
}
