import { clickKeepUntil, DEFAULT_CLICK_RETENTION_DAYS, retentionCutoff, retentionDaysOf } from '../../src/domain/clicks/retention';

describe('click retention arithmetic', () => {
  it('when a project has not set it, then 90 days; when set, its own', () => {
    expect(DEFAULT_CLICK_RETENTION_DAYS).toBe(90);
    expect(retentionDaysOf({})).toBe(90);
    expect(retentionDaysOf({ clickRetentionDays: 7 })).toBe(7);
  });

  it('when a click is made, then it may go exactly `days` whole days later', () => {
    expect(clickKeepUntil('2026-11-22T10:00:00.000Z', 90).toISOString()).toBe('2027-02-20T10:00:00.000Z');
    expect(clickKeepUntil('2026-11-22T10:00:00.000Z', 1).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('when pruning at a time, then clicks made before `days` earlier are past retention', () => {
    expect(retentionCutoff(new Date('2026-11-22T10:00:00.000Z'), 90)).toBe('2026-08-24T10:00:00.000Z');
    expect(retentionCutoff(new Date('2026-11-22T10:00:00.000Z'), 1)).toBe('2026-11-21T10:00:00.000Z');
  });
});
