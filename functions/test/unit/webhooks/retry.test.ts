// Webhook retries: which answers end a delivery, and the backoff schedule.
import { FIRST_RETRY_MS, GIVE_UP_AFTER_MS, MAX_RETRY_STEP_MS, nextAttemptAt, retryDelayMs, verdictOf } from '../../../src/domain/webhooks/retry';

describe('verdictOf', () => {
  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [299, 'delivered'],
    [410, 'gone'],
    [500, 'retry'],
    [503, 'retry'],
    [599, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [null, 'retry'],
    [199, 'rejected'],
    [300, 'rejected'],
    [301, 'rejected'],
    [400, 'rejected'],
    [404, 'rejected'],
    [409, 'rejected'],
    [499, 'rejected'],
  ] as const)('status %p is %s', (status, verdict) => {
    expect(verdictOf(status)).toBe(verdict);
  });
});

describe('retryDelayMs', () => {
  it('starts at 30 s and doubles after each failed attempt, with no jitter at random 0.5', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 0.5))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(0, 0.5)).toBe(FIRST_RETRY_MS);
  });

  it('never waits more than 6 hours between two attempts', () => {
    expect(retryDelayMs(11, 0.5)).toBe(MAX_RETRY_STEP_MS);
    expect(retryDelayMs(30, 0.5)).toBe(MAX_RETRY_STEP_MS);
    expect(retryDelayMs(10, 0.5)).toBe(30_000 * 512);
  });

  it('spreads attempts by a jitter from 0.8x (random 0) to just under 1.2x (random near 1)', () => {
    expect(retryDelayMs(1, 0)).toBe(24_000);
    expect(retryDelayMs(1, 0.999999)).toBe(36_000);
    expect(retryDelayMs(1, 0.25)).toBe(27_000);
  });
});

describe('nextAttemptAt', () => {
  const eventAt = '2026-11-01T00:00:00.000Z';

  it('answers the time of the next attempt while it falls within 24 hours of the event', () => {
    expect(nextAttemptAt(eventAt, new Date(eventAt), 1, 0.5)).toBe('2026-11-01T00:00:30.000Z');
  });

  it('answers null when the next attempt would fall after 24 hours: the delivery fails', () => {
    const late = new Date(Date.parse(eventAt) + GIVE_UP_AFTER_MS - 29_999);
    expect(nextAttemptAt(eventAt, late, 1, 0.5)).toBeNull();
    const justInTime = new Date(Date.parse(eventAt) + GIVE_UP_AFTER_MS - 30_000);
    expect(nextAttemptAt(eventAt, justInTime, 1, 0.5)).toBe('2026-11-02T00:00:00.000Z');
  });

  it('makes 13 attempts over the 24 hours of a receiver that stays down (the last about 20.5 h after the event)', () => {
    let at = new Date(eventAt);
    let attempts = 1;
    for (let next = nextAttemptAt(eventAt, at, attempts, 0.5); next; next = nextAttemptAt(eventAt, at, attempts, 0.5)) {
      at = new Date(next);
      attempts += 1;
    }
    expect(attempts).toBe(13);
  });
});
