// Click recording: part of the one store contract (runStoreContract calls this).

import type { Store } from '../../../src/store/ports';
import { aClick, aLink, aPendingMatch } from './fixtures';

export function clickContract(getStore: () => Store): void {
  describe('clicks', () => {
    const month = '2026-05';

    it('when clicks are recorded, then history lists the newest first, at most the limit, per link', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-h', { slug: 'h' }));
      await store.links.createIfAbsent(aLink('proj-h', { slug: 'other' }));
      for (let i = 0; i < 25; i++) {
        const clickedAt = new Date(Date.UTC(2026, 4, 1, 10, 0, i)).toISOString();
        expect(await store.clicks.record(aClick('proj-h', 'h', { clickedAt, country: i % 2 ? 'FR' : 'US' }), { month })).toBe('recorded');
      }
      await store.clicks.record(aClick('proj-h', 'other'), { month });
      const history = await store.clicks.history('proj-h', 'h', 20);
      expect(history).toHaveLength(20);
      expect(history[0]).toMatchObject({
        slug: 'h',
        clickedAt: '2026-05-01T10:00:24.000Z',
        country: 'US',
        redirectChain: expect.any(Array),
        referrerHost: 't.co',
        uaFamily: 'Mobile Safari',
      });
      expect(history.map((c) => c.clickedAt)).toEqual([...history.map((c) => c.clickedAt)].sort().reverse());
      expect(history[19]!.clickedAt).toBe('2026-05-01T10:00:05.000Z');
      expect(await store.clicks.history('proj-h', 'none', 20)).toEqual([]);
    });

    it('when a click is recorded, then the link, the month and the influencer are counted', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-count', { slug: 'c', influencerId: 'inf-1' }));
      await store.clicks.record(aClick('proj-count', 'c', { influencerId: 'inf-1' }), { month });
      await store.clicks.record(aClick('proj-count', 'c', { influencerId: 'inf-1' }), { month });
      expect(await store.links.clickCount('proj-count', 'c')).toBe(2);
      expect((await store.usage.get('proj-count', month)).clicks).toBe(2);
      expect(await store.clicks.influencerClicks('proj-count', 'inf-1')).toBe(2);
      expect(await store.clicks.influencerClicks('proj-count', 'inf-2')).toBe(0);
    });

    it('when influencer and campaign ids hold characters a key path cannot, then clicks and installs still count', async () => {
      const store = getStore();
      const ids = { influencerId: 'team/alice', campaignId: '../spring.sale' };
      await store.links.createIfAbsent(aLink('proj-odd-ids', { slug: 'o', ...ids }));
      expect(await store.clicks.record(aClick('proj-odd-ids', 'o', ids), { month })).toBe('recorded');
      await store.matches.countInstall({ projectId: 'proj-odd-ids', slug: 'o', ...ids });
      expect(await store.clicks.influencerClicks('proj-odd-ids', 'team/alice')).toBe(1);
      expect(await store.clicks.campaignClicks('proj-odd-ids', '../spring.sale')).toBe(1);
      expect(await store.matches.installCount('proj-odd-ids', 'influencer', 'team/alice')).toBe(1);
      expect(await store.matches.installCount('proj-odd-ids', 'campaign', '../spring.sale')).toBe(1);
    });

    it('when a link is renamed, then its newest clicks (its history) move to the new slug', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-mv', { slug: 'before' }));
      for (let i = 0; i < 22; i++) {
        const clickedAt = new Date(Date.UTC(2026, 4, 2, 9, 0, i)).toISOString();
        await store.clicks.record(aClick('proj-mv', 'before', { clickedAt }), { month });
      }
      await store.links.update('proj-mv', 'before', { slug: 'after' }, '2026-05-03T00:00:00.000Z');
      const moved = await store.clicks.history('proj-mv', 'after', 20);
      expect(moved).toHaveLength(20);
      expect(moved[0]).toMatchObject({ slug: 'after', clickedAt: '2026-05-02T09:00:21.000Z' });
      expect(moved[19]!.clickedAt).toBe('2026-05-02T09:00:02.000Z');
      expect(await store.links.clickCount('proj-mv', 'after')).toBe(22);
    });

    it('when 50 clicks race on an uncapped link, then every one is counted', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-race-c', { slug: 'r' }));
      await Promise.all(Array.from({ length: 50 }, () => store.clicks.record(aClick('proj-race-c', 'r'), { month })));
      expect(await store.links.clickCount('proj-race-c', 'r')).toBe(50);
      expect((await store.usage.get('proj-race-c', month)).clicks).toBe(50);
    });

    it('when 20 visits race on a link with maxClicks 5, then exactly 5 are recorded and 15 capped', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-cap', { slug: 'cap', maxClicks: 5 }));
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => store.clicks.record(aClick('proj-cap', 'cap'), { month, maxClicks: 5 })));
      expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(5);
      expect(outcomes.filter((o) => o === 'capped')).toHaveLength(15);
      expect(await store.links.clickCount('proj-cap', 'cap')).toBe(5);
      expect(await store.clicks.history('proj-cap', 'cap', 20)).toHaveLength(5);
      expect((await store.usage.get('proj-cap', month)).clicks).toBe(5);
    });

    it('when maxClicks is set after clicks were counted, then the cap sees the earlier clicks', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-late', { slug: 'late' }));
      for (let i = 0; i < 3; i++) await store.clicks.record(aClick('proj-late', 'late'), { month });
      expect(await store.clicks.record(aClick('proj-late', 'late'), { month, maxClicks: 4 })).toBe('recorded');
      expect(await store.clicks.record(aClick('proj-late', 'late'), { month, maxClicks: 4 })).toBe('capped');
    });

    it('when a mobile click is recorded with a pending match, then the match is stored with it', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-pm', { slug: 'pm' }));
      const click = aClick('proj-pm', 'pm');
      const pending = aPendingMatch(click);
      await store.clicks.record(click, { month, pending });
      expect(await store.clicks.pendingMatch(click.id)).toEqual(pending);
      expect(await store.clicks.pendingMatch('nope')).toBeNull();
    });

    it('when a capped visit is refused, then its pending match is not stored', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-pm-cap', { slug: 'one', maxClicks: 1 }));
      await store.clicks.record(aClick('proj-pm-cap', 'one'), { month, maxClicks: 1 });
      const click = aClick('proj-pm-cap', 'one');
      expect(await store.clicks.record(click, { month, maxClicks: 1, pending: aPendingMatch(click) })).toBe('capped');
      expect(await store.clicks.pendingMatch(click.id)).toBeNull();
    });

    it('when raw clicks are pruned before a time, then only older ones go, at most the number asked, and the counters keep them', async () => {
      const store = getStore();
      await store.links.createIfAbsent(aLink('proj-prune', { slug: 'p' }));
      await store.links.createIfAbsent(aLink('proj-prune-other', { slug: 'p' }));
      const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'];
      for (const day of days) await store.clicks.record(aClick('proj-prune', 'p', { clickedAt: `${day}T10:00:00.000Z` }), { month });
      await store.clicks.record(aClick('proj-prune-other', 'p', { clickedAt: '2026-05-01T10:00:00.000Z' }), { month });

      expect(await store.clicks.pruneBefore('proj-prune', '2026-05-04T10:00:00.000Z', 2)).toBe(2);
      expect(await store.clicks.pruneBefore('proj-prune', '2026-05-04T10:00:00.000Z', 2)).toBe(1);
      expect(await store.clicks.pruneBefore('proj-prune', '2026-05-04T10:00:00.000Z', 2)).toBe(0);
      expect((await store.clicks.history('proj-prune', 'p', 20)).map((c) => c.clickedAt.slice(0, 10))).toEqual(['2026-05-05', '2026-05-04']);
      expect(await store.links.clickCount('proj-prune', 'p')).toBe(5);
      expect((await store.usage.get('proj-prune', month)).clicks).toBe(5);
      expect(await store.clicks.history('proj-prune-other', 'p', 20)).toHaveLength(1);
    });
  });
}
