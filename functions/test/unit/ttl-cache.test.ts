import { TtlCache } from '../../src/platform/ttl-cache';

describe('TtlCache', () => {
  it('when an entry is older than its TTL, then it is gone', () => {
    let now = 0;
    const cache = new TtlCache<string>(10, 100, () => now);
    cache.set('a', 'x');
    cache.set('b', 'y', 500);
    now = 99;
    expect(cache.get('a')).toBe('x');
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('y');
  });

  it('when full, then the oldest entry is dropped first', () => {
    const cache = new TtlCache<number>(2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('loads a miss once, keeps null answers with their own TTL, and forgets on demand', async () => {
    let now = 0;
    const cache = new TtlCache<string | null>(10, 1000, () => now);
    let loads = 0;
    const load = async () => ((loads += 1), null);
    await cache.getOrLoad('k', load, (v) => (v === null ? 10 : undefined));
    await cache.getOrLoad('k', load);
    expect(loads).toBe(1);
    now = 10;
    await cache.getOrLoad('k', load);
    expect(loads).toBe(2);
    cache.deleteWhere((key) => key === 'k');
    expect(cache.get('k')).toBeUndefined();
  });
});
