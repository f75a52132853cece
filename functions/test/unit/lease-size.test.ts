import { leaseSize } from '../../src/domain/rate-limits';

describe('leaseSize: units an instance takes from a shared window at once', () => {
  it('when the window is mostly unused, then a twentieth of the limit, rounded up', () => {
    expect(leaseSize(5_000, 5_000)).toBe(250);
    expect(leaseSize(21, 21)).toBe(2);
    expect(leaseSize(21, 16)).toBe(2);
  });

  it('when the window fills, then an eighth of what was left, rounded down', () => {
    expect(leaseSize(5_000, 2_008)).toBe(250);
    expect(leaseSize(5_000, 1_999)).toBe(249);
    expect(leaseSize(5_000, 1_000)).toBe(125);
    expect(leaseSize(5_000, 17)).toBe(2);
    expect(leaseSize(5_000, 15)).toBe(1);
  });

  it('when less than eight are left or the limit is tiny, then one', () => {
    expect(leaseSize(5_000, 7)).toBe(1);
    expect(leaseSize(5_000, 0)).toBe(1);
    expect(leaseSize(3, 3)).toBe(1);
    expect(leaseSize(1, 1)).toBe(1);
  });
});
