import { addDays, daysOf, parseDayRange } from '../../src/domain/analytics/date-range';
import { inviteOf } from '../../src/domain/referrals/invite';
import { funnelDays } from '../../src/domain/referrals/reports';
import { decodeKey, encodeKey, idHash } from '../../src/store/firestore/database/report-paths';

describe('report date ranges', () => {
  it('when days are added across months and leap days, then UTC calendar days come out', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('when a range is exactly 366 days, then it passes; 367 is refused', () => {
    expect(parseDayRange({ from: '2027-01-01', to: '2028-01-01' }, '2026-11-22')).toEqual({ from: '2027-01-01', to: '2028-01-01' });
    expect(() => parseDayRange({ from: '2026-01-01', to: '2027-01-02' }, '2026-11-22')).toThrow('the range may span at most 366 days');
    expect(parseDayRange({ from: '2026-11-22', to: '2026-11-22' }, '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });

  it('when a funnel range is named, then 7d and 30d end today and all has no bound', () => {
    expect(funnelDays('7d', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(funnelDays('30d', '2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(funnelDays('all', '2026-03-02')).toBeNull();
  });
});

describe('invite params', () => {
  it.each([
    [
      { referrerId: 'user-42', referrerLabel: ' Ana ' },
      { referrerId: 'user-42', referrerLabel: 'Ana' },
    ],
    [{ referrerId: 42 }, { referrerId: '42' }],
    [{ referrerId: '  u7 ', referrerLabel: '' }, { referrerId: 'u7' }],
    [{ referrerId: 'x'.repeat(129) }, null],
    [{ referrerId: '   ' }, null],
    [{ referrerId: { id: 1 } }, null],
    [{ referrerId: Number.NaN }, null],
    [{ referrerLabel: 'Ana' }, null],
    [undefined, null],
  ])('when params are %j, then the invite is %j', (params, invite) => {
    expect(inviteOf(params as Record<string, unknown> | undefined)).toEqual(invite);
  });
});

describe('Firestore report keys', () => {
  it.each(['US', 'spring-sale_2026', 'm.facebook.com', '(direct)', 'ünï/cødé `x`', '', '__name__', '123'])(
    'when %j is encoded, then it is a plain identifier that decodes back',
    (key) => {
      const encoded = encodeKey(key);
      expect(encoded).toMatch(/^k[A-Za-z0-9_]*$/);
      expect(decodeKey(encoded)).toBe(key);
    },
  );

  it('when two keys differ only by an escape-like text, then their encodings differ', () => {
    expect(encodeKey('a_2D')).not.toBe(encodeKey('a-'));
    expect(idHash('a/b')).toMatch(/^[0-9a-f]{32}$/);
    expect(idHash('a/b')).not.toBe(idHash('a_b'));
  });
});
