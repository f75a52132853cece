import { memoryLimiter } from '../../src/platform/memory-limiter';
import { runLimiterContract, T0 } from '../support/limiter-contract';

runLimiterContract('memory', (now) => memoryLimiter(now));

describe('memory limiter', () => {
  it('when asked, then it answers synchronously: the redirect path awaits no promise', () => {
    const limiter = memoryLimiter(() => T0);
    expect(limiter.hit('k', 1, 60_000)).toEqual({ allowed: true, remaining: 0, resetAt: T0 + 60_000 });
    expect(limiter.peek('k', 1, 60_000)).toEqual({ allowed: false, remaining: 0, resetAt: T0 + 60_000 });
  });

  it("when a window starts, then it runs from the key's first hit", () => {
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

  it('when a flood of new keys fills it, then a blocked window (a lockout) is kept and an idle one makes room', () => {
    const limiter = memoryLimiter(() => T0, 10);
    limiter.hit('password:1.2.3.4', 2, 900_000);
    limiter.hit('password:1.2.3.4', 2, 900_000);
    limiter.hit('idle', 2, 900_000);
    for (let i = 0; i < 50; i++) limiter.hit(`redirect:10.0.0.${i}`, 60, 60_000);
    expect(limiter.hit('password:1.2.3.4', 2, 900_000)).toMatchObject({ allowed: false, remaining: 0 });
    expect(limiter.peek('idle', 2, 900_000)).toMatchObject({ remaining: 2 });
  });

  it('when a blocked window ends, then it may make room like any other', () => {
    let t = T0;
    const limiter = memoryLimiter(() => t, 3);
    limiter.hit('locked', 1, 60_000);
    t = T0 + 60_000;
    for (let i = 0; i < 10; i++) limiter.hit(`k${i}`, 5, 60_000);
    expect(limiter.peek('locked', 1, 60_000)).toMatchObject({ allowed: true, remaining: 1 });
  });
});
