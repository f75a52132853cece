import { memoryLimiter } from '../../src/platform/memory-limiter';
import { runLimiterContract, T0 } from '../support/limiter-contract';

runLimiterContract('memory', (now) => memoryLimiter(now));

describe('memory limiter', () => {
  it('when asked, then it answers synchronously: the redirect path awaits no promise', () => {
    const limiter = memoryLimiter(() => T0);
    expect(limiter.hit('k', 1, 60_000)).toEqual({ allowed: true, remaining: 0, resetAt: T0 + 60_000 });
    expect(limiter.peek('k', 1, 60_000)).toEqual({ allowed: false, remaining: 0, resetAt: T0 + 60_000 });
  });

  it('when a window starts, then it runs from the key\'s first hit', () => {
    let t = T0 + 30_000;
    const limiter = memoryLimiter(() => t);
    limiter.hit('k', 1, 60_000);
    t = T0 + 89_999;
    expect(limiter.hit('k', 1, 60_000)).toMatchObject({ allowed: false, resetAt: T0 + 90_000 });
    t = T0 + 90_000;
    expect(limiter.hit('k', 1, 60_000)).toMatchObject({ allowed: true });
  });

  it('when given back more than was taken, then the count stops at zero', () => {
    const limiter = memoryLimiter(() => T0);
    limiter.hit('k', 3, 60_000);
    limiter.add('k', -5, 3, 60_000);
    expect(limiter.peek('k', 3, 60_000)).toMatchObject({ remaining: 3 });
  });
});
