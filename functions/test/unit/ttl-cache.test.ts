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
    cache.set('kept', 'x');
    cache.deleteWhere((key) => key === 'k');
    expect(cache.get('k')).toBeUndefined();
    expect(cache.get('kept')).toBe('x');
  });

  describe('single flight', () => {
    /** A load that answers when the test says so, counting how often it was started. */
    function gate<V>() {
      const started: ((value: V) => void)[] = [];
      const fail: ((error: Error) => void)[] = [];
      const load = () => new Promise<V>((resolve, reject) => (started.push(resolve), fail.push(reject)));
      return { load, started, fail };
    }

    it('when many ask for the same missing key at once, then it is loaded once and all get its value', async () => {
      const cache = new TtlCache<string>(10, 1000);
      const { load, started } = gate<string>();
      const answers = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
      const other = cache.getOrLoad('other', load);
      expect(started).toHaveLength(2);
      started[0]!('v');
      started[1]!('w');
      expect(await answers).toEqual(['v', 'v', 'v']);
      expect(await other).toBe('w');
      expect(cache.get('k')).toBe('v');
    });

    it('when the key is deleted while it loads, then that load is not cached and the next ask loads afresh', async () => {
      const cache = new TtlCache<string>(10, 1000);
      const { load, started } = gate<string>();
      const stale = cache.getOrLoad('k', load);
      cache.delete('k');
      const fresh = cache.getOrLoad('k', load);
      expect(started).toHaveLength(2);
      started[1]!('new');
      started[0]!('old');
      expect([await stale, await fresh]).toEqual(['old', 'new']);
      expect(cache.get('k')).toBe('new');
    });

    it('when entries are dropped by a match while a key loads, then that load is not cached', async () => {
      const cache = new TtlCache<string>(10, 1000);
      const { load, started } = gate<string>();
      const loading = cache.getOrLoad('k', load);
      cache.deleteWhere(() => false);
      started[0]!('old');
      expect(await loading).toBe('old');
      expect(cache.get('k')).toBeUndefined();
    });

    it('when the load fails, then everyone waiting gets the error and the next ask loads again', async () => {
      const cache = new TtlCache<string>(10, 1000);
      const { load, started, fail } = gate<string>();
      const both = [cache.getOrLoad('k', load), cache.getOrLoad('k', load)];
      fail[0]!(new Error('store down'));
      for (const asked of both) await expect(asked).rejects.toThrow('store down');
      const again = cache.getOrLoad('k', load);
      expect(started).toHaveLength(2);
      started[1]!('back');
      expect(await again).toBe('back');
      expect(cache.get('k')).toBe('back');
    });

    it('when a load dropped by a delete fails, then the load started after the delete is still the one shared', async () => {
      const cache = new TtlCache<string>(10, 1000);
      const { load, started, fail } = gate<string>();
      const stale = cache.getOrLoad('k', load);
      cache.delete('k');
      const fresh = cache.getOrLoad('k', load);
      fail[0]!(new Error('old read failed'));
      await expect(stale).rejects.toThrow('old read failed');
      const joined = cache.getOrLoad('k', load);
      expect(started).toHaveLength(2);
      started[1]!('new');
      expect([await fresh, await joined]).toEqual(['new', 'new']);
    });
  });
});
