import { MAX_EXPORT_DAYS, parseClickExportRange } from '../../src/domain/exports/click-range';

describe('parseClickExportRange', () => {
  it('when no dates are given, then the last 30 days up to today, as instants from midnight to the next midnight', () => {
    expect(parseClickExportRange({}, '2026-11-24')).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
      since: '2026-10-26T00:00:00.000Z',
      until: '2026-11-25T00:00:00.000Z',
      cut: false,
    });
  });

  it('when the range is 92 days, then it is kept whole; at 93 it is cut to the newest 92 and says so', () => {
    expect(MAX_EXPORT_DAYS).toBe(92);
    expect(parseClickExportRange({ from: '2026-01-01', to: '2026-04-02' }, '2026-11-24')).toMatchObject({ from: '2026-01-01', cut: false });
    expect(parseClickExportRange({ from: '2026-01-01', to: '2026-04-03' }, '2026-11-24')).toMatchObject({ from: '2026-01-02', to: '2026-04-03', cut: true });
  });

  it('when a date is not a day or from is after to, then the analytics errors apply', () => {
    expect(() => parseClickExportRange({ from: '2026-02-30' }, '2026-11-24')).toThrow(expect.objectContaining({ field: 'from' }));
    expect(() => parseClickExportRange({ from: '2026-05-02', to: '2026-05-01' }, '2026-11-24')).toThrow('from must not be after to');
  });
});
