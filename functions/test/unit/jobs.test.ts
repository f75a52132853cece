import { expirePendingMatches } from '../../src/jobs/expire-matches';
import { aClick, aLink, aPendingMatch } from '../contract/suite/fixtures';
import { tempSqliteStore } from '../support/temp-sqlite';

describe('expirePendingMatches', () => {
  it('when more expired matches exist than one batch, then it deletes them all in bounded batches and keeps live ones', async () => {
    const store = tempSqliteStore();
    await store.links.createIfAbsent(aLink('p', { slug: 's' }));
    for (let i = 0; i < 7; i++) {
      const click = aClick('p', 's', { clickedAt: '2026-11-20T10:00:00.000Z' });
      await store.clicks.record(click, { month: '2026-11', pending: aPendingMatch(click) });
    }
    const live = aClick('p', 's', { clickedAt: '2026-11-22T09:00:00.000Z' });
    await store.clicks.record(live, { month: '2026-11', pending: aPendingMatch(live) });
    const deleted = await expirePendingMatches({ store, now: () => new Date('2026-11-22T10:00:00.000Z') }, 3, 10);
    expect(deleted).toBe(7);
    expect(await store.matches.byClipboardToken(`cb_${live.id}`)).not.toBeNull();
    expect(await expirePendingMatches({ store, now: () => new Date('2026-11-22T10:00:00.000Z') }, 3, 10)).toBe(0);
    await store.close();
  });

  it('when maxBatches is reached, then it stops (the next run continues)', async () => {
    const store = tempSqliteStore();
    await store.links.createIfAbsent(aLink('p', { slug: 's' }));
    for (let i = 0; i < 5; i++) {
      const click = aClick('p', 's', { clickedAt: '2026-11-20T10:00:00.000Z' });
      await store.clicks.record(click, { month: '2026-11', pending: aPendingMatch(click) });
    }
    expect(await expirePendingMatches({ store, now: () => new Date('2026-11-22T10:00:00.000Z') }, 2, 1)).toBe(2);
    await store.close();
  });
});
