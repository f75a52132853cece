// Firestore's daily documents hold each breakdown on its own; `ferry export` joins them into
// rollup rows whose sums give every breakdown back (store/firestore/transfer/report-rows.ts).

import { encodeKey } from '../../src/store/firestore/database/report-paths';
import { dailyDocs, referrerDocs } from '../../src/store/firestore/transfer/report-docs';
import { dayRows, emptyDay, joinBreakdowns, type ReferrerDay, referralDays } from '../../src/store/firestore/transfer/report-rows';

const sumBy = (pieces: { keys: string[]; n: number }[], lane: number) => {
  const out: Record<string, number> = {};
  for (const { keys, n } of pieces) out[keys[lane]!] = (out[keys[lane]!] ?? 0) + n;
  return out;
};

const referrer = (over: Partial<ReferrerDay> & { referrerId: string }): ReferrerDay => ({
  clicks: 0,
  installs: 0,
  referrals: 0,
  qualified: 0,
  flagged: 0,
  clickLabel: null,
  clickLabelAt: null,
  label: null,
  labelAt: null,
  ...over,
});

describe('joinBreakdowns', () => {
  it('when breakdowns of the same total are joined, then each comes back whole, in at most the sum of their sizes of pieces', () => {
    const link = { a: 3, b: 1 };
    const country = { US: 1, FR: 2, DE: 1 };
    const platform = { web: 4 };
    const pieces = joinBreakdowns(4, [link, country, platform]);
    expect(sumBy(pieces, 0)).toEqual(link);
    expect(sumBy(pieces, 1)).toEqual(country);
    expect(sumBy(pieces, 2)).toEqual(platform);
    expect(pieces.length).toBeLessThanOrEqual(2 + 3 + 1 - 2);
    expect(pieces).toEqual([
      { keys: ['a', 'DE', 'web'], n: 1 },
      { keys: ['a', 'FR', 'web'], n: 2 },
      { keys: ['b', 'US', 'web'], n: 1 },
    ]);
  });

  it('when a breakdown sums to less than the total, then the rest is counted under "", and none is lost', () => {
    const pieces = joinBreakdowns(5, [{ alice: 2 }, { x: 5 }]);
    expect(sumBy(pieces, 0)).toEqual({ '': 3, alice: 2 });
    expect(sumBy(pieces, 1)).toEqual({ x: 5 });
  });

  it('when a breakdown holds more than the total, then the others are topped up to it (the total never shrinks a breakdown)', () => {
    expect(sumBy(joinBreakdowns(1, [{ a: 2 }, { b: 1 }]), 1)).toEqual({ b: 1, '': 1 });
  });

  it('when a key counts 0 or less, then it makes no piece; when nothing counts, then there are no pieces', () => {
    expect(joinBreakdowns(1, [{ a: 0, b: 1, c: -2 }])).toEqual([{ keys: ['b'], n: 1 }]);
    expect(joinBreakdowns(0, [{}, {}])).toEqual([]);
  });
});

describe('dayRows and referralDays', () => {
  const day = {
    ...emptyDay(),
    clicks: 3,
    installs: 2,
    country: { JP: 1, US: 2 },
    platform: { ios: 2, web: 1 },
    host: { 't.co': 3 },
    link: { invite: 1, sale: 2 },
    linkInstalls: { sale: 2 },
  };
  const alice = referrer({
    referrerId: 'alice',
    clicks: 1,
    installs: 1,
    referrals: 2,
    qualified: 1,
    clickLabel: 'Alice',
    clickLabelAt: '2026-11-21T09:00:00.000Z',
    label: 'Alice B',
    labelAt: '2026-11-21T10:00:00.000Z',
  });

  it('when rows are made of a day, then importing them again gives the same daily and referrer documents', () => {
    const rows = dayRows('p', '2026-11-21', day, [alice]);
    const doc = dailyDocs(rows).get('2026-11-21')!;
    const encoded = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).map(([k, n]) => [encodeKey(k), n]));
    expect(doc.counts).toEqual({
      clicks: 3,
      installs: 2,
      country: encoded(day.country),
      platform: encoded(day.platform),
      host: encoded(day.host),
      link: encoded(day.link),
      linkInstalls: encoded(day.linkInstalls),
    });
    const { perDay } = referrerDocs(rows, referralDays('p', '2026-11-21', [alice]));
    expect(perDay).toEqual([
      {
        referrerId: 'alice',
        day: '2026-11-21',
        counts: { clicks: 1, installs: 1, referrals: 2, qualified: 1, flagged: 0 },
        clickLabel: 'Alice',
        clickLabelAt: '2026-11-21T09:00:00.000Z',
        label: 'Alice B',
        labelAt: '2026-11-21T10:00:00.000Z',
      },
    ]);
  });

  it('when installs are joined, then their rows carry no click dimensions, and a click label rides on one row of its referrer only', () => {
    const rows = dayRows('p', '2026-11-21', day, [alice]);
    const installs = rows.filter((r) => r.installs > 0);
    expect(installs.every((r) => r.clicks === 0 && r.country === '' && r.platform === '' && r.referrerHost === '')).toBe(true);
    expect(installs.map((r) => [r.slug, r.referrerId, r.installs])).toEqual([
      ['sale', 'alice', 1],
      ['sale', '', 1],
    ]);
    expect(rows.filter((r) => r.referrerLabel !== null).map((r) => [r.referrerId, r.referrerLabel])).toEqual([['alice', 'Alice']]);
  });

  it('when a click row and an install row fall on the same key, then they are one row with both counts (a store keeps one row per key)', () => {
    const rows = dayRows('p', '2026-11-21', { ...emptyDay(), clicks: 1, installs: 1, link: { a: 1 }, linkInstalls: { a: 1 } }, []);
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'rollup',
        projectId: 'p',
        day: '2026-11-21',
        slug: 'a',
        country: '',
        platform: '',
        referrerHost: '',
        referrerId: '',
        clicks: 1,
        installs: 1,
      }),
    ]);
  });

  it('when two rows differ only in where their keys split ("a"+"b" and "ab"+""), then they stay two rows', () => {
    const rows = dayRows('p', 'd', { ...emptyDay(), installs: 2, linkInstalls: { a: 1, ab: 1 } }, [referrer({ referrerId: 'b', installs: 1 })]);
    expect(rows.map((r) => [r.slug, r.referrerId, r.installs])).toEqual([
      ['a', 'b', 1],
      ['ab', '', 1],
    ]);
  });

  it('when a referrer has several rows, then its click label is on the first of them only', () => {
    const bob = referrer({ referrerId: 'bob', clicks: 2, clickLabel: 'Bob', clickLabelAt: 't' });
    const rows = dayRows('p', 'd', { ...emptyDay(), clicks: 2, link: { a: 1, b: 1 } }, [bob]);
    expect(rows.map((r) => [r.slug, r.referrerId, r.referrerLabel, r.referrerLabelAt])).toEqual([
      ['a', 'bob', 'Bob', 't'],
      ['b', 'bob', null, null],
    ]);
  });

  it('when a referrer has no click or install that day (sign-ups only, or a label without counts), then no row is made and nothing fails', () => {
    const signUps = referrer({ referrerId: 'carol', referrals: 1 });
    const labelOnly = referrer({ referrerId: 'dave', clickLabel: 'Dave', clickLabelAt: 't' });
    expect(dayRows('p', 'd', { ...emptyDay(), clicks: 1, link: { a: 1 } }, [signUps, labelOnly])).toEqual([
      expect.objectContaining({ slug: 'a', referrerId: '', clicks: 1, referrerLabel: null }),
    ]);
  });

  it('when a referrer only clicked, then no referral-day row is made; a label alone makes one', () => {
    expect(referralDays('p', 'd', [referrer({ referrerId: 'x', clicks: 4 })])).toEqual([]);
    expect(referralDays('p', 'd', [referrer({ referrerId: 'x', flagged: 1 })])).toHaveLength(1);
    expect(referralDays('p', 'd', [referrer({ referrerId: 'x', referrals: 1, qualified: 1 })])).toHaveLength(1);
    expect(referralDays('p', 'd', [referrer({ referrerId: 'x', qualified: 1 })])).toHaveLength(1);
    expect(referralDays('p', 'd', [referrer({ referrerId: 'x', label: 'X', labelAt: 't' })])).toEqual([
      { type: 'referralDay', projectId: 'p', day: 'd', referrerId: 'x', referrals: 0, qualified: 0, flagged: 0, label: 'X', labelAt: 't' },
    ]);
  });
});
