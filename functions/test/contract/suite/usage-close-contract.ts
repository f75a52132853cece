// Closing an ended usage month (the rollMonthlyUsage job): part of the one store contract.

import type { Store } from '../../../src/store/ports';
import { aClick, aLink, aProject } from './fixtures';

export function usageCloseContract(getStore: () => Store): void {
  describe('closing a usage month', () => {
    // A month no other contract test uses, so the counts below are this test's own.
    const closed = '2025-03';
    const next = '2025-04';

    it('when a month with clicks is closed, then its usage reads the same, the next month is untouched, and closing again changes nothing', async () => {
      const store = getStore();
      const project = aProject({ subdomain: `close-${Date.now().toString(36)}` });
      expect(await store.projects.create(project)).toBe('created');
      await store.links.createIfAbsent(aLink(project.id, { slug: 'c' }));
      for (let i = 0; i < 7; i++) await store.clicks.record(aClick(project.id, 'c'), { month: closed });
      await store.clicks.record(aClick(project.id, 'c'), { month: next });
      expect(await store.usage.consume(project.id, closed, 'links', 3, 100)).toBe(3);

      await store.usage.closeMonth(closed);
      expect(await store.usage.get(project.id, closed)).toEqual({ links: 3, clicks: 7 });
      expect(await store.usage.get(project.id, next)).toEqual({ links: 0, clicks: 1 });

      await store.usage.closeMonth(closed);
      expect(await store.usage.get(project.id, closed)).toEqual({ links: 3, clicks: 7 });
      expect(await store.links.clickCount(project.id, 'c')).toBe(8);
    });

    it('when a click of a closed month lands late, then it is still counted, and a second close keeps it', async () => {
      const store = getStore();
      const project = aProject({ subdomain: `late-${Date.now().toString(36)}` });
      await store.projects.create(project);
      await store.links.createIfAbsent(aLink(project.id, { slug: 'l' }));
      await store.clicks.record(aClick(project.id, 'l'), { month: closed });
      await store.usage.closeMonth(closed);
      await store.clicks.record(aClick(project.id, 'l'), { month: closed });
      expect((await store.usage.get(project.id, closed)).clicks).toBe(2);
      await store.usage.closeMonth(closed);
      expect((await store.usage.get(project.id, closed)).clicks).toBe(2);
    });
  });
}
