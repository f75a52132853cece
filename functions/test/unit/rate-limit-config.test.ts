import { loadConfig } from '../../src/config';
import { DEFAULT_RATE_LIMITS, shardCount, shardQuota, windowStart } from '../../src/domain/rate-limits';

describe('rate limit configuration', () => {
  it('when nothing is set, then the limits of docs/rate-limits.md apply', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      apiPerMinute: 100,
      matchPerMinute: 10,
      redirectsPerMinute: 60,
      projectRedirectsPerHour: 5_000,
      linkCreationsPerHour: 1_000,
    });
    expect(loadConfig({}, 'self-hosted').rateLimits).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('when the RATE_LIMIT_* variables are set, then they replace the defaults; 0 turns a limit off', () => {
    const env = {
      RATE_LIMIT_API_PER_MINUTE: '1000',
      RATE_LIMIT_MATCH_PER_MINUTE: '0',
      RATE_LIMIT_REDIRECTS_PER_MINUTE: '100000000',
      RATE_LIMIT_PROJECT_REDIRECTS_PER_HOUR: '250000',
      RATE_LIMIT_LINK_CREATIONS_PER_HOUR: '50',
    };
    expect(loadConfig(env, 'self-hosted').rateLimits).toEqual({
      apiPerMinute: 1000,
      matchPerMinute: 0,
      redirectsPerMinute: 100_000_000,
      projectRedirectsPerHour: 250_000,
      linkCreationsPerHour: 50,
    });
  });

  it.each(['-1', '1.5', 'many'])('when a limit is %p, then loading fails naming the variable', (value) => {
    expect(() => loadConfig({ RATE_LIMIT_REDIRECTS_PER_MINUTE: value }, 'self-hosted')).toThrow(/RATE_LIMIT_REDIRECTS_PER_MINUTE/);
  });
});

describe('window shards', () => {
  it('when a window allows up to 1,999 units, then one document holds it; more is split, at most 16 ways', () => {
    expect([1, 100, 1_000, 1_999, 5_000, 10_000_000].map((limit) => shardCount(limit))).toEqual([1, 1, 1, 1, 5, 16]);
  });

  it('when a limit is split, then the shard quotas add up to it exactly', () => {
    for (const [limit, shards] of [
      [5_000, 5],
      [5_003, 5],
      [30, 3],
      [17, 16],
    ] as const) {
      const quotas = Array.from({ length: shards }, (_, i) => shardQuota(limit, shards, i));
      expect(quotas.reduce((a, b) => a + b, 0)).toBe(limit);
      expect(Math.max(...quotas) - Math.min(...quotas)).toBeLessThanOrEqual(1);
    }
  });

  it('when windows are aligned, then every instance puts a moment in the same one', () => {
    expect(windowStart(Date.UTC(2026, 10, 22, 10, 59, 59, 999), 3_600_000)).toBe(Date.UTC(2026, 10, 22, 10));
    expect(windowStart(Date.UTC(2026, 10, 22, 11), 3_600_000)).toBe(Date.UTC(2026, 10, 22, 11));
  });
});
