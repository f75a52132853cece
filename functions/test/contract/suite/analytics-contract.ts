// Report counters kept at write time (daily rollups, influencer visitors): part of the one
// store contract (runStoreContract calls this).

import type { Store } from '../../../src/store/ports';
import { aClick, aLink } from './fixtures';

const uniqueProject = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}`;

export function analyticsContract(getStore: () => Store): void {
  describe('analytics rollups', () => {
    const month = '2026-05';

    it('when clicks and installs are recorded, then the rollup sums them per day, country, platform, referrer host and link', async () => {
      const store = getStore();
      const projectId = uniqueProject('proj-an');
      const slug = 'spring-sale_2026';
      await store.links.createIfAbsent(aLink(projectId, { slug }));
      await store.links.createIfAbsent(aLink(projectId, { slug: 'b' }));
      const click = (day: string, overrides: Parameters<typeof aClick>[2]) =>
        store.clicks.record(aClick(projectId, overrides?.slug ?? slug, { clickedAt: `${day}T10:00:00.000Z`, ...overrides }), { month });
      await click('2026-05-01', { country: 'US', platform: 'ios', referrerHost: 't.co' });
      await click('2026-05-01', { country: 'US', platform: 'ios', referrerHost: 'm.facebook.com' });
      await click('2026-05-01', { country: 'XX', platform: 'web', referrerHost: null });
      await click('2026-05-02', { slug: 'b', country: 'FR', platform: 'android', referrerHost: 't.co' });
      await click('2026-04-30', { country: 'DE' });
      await click('2026-05-03', { country: 'DE' });
      await store.matches.countInstall({ projectId, slug, at: '2026-05-01T23:59:59.000Z' });
      await store.matches.countInstall({ projectId, slug: 'b', at: '2026-05-02T00:00:00.000Z' });
      await store.matches.countInstall({ projectId, slug: 'b', at: '2026-05-03T00:00:00.000Z' });

      expect(await store.analytics.rollup(projectId, '2026-05-01', '2026-05-02')).toEqual({
        days: { '2026-05-01': { clicks: 3, installs: 1 }, '2026-05-02': { clicks: 1, installs: 1 } },
        countries: { US: 2, XX: 1, FR: 1 },
        platforms: { ios: 2, web: 1, android: 1 },
        referrerHosts: { 't.co': 2, 'm.facebook.com': 1, '(direct)': 1 },
        links: { [slug]: { clicks: 3, installs: 1 }, b: { clicks: 1, installs: 1 } },
      });
      const lastDay = await store.analytics.rollup(projectId, '2026-05-03', '2026-05-03');
      expect(lastDay.days).toEqual({ '2026-05-03': { clicks: 1, installs: 1 } });
      expect(lastDay.links).toEqual({ [slug]: { clicks: 1, installs: 0 }, b: { clicks: 0, installs: 1 } });
      expect(await store.analytics.rollup(uniqueProject('proj-an-other'), '2026-05-01', '2026-05-31')).toEqual({
        days: {},
        countries: {},
        platforms: {},
        referrerHosts: {},
        links: {},
      });
    });

    it('when visits race or are capped, then the rollup counts exactly the recorded clicks', async () => {
      const store = getStore();
      const projectId = uniqueProject('proj-an-race');
      await store.links.createIfAbsent(aLink(projectId, { slug: 'hot' }));
      await store.links.createIfAbsent(aLink(projectId, { slug: 'cap', maxClicks: 2 }));
      await Promise.all(Array.from({ length: 30 }, () => store.clicks.record(aClick(projectId, 'hot'), { month })));
      await Promise.all(Array.from({ length: 5 }, () => store.clicks.record(aClick(projectId, 'cap'), { month, maxClicks: 2 })));
      const rollup = await store.analytics.rollup(projectId, '2026-05-01', '2026-05-01');
      expect(rollup.days).toEqual({ '2026-05-01': { clicks: 32, installs: 0 } });
      expect(rollup.links).toEqual({ hot: { clicks: 30, installs: 0 }, cap: { clicks: 2, installs: 0 } });
    });

    it('when influencer clicks carry visitor hashes, then each influencer lists its distinct visitors', async () => {
      const store = getStore();
      const projectId = uniqueProject('proj-inf');
      const odd = 'inf.ünï code';
      await store.links.createIfAbsent(aLink(projectId, { slug: 'i' }));
      const click = (influencerId: string | undefined, visitorHash?: string) =>
        store.clicks.record(aClick(projectId, 'i', { ...(influencerId ? { influencerId } : {}), ...(visitorHash ? { visitorHash } : {}) }), { month });
      await click('inf-1', 'a'.repeat(64));
      await click('inf-1', 'a'.repeat(64));
      await click('inf-1', 'b'.repeat(64));
      await click(odd, 'a'.repeat(64));
      await click('inf-2');
      await click(undefined, 'c'.repeat(64));
      expect(await store.analytics.influencers(projectId)).toEqual([
        { influencerId: 'inf-1', uniqueUsers: 2 },
        { influencerId: 'inf-2', uniqueUsers: 0 },
        { influencerId: odd, uniqueUsers: 1 },
      ]);
      expect(await store.clicks.influencerClicks(projectId, 'inf-1')).toBe(3);
      expect(await store.analytics.influencers(uniqueProject('proj-inf-other'))).toEqual([]);
    });
  });
}
