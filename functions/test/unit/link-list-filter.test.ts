import { matchesSearch, parseLinkListFilter } from '../../src/domain/links/list-filter';

describe('parseLinkListFilter', () => {
  it('when parameters are absent or empty, then there is no filter', () => {
    expect(parseLinkListFilter({})).toEqual({});
    expect(parseLinkListFilter({ q: '', tag: '', campaignId: '' })).toEqual({});
    expect(parseLinkListFilter({ q: '   ' })).toEqual({});
  });

  it('when given, then q is trimmed and lower-cased; tag and campaignId are kept as typed', () => {
    expect(parseLinkListFilter({ q: '  Summer ', tag: 'Sale', campaignId: 'cmp_A' })).toEqual({ q: 'summer', tag: 'Sale', campaignId: 'cmp_A' });
  });

  it('when q is 100 characters, then it is accepted; at 101 it is refused naming q', () => {
    expect(parseLinkListFilter({ q: 'a'.repeat(100) }).q).toHaveLength(100);
    expect(() => parseLinkListFilter({ q: 'a'.repeat(101) })).toThrow(expect.objectContaining({ field: 'q', message: 'q must be at most 100 characters' }));
  });
});

describe('matchesSearch', () => {
  const link = {
    slug: 'spring-sale',
    title: 'Spring',
    deepLink: 'acme://Promo',
    desktopUrl: 'https://acme.example/Deals',
    tags: ['a', 'b'],
    campaignId: 'cmp_1',
  };

  it('when q is part of the slug, title, deep link or desktop URL (any case), then it matches', () => {
    for (const q of ['spring-s', 'spring', 'promo', 'deals', 'acme.example']) expect(matchesSearch(link, q)).toBe(true);
    expect(matchesSearch(link, 'cmp_1')).toBe(false);
    expect(matchesSearch({ slug: 'x', title: 'y' }, 'z')).toBe(false);
  });
});
