// Pending deferred matches: part of the one store contract (runStoreContract calls this).

import type { Store } from '../../../src/store/ports';
import { aClick, aLink, aPendingMatch } from './fixtures';

const GRACE = 5 * 60 * 1000;

export function matchContract(getStore: () => Store): void {
  describe('pending matches', () => {
    async function seed(projectId: string, overrides: Parameters<typeof aPendingMatch>[1] = {}, clickedAt = '2026-06-01T10:00:00.000Z') {
      const store = getStore();
      await store.links.createIfAbsent(aLink(projectId, { slug: 'm' })).catch(() => false);
      const click = aClick(projectId, 'm', { clickedAt });
      const pending = aPendingMatch(click, overrides);
      await store.clicks.record(click, { month: '2026-06', pending });
      return pending;
    }

    it('when a mobile click left a pending match, then both tokens find it, unconsumed and without signals', async () => {
      const pending = await seed('proj-mt');
      const byClipboard = await getStore().matches.byClipboardToken(pending.clipboardToken);
      expect(byClipboard).toEqual({ ...pending, consumedAt: null, consumedBy: null, signals: null });
      expect(await getStore().matches.byReferrerToken(pending.referrerToken)).toEqual(byClipboard);
      expect(await getStore().matches.byClipboardToken('nope')).toBeNull();
      expect(await getStore().matches.byReferrerToken('nope')).toBeNull();
    });

    it('when the link had its own match window, then the pending match keeps it (by both tokens and as a candidate); without one it is absent', async () => {
      const store = getStore();
      const pending = await seed('proj-window', { ipHash: 'd'.repeat(64), matchWindowMinutes: 30 });
      expect(await store.matches.byClipboardToken(pending.clipboardToken)).toEqual({ ...pending, consumedAt: null, consumedBy: null, signals: null });
      expect((await store.matches.byReferrerToken(pending.referrerToken))?.matchWindowMinutes).toBe(30);
      const [candidate] = await store.matches.candidates('proj-window', 'd'.repeat(64), 'ios', '2026-06-01T00:00:00.000Z', 5);
      expect(candidate?.matchWindowMinutes).toBe(30);
      const plain = await seed('proj-window-none');
      expect(await store.matches.byClipboardToken(plain.clipboardToken)).not.toHaveProperty('matchWindowMinutes');
    });

    it('when candidates are asked for, then only the project, IP hash, OS family and time window match, newest first', async () => {
      const ip = 'b'.repeat(64);
      const a = await seed('proj-cand', { ipHash: ip }, '2026-06-01T10:00:00.000Z');
      const b = await seed('proj-cand', { ipHash: ip }, '2026-06-01T11:00:00.000Z');
      await seed('proj-cand', { ipHash: ip }, '2026-05-30T10:00:00.000Z');
      await seed('proj-cand', { ipHash: 'c'.repeat(64) }, '2026-06-01T12:00:00.000Z');
      await seed('proj-cand', { ipHash: ip, osFamily: 'android' }, '2026-06-01T12:00:00.000Z');
      await seed('proj-other', { ipHash: ip }, '2026-06-01T12:00:00.000Z');
      const found = await getStore().matches.candidates('proj-cand', ip, 'ios', '2026-05-31T12:00:00.000Z', 10);
      expect(found.map((m) => m.clickId)).toEqual([b.clickId, a.clickId]);
      expect(await getStore().matches.candidates('proj-cand', ip, 'ios', '2026-05-31T12:00:00.000Z', 1)).toHaveLength(1);
    });

    it('when consumed, then the same device gets the grace answer within 5 minutes, nobody after', async () => {
      const store = getStore();
      const { clickId } = await seed('proj-consume');
      expect(await store.matches.consume(clickId, 'device-1', '2026-06-01T10:10:00.000Z', GRACE)).toBe('consumed');
      expect(await store.matches.consume(clickId, 'device-1', '2026-06-01T10:14:59.000Z', GRACE)).toBe('grace');
      expect(await store.matches.consume(clickId, 'device-2', '2026-06-01T10:11:00.000Z', GRACE)).toBe('taken');
      expect(await store.matches.consume(clickId, 'device-1', '2026-06-01T10:15:01.000Z', GRACE)).toBe('taken');
      expect((await store.matches.byClipboardToken(`cb_${clickId}`))?.consumedAt).toBe('2026-06-01T10:10:00.000Z');
      expect(await store.matches.consume('missing', 'device-1', '2026-06-01T10:10:00.000Z', GRACE)).toBe('taken');
    });

    it('when one device asks twice at once, then one call consumes and the other gets the same match', async () => {
      const { clickId } = await seed('proj-race-m');
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => getStore().matches.consume(clickId, 'device-x', '2026-06-01T10:10:00.000Z', GRACE)));
      expect(outcomes.filter((o) => o === 'consumed')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'grace')).toHaveLength(5);
    });

    it('when different devices race for one match, then exactly one wins', async () => {
      const { clickId } = await seed('proj-race-d');
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, i) => getStore().matches.consume(clickId, `device-${i}`, '2026-06-01T10:10:00.000Z', GRACE)),
      );
      expect(outcomes.filter((o) => o === 'consumed')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'taken')).toHaveLength(5);
    });

    it('when the deepview posts signals (client hints too), then they are kept with the pending match', async () => {
      const pending = await seed('proj-enrich');
      const signals = {
        screen: { width: 390, height: 844, pixelRatio: 3 },
        timezone: 'Europe/Paris',
        language: 'fr-FR',
        platformVersion: '14.0.0',
        model: 'Pixel 8',
      };
      expect(await getStore().matches.enrich(pending.clipboardToken, signals)).toBe(true);
      expect((await getStore().matches.byClipboardToken(pending.clipboardToken))?.signals).toEqual(signals);
      expect(await getStore().matches.enrich('nope', signals)).toBe(false);
    });

    it('when matches expire, then a bounded batch of the expired ones is deleted and the rest stay', async () => {
      const store = getStore();
      const old = await Promise.all([1, 2, 3].map(() => seed('proj-exp', {}, '2026-06-01T00:00:00.000Z')));
      const fresh = await seed('proj-exp', {}, '2026-06-02T00:00:00.000Z');
      const now = '2026-06-02T12:00:00.000Z';
      expect(await store.matches.deleteExpired(now, 2)).toBe(2);
      let rounds = 0;
      while ((await store.matches.deleteExpired(now, 2)) > 0) rounds += 1;
      expect(rounds).toBeGreaterThanOrEqual(1);
      for (const m of old) expect(await store.matches.byClipboardToken(m.clipboardToken)).toBeNull();
      expect(await store.matches.byClipboardToken(fresh.clipboardToken)).not.toBeNull();
    });

    it('when a browser loads the pixel, then the project remembers its hash, and only that project', async () => {
      const store = getStore();
      expect(await store.pixel.visitedBefore('proj-px', 'v1')).toBe(false);
      await store.pixel.recordVisit('proj-px', 'v1', '2026-06-01T10:00:00.000Z');
      await store.pixel.recordVisit('proj-px', 'v1', '2026-06-01T11:00:00.000Z');
      expect(await store.pixel.visitedBefore('proj-px', 'v1')).toBe(true);
      expect(await store.pixel.visitedBefore('proj-other', 'v1')).toBe(false);
    });

    it('when installs are counted, then link, influencer and campaign each add up', async () => {
      const store = getStore();
      await store.matches.countInstall({ projectId: 'proj-inst', slug: 'm', influencerId: 'inf', campaignId: 'camp' });
      await store.matches.countInstall({ projectId: 'proj-inst', slug: 'm' });
      expect(await store.matches.installCount('proj-inst', 'link', 'm')).toBe(2);
      expect(await store.matches.installCount('proj-inst', 'influencer', 'inf')).toBe(1);
      expect(await store.matches.installCount('proj-inst', 'campaign', 'camp')).toBe(1);
      expect(await store.matches.installCount('proj-inst', 'campaign', 'none')).toBe(0);
    });
  });
}
