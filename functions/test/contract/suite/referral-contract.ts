// Referral attributions and per-referrer counters: part of the one store contract
// (runStoreContract calls this).

import type { ReferralRecord } from '../../../src/domain/referrals/types';
import type { Store } from '../../../src/store/ports';
import { aClick, aLink } from './fixtures';

const uniqueProject = () => `proj-ref-${Math.random().toString(36).slice(2, 10)}`;
const HOUR = { since: '2026-06-01T09:00:00.000Z', limit: 20 };

function anAttribution(projectId: string, newUserId: string, referrerId: string, overrides: Partial<ReferralRecord> = {}): ReferralRecord {
  return { projectId, newUserId, referrerId, status: 'attributed', flagReason: null, attributedAt: '2026-06-01T10:00:00.000Z', ...overrides };
}

const zero = { referrerLabel: null, clicks: 0, installs: 0, referrals: 0, qualified: 0, flagged: 0 };
const byId = (a: { referrerId: string }, b: { referrerId: string }) => (a.referrerId < b.referrerId ? -1 : 1);

export function referralContract(getStore: () => Store): void {
  describe('referrals', () => {
    it('when a user is tracked again, then the first attribution stays: same referrer replays, another is a counted duplicate', async () => {
      const store = getStore();
      const projectId = uniqueProject();
      const first = anAttribution(projectId, 'user/1', 'alice', { referrerLabel: 'Alice', linkId: 'inv-alice' });
      expect(await store.referrals.track(first, HOUR)).toEqual({ outcome: 'attributed', record: first });
      const again = anAttribution(projectId, 'user/1', 'alice', { attributedAt: '2026-06-01T10:05:00.000Z' });
      expect(await store.referrals.track(again, HOUR)).toEqual({ outcome: 'replayed', record: first });
      const other = anAttribution(projectId, 'user/1', 'bob', { attributedAt: '2026-06-01T10:06:00.000Z' });
      expect(await store.referrals.track(other, HOUR)).toEqual({ outcome: 'duplicate', record: first });
      expect(await store.referrals.get(projectId, 'user/1')).toEqual(first);
      expect(await store.referrals.get(uniqueProject(), 'user/1')).toBeNull();
      expect((await store.referrals.counts(projectId, null)).sort(byId)).toEqual([
        { ...zero, referrerId: 'alice', referrerLabel: 'Alice', referrals: 1 },
        { ...zero, referrerId: 'bob', flagged: 1 },
      ]);
    });

    it('when 8 tracks for one new user race, then exactly one attribution is stored', async () => {
      const store = getStore();
      const projectId = uniqueProject();
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => store.referrals.track(anAttribution(projectId, 'racer', `ref-${i}`), HOUR)));
      const winners = results.filter((r) => r.outcome === 'attributed');
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => r.outcome === 'duplicate')).toHaveLength(7);
      for (const r of results) expect(r.record).toEqual(winners[0]!.record);
      expect(await store.referrals.get(projectId, 'racer')).toEqual(winners[0]!.record);
      const counts = await store.referrals.counts(projectId, null);
      expect(counts.reduce((n, c) => n + c.referrals, 0)).toBe(1);
      expect(counts.reduce((n, c) => n + c.flagged, 0)).toBe(7);
    });

    it('when a referrer passes the limit within the window, then later attributions are flagged velocity until it slides', async () => {
      const store = getStore();
      const projectId = uniqueProject();
      const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute)).toISOString();
      const since = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute)).toISOString();
      const flags: (string | null)[] = [];
      for (let m = 0; m < 5; m++) {
        const { record } = await store.referrals.track(anAttribution(projectId, `u${m}`, 'carol', { attributedAt: at(m) }), { since: since(m), limit: 3 });
        flags.push(record.flagReason);
      }
      expect(flags).toEqual([null, null, null, 'velocity', 'velocity']);
      // An hour after minute 2, only minutes 3 and 4 are inside the window.
      const later = await store.referrals.track(anAttribution(projectId, 'u-later', 'carol', { attributedAt: at(62) }), { since: since(62), limit: 3 });
      expect(later.record.flagReason).toBeNull();
      const selfish = anAttribution(projectId, 'dave', 'dave', { flagReason: 'self_referral' });
      expect((await store.referrals.track(selfish, HOUR)).record.flagReason).toBe('self_referral');
      expect((await store.referrals.counts(projectId, null)).sort(byId)).toEqual([
        { ...zero, referrerId: 'carol', referrals: 4, flagged: 2 },
        { ...zero, referrerId: 'dave', flagged: 1 },
      ]);
    });

    it('when 6 new users race to one referrer with a limit of 3, then exactly 3 are clean', async () => {
      const store = getStore();
      const projectId = uniqueProject();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => store.referrals.track(anAttribution(projectId, `r${i}`, 'erin'), { since: HOUR.since, limit: 3 })),
      );
      expect(results.filter((r) => r.record.flagReason === null)).toHaveLength(3);
      expect(results.filter((r) => r.record.flagReason === 'velocity')).toHaveLength(3);
    });

    it('when a user qualifies, then it counts once on that day; flagged ones and unknown users do not', async () => {
      const store = getStore();
      const projectId = uniqueProject();
      await store.referrals.track(anAttribution(projectId, 'q1', 'frank'), HOUR);
      await store.referrals.track(anAttribution(projectId, 'q2', 'q2', { flagReason: 'self_referral' }), HOUR);
      expect(await store.referrals.qualify(projectId, 'nobody', 'purchase', '2026-06-03T10:00:00.000Z')).toBeNull();
      const qualified = await store.referrals.qualify(projectId, 'q1', 'purchase', '2026-06-03T10:00:00.000Z');
      expect(qualified).toMatchObject({ status: 'qualified', qualifyEvent: 'purchase', qualifiedAt: '2026-06-03T10:00:00.000Z', referrerId: 'frank' });
      expect(await store.referrals.qualify(projectId, 'q1', 'other', '2026-06-04T10:00:00.000Z')).toEqual(qualified);
      expect(await store.referrals.get(projectId, 'q1')).toEqual(qualified);
      expect((await store.referrals.qualify(projectId, 'q2', 'default', '2026-06-03T10:00:00.000Z'))?.flagReason).toBe('self_referral');
      const day = (d: string) => store.referrals.counts(projectId, { from: d, to: d });
      expect(await day('2026-06-01')).toEqual(expect.arrayContaining([{ ...zero, referrerId: 'frank', referrals: 1 }]));
      expect(await day('2026-06-03')).toEqual([{ ...zero, referrerId: 'frank', qualified: 1 }]);
      expect(await day('2026-06-04')).toEqual([]);
    });

    it('when invite links are clicked and installed, then their referrer counts them by day with the newest label', async () => {
      const store = getStore();
      const projectId = uniqueProject();
      await store.links.createIfAbsent(aLink(projectId, { slug: 'inv' }));
      const invite = { referrerId: 'gina', referrerLabel: 'Gina' };
      await store.clicks.record(aClick(projectId, 'inv', { ...invite, clickedAt: '2026-06-01T08:00:00.000Z' }), { month: '2026-06' });
      await store.clicks.record(aClick(projectId, 'inv', { ...invite, clickedAt: '2026-06-02T08:00:00.000Z' }), { month: '2026-06' });
      await store.clicks.record(aClick(projectId, 'inv', { clickedAt: '2026-06-02T08:00:00.000Z' }), { month: '2026-06' });
      await store.matches.countInstall({ projectId, slug: 'inv', at: '2026-06-02T09:00:00.000Z', ...invite });
      await store.referrals.track(anAttribution(projectId, 'new-1', 'gina', { referrerLabel: 'Gina G.', attributedAt: '2026-06-03T10:00:00.000Z' }), HOUR);
      expect(await store.referrals.counts(projectId, { from: '2026-06-02', to: '2026-06-02' })).toEqual([
        { ...zero, referrerId: 'gina', referrerLabel: 'Gina', clicks: 1, installs: 1 },
      ]);
      expect(await store.referrals.counts(projectId, null)).toEqual([
        { ...zero, referrerId: 'gina', referrerLabel: 'Gina G.', clicks: 2, installs: 1, referrals: 1 },
      ]);
      expect(await store.referrals.counts(uniqueProject(), null)).toEqual([]);
    });

    it('when one day has several labels for a referrer, then the one seen last wins, across links and tracks', async () => {
      const store = getStore();
      const projectId = uniqueProject();
      await store.links.createIfAbsent(aLink(projectId, { slug: 'inv-a' }));
      await store.links.createIfAbsent(aLink(projectId, { slug: 'inv-b' }));
      const click = (slug: string, label: string, clickedAt: string) =>
        store.clicks.record(aClick(projectId, slug, { referrerId: 'hal', referrerLabel: label, clickedAt }), { month: '2026-06' });
      await click('inv-a', 'Hal (dawn)', '2026-06-05T05:00:00.000Z');
      await store.referrals.track(anAttribution(projectId, 'new-h', 'hal', { referrerLabel: 'Hal (morning)', attributedAt: '2026-06-05T08:00:00.000Z' }), HOUR);
      await click('inv-b', 'Hal (evening)', '2026-06-05T20:00:00.000Z');
      const [day] = await store.referrals.counts(projectId, { from: '2026-06-05', to: '2026-06-05' });
      expect(day?.referrerLabel).toBe('Hal (evening)');
      const [allTime] = await store.referrals.counts(projectId, null);
      expect(allTime?.referrerLabel).toBe('Hal (evening)');
    });
  });
}
