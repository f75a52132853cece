// Reading the click log by time for exports (ClickRepo.scan): newest first, within
// [from, to), one link or all, in bounded batches; a consumed match marks its click. Part of
// the one store contract (runStoreContract calls this).

import type { ClickEvent } from '../../../src/domain/clicks/types';
import type { ClickRange, Store } from '../../../src/store/ports';
import { aClick, aLink, aPendingMatch } from './fixtures';

async function scanned(store: Store, projectId: string, range: ClickRange, batch: number) {
  const ids: string[] = [];
  const clicks: ClickEvent[] = [];
  for await (const page of store.clicks.scan(projectId, range, batch)) {
    expect(page.length).toBeGreaterThan(0);
    expect(page.length).toBeLessThanOrEqual(batch);
    ids.push(...page.map((c) => c.id));
    clicks.push(...page);
  }
  return { ids, clicks };
}

export function clickScanContract(getStore: () => Store): void {
  describe('clicks scanned by time', () => {
    const projectId = `proj-scan-${Math.random().toString(36).slice(2, 8)}`;
    const made: ClickEvent[] = [];
    beforeAll(async () => {
      const store = getStore();
      for (const slug of ['a', 'b']) await store.links.createIfAbsent(aLink(projectId, { slug }));
      for (let i = 0; i < 14; i++) {
        // Two clicks share each second, so equal times must page without gaps or repeats.
        const at = new Date(Date.UTC(2026, 7, 1, 0, 0, Math.floor(i / 2))).toISOString();
        const click = aClick(projectId, i % 3 === 0 ? 'b' : 'a', { id: `scan-${String(i).padStart(2, '0')}`, clickedAt: at, platform: 'web' });
        made.push(click);
        await store.clicks.record(click, { month: '2026-08' });
      }
      await store.clicks.record(aClick('proj-scan-other', 'a', { clickedAt: '2026-08-01T00:00:01.000Z' }), { month: '2026-08' });
    });
    const newestFirst = (clicks: ClickEvent[]) =>
      [...clicks].sort((x, y) => (x.clickedAt === y.clickedAt ? (x.id < y.id ? 1 : -1) : x.clickedAt < y.clickedAt ? 1 : -1)).map((c) => c.id);

    it('when a range is scanned in small batches, then every click in it comes once, newest first, and none from elsewhere', async () => {
      const range = { from: '2026-08-01T00:00:00.000Z', to: '2026-08-01T00:00:06.000Z' };
      const { ids, clicks } = await scanned(getStore(), projectId, range, 3);
      expect(ids).toEqual(newestFirst(made.filter((c) => c.clickedAt < range.to)));
      expect(clicks[0]).toEqual(made.find((c) => c.id === ids[0]));
    });

    it('when one link is asked, then only its clicks come; an empty range yields nothing', async () => {
      const range = { from: '2026-08-01T00:00:02.000Z', to: '2026-08-02T00:00:00.000Z', slug: 'b' };
      expect((await scanned(getStore(), projectId, range, 2)).ids).toEqual(newestFirst(made.filter((c) => c.slug === 'b' && c.clickedAt >= range.from)));
      expect((await scanned(getStore(), projectId, { from: '2026-09-01T00:00:00.000Z', to: '2026-09-02T00:00:00.000Z' }, 5)).ids).toEqual([]);
    });

    it("when a mobile click's match is consumed, then the scanned click says it led to an install", async () => {
      const store = getStore();
      const click = aClick(projectId, 'a', { id: 'scan-install', clickedAt: '2026-08-03T00:00:00.000Z' });
      await store.clicks.record(click, { month: '2026-08', pending: aPendingMatch(click) });
      expect(await store.matches.consume(click.id, 'device-1', '2026-08-03T00:01:00.000Z', 60_000)).toBe('consumed');
      const { clicks } = await scanned(store, projectId, { from: '2026-08-03T00:00:00.000Z', to: '2026-08-04T00:00:00.000Z' }, 10);
      expect(clicks).toEqual([{ ...click, installMatched: true }]);
    });
  });
}
