// The tally a fold commits (domain/clicks/click-tally.ts): every counter once, with the sum of
// its clicks, and cut where the next click would pass one commit's write budget.

import { DIRECT } from '../../src/domain/analytics/types';
import { addClick, emptyTally, type LoggedClick, tallyClicks, tallyWrites, writesAdded } from '../../src/domain/clicks/click-tally';
import { aClick } from '../contract/suite/fixtures';

const logged = (slug: string, extra: Parameters<typeof aClick>[2] = {}, month = '2026-05'): LoggedClick => ({ click: aClick('p', slug, extra), month });

describe('click tally', () => {
  it('when clicks share links, days and months, then each counter holds their sum and is written once', () => {
    const { tally, taken } = tallyClicks(
      [
        logged('a', { country: 'US', platform: 'ios', referrerHost: 'news.example' }),
        logged('a', { country: 'FR', platform: 'web', referrerHost: null, clickedAt: '2026-05-02T00:00:00.000Z' }),
        logged('b', { country: 'US', platform: 'ios', referrerHost: 'news.example' }, '2026-06'),
      ],
      100,
    );
    expect(taken).toBe(3);
    expect(tally.links).toEqual(
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    );
    expect(tally.months).toEqual(
      new Map([
        ['2026-05', 2],
        ['2026-06', 1],
      ]),
    );
    const first = tally.days.get('2026-05-01')!;
    expect(first).toEqual({
      clicks: 2,
      country: new Map([['US', 2]]),
      platform: new Map([['ios', 2]]),
      host: new Map([['news.example', 2]]),
      link: new Map([
        ['a', 1],
        ['b', 1],
      ]),
    });
    expect(tally.days.get('2026-05-02')!.host).toEqual(new Map([[DIRECT, 1]]));
    expect(tallyWrites(tally)).toBe(2 + 2 + 2);
  });

  it('when clicks carry an influencer, a campaign and a referrer, then their counters, visitors and newest label are tallied', () => {
    const tally = emptyTally();
    const clicks = [
      logged('a', { influencerId: 'ann', visitorHash: 'v1', campaignId: 'c1', referrerId: 'bob', referrerLabel: 'Bob' }),
      logged('a', { influencerId: 'ann', visitorHash: 'v1', referrerId: 'bob', referrerLabel: 'Bobby', clickedAt: '2026-05-03T00:00:00.000Z' }),
      logged('a', { influencerId: 'ann', visitorHash: 'v2', referrerId: 'bob', referrerLabel: 'Old', clickedAt: '2026-04-30T00:00:00.000Z' }),
      logged('a', { influencerId: 'ann' }),
    ];
    const added = clicks.map((click) => {
      const writes = writesAdded(tally, click);
      addClick(tally, click);
      return writes;
    });
    // link, month, day, influencer (2), visitor, campaign, referrer (2); then a new day for the
    // referrer and the report; then a new visitor and two new days; then nothing new.
    expect(added).toEqual([9, 2, 3, 0]);
    expect(tallyWrites(tally)).toBe(14);
    expect(tally.influencers).toEqual(new Map([['ann', 4]]));
    expect(tally.visitors).toEqual(new Map([['ann', new Set(['v1', 'v2'])]]));
    expect(tally.campaigns).toEqual(new Map([['c1', 1]]));
    expect(tally.referrers.get('bob')).toEqual({
      days: new Map([
        ['2026-05-01', 1],
        ['2026-05-03', 1],
        ['2026-04-30', 1],
      ]),
      label: { text: 'Bobby', at: '2026-05-03T00:00:00.000Z' },
    });
  });

  it('when the next click would pass the write budget, then the tally stops before it; at the budget exactly it takes it; one click always fits', () => {
    const clicks = ['a', 'b', 'c'].map((slug) => logged(slug));
    // The first click writes link, month and day (3); each next link adds 1.
    expect(tallyClicks(clicks, 4).taken).toBe(2);
    expect(tallyClicks(clicks, 5).taken).toBe(3);
    expect(tallyClicks(clicks, 1).taken).toBe(1);
    expect(tallyClicks([], 10)).toEqual({ tally: emptyTally(), taken: 0 });
    expect(tallyClicks([logged('a'), logged('a'), logged('a')], 3).taken).toBe(3);
  });
});
