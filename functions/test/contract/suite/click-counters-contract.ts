// Every counter a click feeds agrees with a count of the clicks themselves: the
// SQLite store folds them from its click log, the Firestore store counts them in shards; both
// must answer the same. Part of the one store contract (runStoreContract calls this).

import type { ClickEvent } from '../../../src/domain/clicks/types';
import type { Store } from '../../../src/store/ports';
import { aClick, aLink, aPendingMatch } from './fixtures';

/** A small seeded generator: the same "random" visits on every run and both stores. */
function seeded(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}

const count = (clicks: ClickEvent[], test: (c: ClickEvent) => boolean) => clicks.filter(test).length;

export function clickCountersContract(getStore: () => Store): void {
  describe('counters folded from clicks', () => {
    it('when 300 random visits are recorded, then every counter equals a count of its clicks', async () => {
      const store = getStore();
      const projectId = `proj-fold-${Math.random().toString(36).slice(2, 8)}`;
      const month = '2026-06';
      const slugs = ['plain', 'influencer', 'campaign', 'invite', 'both'];
      const links = {
        plain: {},
        influencer: { influencerId: 'inf-1' },
        campaign: { campaignId: 'cmp_f' },
        invite: { referrerId: 'ref-1', referrerLabel: 'Ann' },
        both: { influencerId: 'inf-2', campaignId: 'cmp_f' },
      } as Record<string, Partial<ClickEvent>>;
      for (const slug of slugs) await store.links.createIfAbsent(aLink(projectId, { slug }));
      const pick = seeded(7);
      const clicks: ClickEvent[] = [];
      const inFlight: Promise<unknown>[] = [];
      const days = ['2026-06-01', '2026-06-02', '2026-06-03'];
      const platforms = ['web', 'ios', 'android'] as const;
      for (let i = 0; i < 300; i++) {
        const slug = slugs[pick(slugs.length)]!;
        const platform = platforms[pick(3)]!;
        const click = aClick(projectId, slug, {
          platform,
          clickedAt: `${days[pick(3)]}T1${pick(10)}:00:00.000Z`,
          country: ['US', 'FR', 'XX'][pick(3)]!,
          referrerHost: pick(2) ? 't.co' : null,
          ...links[slug],
          ...(links[slug]!.influencerId ? { visitorHash: `v${pick(20)}` } : {}),
        });
        clicks.push(click);
        const pending = platform === 'web' ? undefined : aPendingMatch(click, { osFamily: platform });
        // Some land together (one group commit on SQLite), some one by one.
        const recorded = store.clicks.record(click, { month, pending });
        if (i % 3 === 2) await recorded;
        else inFlight.push(recorded);
      }
      expect(new Set(await Promise.all(inFlight))).toEqual(new Set(['recorded']));

      const counts = await store.links.clickCounts(projectId, slugs);
      for (const slug of slugs) {
        expect(counts.get(slug)).toBe(count(clicks, (c) => c.slug === slug));
        expect(await store.links.clickCount(projectId, slug)).toBe(count(clicks, (c) => c.slug === slug));
      }
      expect((await store.usage.get(projectId, month)).clicks).toBe(300);
      expect(await store.clicks.influencerClicks(projectId, 'inf-1')).toBe(count(clicks, (c) => c.influencerId === 'inf-1'));
      expect(await store.clicks.campaignClicks(projectId, 'cmp_f')).toBe(count(clicks, (c) => c.campaignId === 'cmp_f'));
      const report = await store.analytics.rollup(projectId, '2026-06-01', '2026-06-03');
      for (const day of days) expect(report.days[day]?.clicks).toBe(count(clicks, (c) => c.clickedAt.startsWith(day)));
      for (const platform of platforms) expect(report.platforms[platform] ?? 0).toBe(count(clicks, (c) => c.platform === platform));
      expect(report.referrerHosts['(direct)']).toBe(count(clicks, (c) => c.referrerHost === null));
      const influencers = await store.analytics.influencers(projectId);
      const distinct = new Set(clicks.filter((c) => c.influencerId === 'inf-1').map((c) => c.visitorHash)).size;
      expect(influencers.find((i) => i.influencerId === 'inf-1')?.uniqueUsers).toBe(distinct);
      const referrers = await store.referrals.counts(projectId, null);
      expect(referrers.find((r) => r.referrerId === 'ref-1')).toMatchObject({ clicks: count(clicks, (c) => c.referrerId === 'ref-1'), referrerLabel: 'Ann' });
      const history = await store.clicks.history(projectId, 'plain', 1000);
      expect(history.map((c) => c.id).sort()).toEqual(
        clicks
          .filter((c) => c.slug === 'plain')
          .map((c) => c.id)
          .sort(),
      );
      const mobile = clicks.find((c) => c.platform !== 'web')!;
      expect((await store.clicks.pendingMatch(mobile.id))?.clickId).toBe(mobile.id);
    });
  });
}
