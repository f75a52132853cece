// The links list's filters (tag, campaign, search): part of the one store contract. A filtered
// page may hold fewer links than asked (the Firestore search bounds its reads), so the checks
// follow every cursor and compare the whole sequence.

import type { LinkListFilter } from '../../../src/domain/links/list-filter';
import type { LinkRecord } from '../../../src/domain/links/types';
import type { Store } from '../../../src/store/ports';
import { aLink } from './fixtures';

/** Every page in turn: the slugs in order, and the largest page seen. */
export async function listAll(store: Store, projectId: string, filter: LinkListFilter, limit = 2) {
  const slugs: string[] = [];
  let largest = 0;
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const result = await store.links.list(projectId, { limit, cursor, filter });
    slugs.push(...result.items.map((link) => link.slug));
    largest = Math.max(largest, result.items.length);
    if (!result.nextCursor) return { slugs, largest };
    cursor = result.nextCursor;
  }
  throw new Error('the list never ended');
}

const day = (n: number) => `2026-05-${String(n).padStart(2, '0')}T00:00:00.000Z`;

export function linkListContract(getStore: () => Store): void {
  describe('links listed with filters', () => {
    const project = 'proj-filters';
    const links: LinkRecord[] = [
      aLink(project, { slug: 'f1', title: 'Spring Sale', tags: ['sale', 'spring'], campaignId: 'cmp_a', deepLink: 'acme://spring', createdAt: day(1) }),
      aLink(project, { slug: 'f2', title: 'Boots', tags: ['shoes'], campaignId: 'cmp_a', deepLink: 'acme://boots', createdAt: day(2) }),
      aLink(project, {
        slug: 'f3',
        title: 'Summer',
        tags: ['sale'],
        deepLink: 'acme://summer',
        createdAt: day(3),
        desktopUrl: 'https://acme.example/SUMMER-deals',
      }),
      aLink(project, { slug: 'f4', title: 'Hats', tags: [], campaignId: 'cmp_b', deepLink: undefined, createdAt: day(3) }),
      aLink(project, {
        slug: 'sale-f5',
        title: 'Gloves',
        tags: ['sale', 'winter'],
        campaignId: 'cmp_a',
        deepLink: 'acme://gloves',
        createdAt: day(5),
        utmSource: 'boots',
      }),
    ];
    beforeAll(async () => {
      expect(await getStore().links.createAllIfAbsent(links)).toEqual([]);
      await getStore().links.createIfAbsent(aLink('proj-filters-other', { slug: 'f9', title: 'Spring Sale', campaignId: 'cmp_a' }));
    });
    const slugs = async (filter: LinkListFilter) => {
      const { slugs, largest } = await listAll(getStore(), project, filter);
      expect(largest).toBeLessThanOrEqual(2);
      return slugs;
    };

    it('when a tag is asked, then only links carrying it come, newest first, across pages', async () => {
      expect(await slugs({ tag: 'sale' })).toEqual(['sale-f5', 'f3', 'f1']);
      expect(await slugs({ tag: 'Sale' })).toEqual([]);
      expect(await slugs({ tag: 'nope' })).toEqual([]);
    });

    it('when a campaign is asked, then only its links come; with a tag too, both must hold', async () => {
      expect(await slugs({ campaignId: 'cmp_a' })).toEqual(['sale-f5', 'f2', 'f1']);
      expect(await slugs({ campaignId: 'cmp_a', tag: 'spring' })).toEqual(['f1']);
      expect(await slugs({ campaignId: 'cmp_b', tag: 'sale' })).toEqual([]);
    });

    it('when searched, then slug, title, deep link and desktop URL match as lower-case substrings, and nothing else', async () => {
      expect(await slugs({ q: 'sale' })).toEqual(['sale-f5', 'f1']);
      expect(await slugs({ q: 'boots' })).toEqual(['f2']);
      expect(await slugs({ q: 'summer-deals' })).toEqual(['f3']);
      expect(await slugs({ q: 'hats' })).toEqual(['f4']);
      expect(await slugs({ q: 'f' })).toEqual(['sale-f5', 'f4', 'f3', 'f2', 'f1']);
      expect(await slugs({ q: 'winter' })).toEqual([]);
    });

    it('when search, tag and campaign are combined, then a link must pass all three', async () => {
      expect(await slugs({ q: 'sale', tag: 'sale', campaignId: 'cmp_a' })).toEqual(['sale-f5', 'f1']);
      expect(await slugs({ q: 'spring', tag: 'winter' })).toEqual([]);
      expect(await slugs({ q: 'f', campaignId: 'cmp_b' })).toEqual(['f4']);
    });

    it('when a filtered page is full, then its cursor goes on after its last link', async () => {
      const first = await getStore().links.list(project, { limit: 1, filter: { tag: 'sale' } });
      expect(first.items.map((l) => l.slug)).toEqual(['sale-f5']);
      const second = await getStore().links.list(project, { limit: 5, cursor: first.nextCursor!, filter: { tag: 'sale' } });
      expect(second.items.map((l) => l.slug)).toEqual(['f3', 'f1']);
      expect(second.nextCursor).toBeNull();
    });
  });
}
