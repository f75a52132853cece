// ONE behavioural suite every store adapter must pass. Each adapter's test file calls
// runStoreContract with a factory; the suite never looks inside the adapter.

import type { Store } from '../../../src/store/ports';
import { StoreConflictError } from '../../../src/store/ports';
import { accountContract } from './account-contract';
import { analyticsContract } from './analytics-contract';
import { campaignContract } from './campaign-contract';
import { clickContract } from './click-contract';
import { clickCountersContract } from './click-counters-contract';
import { clickScanContract } from './click-scan-contract';
import { aKey, aLink, aProject } from './fixtures';
import { hostingDomainContract } from './hosting-domain-contract';
import { linkBatchContract } from './link-batch-contract';
import { linkListContract } from './link-list-contract';
import { matchContract } from './match-contract';
import { pathIdContract } from './path-id-contract';
import { planContract } from './plan-contract';
import { referralContract } from './referral-contract';
import { sessionContract } from './session-contract';
import { usageCloseContract } from './usage-close-contract';
import { webhookContract } from './webhook-contract';

/**
 * The parts of the contract that read or fold the click log: clicks, counters, scans, matches,
 * analytics, referrals and the month's close. For a variant of an adapter that changes only how
 * clicks are logged (Firestore's log shards); the whole contract runs on the adapter itself.
 */
export function runClickLogContract(name: string, open: () => Promise<Store>): void {
  describe(`store contract, the click log: ${name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });
    clickContract(() => store);
    clickCountersContract(() => store);
    clickScanContract(() => store);
    matchContract(() => store);
    analyticsContract(() => store);
    referralContract(() => store);
    usageCloseContract(() => store);
  });
}

export function runStoreContract(name: string, open: () => Promise<Store>): void {
  describe(`store contract: ${name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('when the store is open, then its readiness ping answers', async () => {
      await expect(store.ping(5_000)).resolves.toBeUndefined();
    });

    describe('projects', () => {
      it('when a project is created, then it is found by id and by subdomain', async () => {
        const project = aProject();
        await store.projects.create(project);
        expect(await store.projects.get(project.id)).toEqual(project);
        expect(await store.projects.getBySubdomain(project.subdomain)).toEqual(project);
        expect(await store.projects.get('nope')).toBeNull();
        expect(await store.projects.getBySubdomain('nope')).toBeNull();
        expect(await store.projects.isEmpty()).toBe(false);
      });

      it('when two projects claim one subdomain, then the second create fails with a conflict', async () => {
        const first = aProject();
        await store.projects.create(first);
        const second = aProject({ subdomain: first.subdomain });
        await expect(store.projects.create(second)).rejects.toBeInstanceOf(StoreConflictError);
        expect(await store.projects.get(second.id)).toBeNull();
      });

      it('when a custom domain is active, then the project is found by it; pending is not', async () => {
        const project = aProject();
        await store.projects.create(project);
        const hostname = `go-${project.id}.acme.example`;
        await store.projects.update(project.id, { customDomain: { hostname, status: 'pending' } }, '2026-01-02T00:00:00.000Z');
        expect(await store.projects.getByCustomDomain(hostname)).toBeNull();
        await store.projects.update(project.id, { customDomain: { hostname, status: 'active' } }, '2026-01-02T00:00:00.000Z');
        expect((await store.projects.getByCustomDomain(hostname))?.id).toBe(project.id);
        const other = aProject();
        await store.projects.create(other);
        await expect(store.projects.update(other.id, { customDomain: { hostname, status: 'pending' } }, '2026-01-02T00:00:00.000Z')).rejects.toBeInstanceOf(
          StoreConflictError,
        );
        await store.projects.update(project.id, { customDomain: null }, '2026-01-03T00:00:00.000Z');
        expect(await store.projects.getByCustomDomain(hostname)).toBeNull();
      });

      it('when settings and members change, then reads show the change and user listings follow', async () => {
        const project = aProject({ ownerUid: 'owner-x' });
        await store.projects.create(project);
        const updated = await store.projects.update(project.id, { name: 'Renamed', settings: { appName: 'New' } }, '2026-02-01T00:00:00.000Z');
        expect(updated).toMatchObject({ name: 'Renamed', settings: { appName: 'New' }, updatedAt: '2026-02-01T00:00:00.000Z' });
        await store.projects.setMember(project.id, 'member-y', 'viewer', '2026-02-02T00:00:00.000Z');
        expect((await store.projects.get(project.id))?.members).toEqual({ 'member-y': 'viewer' });
        expect((await store.projects.listForUser('member-y')).map((p) => p.id)).toEqual([project.id]);
        expect((await store.projects.listForUser('owner-x')).map((p) => p.id)).toEqual([project.id]);
        expect(await store.projects.countOwnedBy('owner-x')).toBe(1);
        await store.projects.setMember(project.id, 'member-y', null, '2026-02-03T00:00:00.000Z');
        expect(await store.projects.listForUser('member-y')).toEqual([]);
        expect(await store.projects.update('nope', { name: 'x' }, '2026-02-01T00:00:00.000Z')).toBeNull();
      });

      it('when a match window is set, then it is read back; null clears it and other updates keep it', async () => {
        const project = aProject();
        await store.projects.create(project);
        expect(await store.projects.get(project.id)).not.toHaveProperty('matchWindowMinutes');
        expect(await store.projects.update(project.id, { matchWindowMinutes: 90 }, '2026-02-01T00:00:00.000Z')).toMatchObject({ matchWindowMinutes: 90 });
        expect((await store.projects.get(project.id))?.matchWindowMinutes).toBe(90);
        await store.projects.update(project.id, { name: 'Renamed' }, '2026-02-02T00:00:00.000Z');
        expect(await store.projects.get(project.id)).toMatchObject({ name: 'Renamed', matchWindowMinutes: 90 });
        const cleared = await store.projects.update(project.id, { matchWindowMinutes: null }, '2026-02-03T00:00:00.000Z');
        expect(cleared).not.toHaveProperty('matchWindowMinutes');
        expect(await store.projects.get(project.id)).toEqual({ ...project, name: 'Renamed', updatedAt: '2026-02-03T00:00:00.000Z' });
      });
    });

    describe('project listing', () => {
      it('when projects are listed a page at a time, then every project comes once, by id ascending', async () => {
        const mine = ['a', 'b', 'c'].map((suffix) => aProject({ id: `list-${Date.now().toString(36)}-${suffix}` }));
        for (const project of mine) await store.projects.create(project);
        const seen: string[] = [];
        for (let page = await store.projects.list({ limit: 2 }); page.length > 0; ) {
          expect(page.length).toBeLessThanOrEqual(2);
          seen.push(...page.map((p) => p.id));
          page = await store.projects.list({ limit: 2, after: seen[seen.length - 1]! });
        }
        expect(seen).toEqual([...new Set(seen)].sort());
        expect(seen).toEqual(expect.arrayContaining(mine.map((p) => p.id)));
        const afterFirst = await store.projects.list({ limit: 5, after: mine[0]!.id });
        expect(afterFirst[0]).toEqual(mine[1]);
      });
    });

    describe('api keys', () => {
      it('when a key is stored, then it is found by its hash, listed, and gone once deleted', async () => {
        const project = aProject();
        await store.projects.create(project);
        const key = aKey(project.id);
        await store.keys.create(key);
        expect(await store.keys.findByHash(key.hash)).toEqual(key);
        expect(await store.keys.findByHash('0'.repeat(64))).toBeNull();
        expect(await store.keys.list(project.id)).toEqual([key]);
        expect(await store.keys.delete('other-project', key.id)).toBe(false);
        expect(await store.keys.delete(project.id, key.id)).toBe(true);
        expect(await store.keys.findByHash(key.hash)).toBeNull();
        expect(await store.keys.delete(project.id, key.id)).toBe(false);
      });
    });

    describe('links', () => {
      it('when a link is created, then get returns every field', async () => {
        const link = aLink('proj-a', { utmSource: 'mail', expiresAt: '2027-01-01T00:00:00.000Z', maxClicks: 5, passwordHash: 'scrypt$x' });
        expect(await store.links.createIfAbsent(link)).toBe(true);
        expect(await store.links.get('proj-a', link.slug)).toEqual(link);
        expect(await store.links.get('proj-b', link.slug)).toBeNull();
      });

      it('when a link has its own match window, then it is read back, updated and cleared like any optional field', async () => {
        const link = aLink('proj-window', { matchWindowMinutes: 45 });
        await store.links.createIfAbsent(link);
        expect(await store.links.get('proj-window', link.slug)).toEqual(link);
        expect((await store.links.update('proj-window', link.slug, { matchWindowMinutes: 60 }, '2026-04-01T00:00:00.000Z'))?.matchWindowMinutes).toBe(60);
        await store.links.update('proj-window', link.slug, { matchWindowMinutes: null }, '2026-04-02T00:00:00.000Z');
        expect(await store.links.get('proj-window', link.slug)).not.toHaveProperty('matchWindowMinutes');
      });

      it('when 8 creates race for one slug, then exactly one wins and 7 are told it is taken', async () => {
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) => store.links.createIfAbsent(aLink('proj-race', { slug: 'race', title: `t${i}` }))),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
        const winner = results.indexOf(true);
        expect((await store.links.get('proj-race', 'race'))?.title).toBe(`t${winner}`);
      });

      it('when the same slug is used in two projects, then both exist independently', async () => {
        expect(await store.links.createIfAbsent(aLink('proj-c', { slug: 'shared', title: 'C' }))).toBe(true);
        expect(await store.links.createIfAbsent(aLink('proj-d', { slug: 'shared', title: 'D' }))).toBe(true);
        expect((await store.links.get('proj-c', 'shared'))?.title).toBe('C');
        expect((await store.links.get('proj-d', 'shared'))?.title).toBe('D');
      });

      it('when links are listed, then pages come newest first without gaps or repeats', async () => {
        const times = ['2026-03-01', '2026-03-02', '2026-03-02', '2026-03-03', '2026-03-04'];
        for (const [i, day] of times.entries()) {
          await store.links.createIfAbsent(aLink('proj-list', { slug: `l${i}`, createdAt: `${day}T00:00:00.000Z` }));
        }
        const seen: string[] = [];
        let cursor: string | undefined;
        for (let page = 0; page < 5; page++) {
          const result = await store.links.list('proj-list', { limit: 2, cursor });
          seen.push(...result.items.map((l) => l.slug));
          if (!result.nextCursor) break;
          cursor = result.nextCursor;
        }
        expect(seen).toEqual(['l4', 'l3', 'l2', 'l1', 'l0']);
        expect((await store.links.list('proj-empty', { limit: 10 })).items).toEqual([]);
      });

      it('when a link is updated, then set fields change, null clears, and the rest stays', async () => {
        const link = aLink('proj-u', { desktopUrl: 'https://acme.example/d' });
        await store.links.createIfAbsent(link);
        const updated = await store.links.update('proj-u', link.slug, { title: 'New', desktopUrl: null, tags: ['x'] }, '2026-04-01T00:00:00.000Z');
        expect(updated).toEqual({ ...link, title: 'New', tags: ['x'], desktopUrl: undefined, updatedAt: '2026-04-01T00:00:00.000Z' });
        expect(await store.links.get('proj-u', link.slug)).toEqual(updated);
        expect(await store.links.update('proj-u', 'missing', { title: 'x' }, '2026-04-01T00:00:00.000Z')).toBeNull();
      });

      it("when a link's health is set, then only health changes (not updatedAt), it survives an edit, and a missing link answers false", async () => {
        const link = aLink('proj-health', { desktopUrl: 'https://acme.example/d' });
        await store.links.createIfAbsent(link);
        const health = { status: 'dead' as const, checkedAt: '2026-04-01T03:00:00.000Z', lastError: 'https://acme.example/d: HTTP 404' };
        expect(await store.links.setHealth('proj-health', link.slug, health)).toBe(true);
        expect(await store.links.get('proj-health', link.slug)).toEqual({ ...link, health });
        const edited = await store.links.update('proj-health', link.slug, { title: 'Edited' }, '2026-04-02T00:00:00.000Z');
        expect(edited?.health).toEqual(health);
        expect(await store.links.setHealth('proj-health', 'missing', health)).toBe(false);
        expect(await store.links.get('proj-health', 'missing')).toBeNull();
      });

      it('when a link is renamed, then it moves with its clicks; a taken slug is a conflict', async () => {
        const link = aLink('proj-r', { slug: 'old' });
        await store.links.createIfAbsent(link);
        await store.links.createIfAbsent(aLink('proj-r', { slug: 'taken' }));
        await store.links.incrementClicks('proj-r', 'old', 3);
        await expect(store.links.update('proj-r', 'old', { slug: 'taken' }, '2026-04-01T00:00:00.000Z')).rejects.toBeInstanceOf(StoreConflictError);
        const renamed = await store.links.update('proj-r', 'old', { slug: 'new' }, '2026-04-02T00:00:00.000Z');
        expect(renamed?.slug).toBe('new');
        expect(await store.links.get('proj-r', 'old')).toBeNull();
        expect(await store.links.clickCount('proj-r', 'new')).toBe(3);
      });

      it('when a link is cloned under a new slug, then the copy keeps every setting', async () => {
        const source = aLink('proj-clone', { slug: 'src', tags: ['a', 'b'], campaignId: 'c1' });
        await store.links.createIfAbsent(source);
        const original = await store.links.get('proj-clone', 'src');
        const copy = { ...original!, slug: 'src-copy', title: `${original!.title} (copy)` };
        expect(await store.links.createIfAbsent(copy)).toBe(true);
        expect(await store.links.get('proj-clone', 'src-copy')).toEqual(copy);
        expect(await store.links.clickCount('proj-clone', 'src-copy')).toBe(0);
      });

      it('when a link is deleted, then it is gone and a second delete reports nothing deleted', async () => {
        const link = aLink('proj-del');
        await store.links.createIfAbsent(link);
        await store.links.incrementClicks('proj-del', link.slug);
        expect(await store.links.delete('proj-del', link.slug)).toBe(true);
        expect(await store.links.get('proj-del', link.slug)).toBeNull();
        expect(await store.links.delete('proj-del', link.slug)).toBe(false);
        expect(await store.links.createIfAbsent(link)).toBe(true);
        expect(await store.links.clickCount('proj-del', link.slug)).toBe(0);
      });

      it('when the clicks of several links are asked at once, then each gets its own count and unknown slugs 0', async () => {
        const a = aLink('proj-counts', { slug: 'a' });
        const b = aLink('proj-counts', { slug: 'b' });
        const other = aLink('proj-counts-other', { slug: 'a' });
        for (const link of [a, b, other]) await store.links.createIfAbsent(link);
        await Promise.all(Array.from({ length: 12 }, () => store.links.incrementClicks('proj-counts', 'a')));
        await store.links.incrementClicks('proj-counts', 'b', 2);
        await store.links.incrementClicks('proj-counts-other', 'a', 5);
        const counts = await store.links.clickCounts('proj-counts', ['a', 'b', 'gone']);
        expect(Object.fromEntries(counts)).toEqual({ a: 12, b: 2, gone: 0 });
        expect((await store.links.clickCounts('proj-counts', [])).size).toBe(0);
      });

      it('when 50 clicks are counted concurrently, then none is lost', async () => {
        const link = aLink('proj-clicks');
        await store.links.createIfAbsent(link);
        await Promise.all(Array.from({ length: 50 }, () => store.links.incrementClicks('proj-clicks', link.slug)));
        expect(await store.links.clickCount('proj-clicks', link.slug)).toBe(50);
      });
    });

    linkBatchContract(() => store);
    linkListContract(() => store);
    clickContract(() => store);
    clickCountersContract(() => store);
    clickScanContract(() => store);
    matchContract(() => store);
    pathIdContract(() => store);
    campaignContract(() => store);
    planContract(() => store);
    analyticsContract(() => store);
    referralContract(() => store);
    usageCloseContract(() => store);
    webhookContract(() => store);
    accountContract(() => store);
    sessionContract(() => store);
    hostingDomainContract(() => store);

    describe('monthly usage', () => {
      it('when 12 consumers race for a limit of 5, then exactly 5 units are granted', async () => {
        const granted = await Promise.all(Array.from({ length: 12 }, () => store.usage.consume('proj-usage', '2026-05', 'links', 1, 5)));
        expect(granted.reduce((a, b) => a + b, 0)).toBe(5);
        expect(await store.usage.get('proj-usage', '2026-05')).toEqual({ links: 5, clicks: 0 });
      });

      it('when a bulk asks for more than is left, then it gets the rest; release gives units back', async () => {
        expect(await store.usage.consume('proj-bulk', '2026-05', 'links', 7, 10)).toBe(7);
        expect(await store.usage.consume('proj-bulk', '2026-05', 'links', 7, 10)).toBe(3);
        expect(await store.usage.consume('proj-bulk', '2026-05', 'links', 1, 10)).toBe(0);
        await store.usage.release('proj-bulk', '2026-05', 'links', 2);
        expect(await store.usage.get('proj-bulk', '2026-05')).toEqual({ links: 8, clicks: 0 });
        expect(await store.usage.get('proj-bulk', '2026-06')).toEqual({ links: 0, clicks: 0 });
      });
    });
  });
}
