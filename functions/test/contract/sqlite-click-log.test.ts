// The SQLite click log as the contract cannot see it: a visit writes one log row,
// a crash before the fold loses nothing and counts nothing twice, a failed fold leaves no half
// counts, and a link's cap stays exact while the log holds its earlier clicks.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteStore } from '../../src/store/sqlite';
import { aClick, aLink, aPendingMatch } from './suite/fixtures';

const month = '2026-07';
const fresh = () => join(mkdtempSync(join(tmpdir(), 'ferry-log-')), 'ferry.db');
const rows = (file: string, sql: string): number => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('SQLite click log', () => {
  it('when a visit is recorded, then its one write is a log row; the click, its match and counts appear on the next read', async () => {
    const file = fresh();
    const store = openSqliteStore(file);
    await store.links.createIfAbsent(aLink('p', { slug: 'a' }));
    const click = aClick('p', 'a', { campaignId: 'cmp_1' });
    expect(await store.clicks.record(click, { month, pending: aPendingMatch(click) })).toBe('recorded');
    expect(rows(file, 'SELECT COUNT(*) AS n FROM click_log')).toBe(1);
    expect(rows(file, 'SELECT COUNT(*) AS n FROM clicks')).toBe(0);
    expect(rows(file, 'SELECT COUNT(*) AS n FROM pending_matches')).toBe(0);
    expect(await store.links.clickCount('p', 'a')).toBe(1);
    expect(rows(file, 'SELECT COUNT(*) AS n FROM click_log')).toBe(0);
    expect(rows(file, 'SELECT COUNT(*) AS n FROM clicks')).toBe(1);
    expect((await store.matches.byClipboardToken(`cb_${click.id}`))?.clickId).toBe(click.id);
    expect(await store.clicks.campaignClicks('p', 'cmp_1')).toBe(1);
    await store.close();
  });

  it('when the process stops before a fold, then the next open counts every logged click once', async () => {
    const file = fresh();
    const first = openSqliteStore(file);
    await first.links.createIfAbsent(aLink('p', { slug: 'a' }));
    await Promise.all(Array.from({ length: 50 }, () => first.clicks.record(aClick('p', 'a'), { month })));
    expect(rows(file, 'SELECT COUNT(*) AS n FROM click_log')).toBe(50);
    // A second process opens the same file (as a restart after kill -9 would): it folds on open.
    const second = openSqliteStore(file);
    expect(rows(file, 'SELECT COUNT(*) AS n FROM click_log')).toBe(0);
    expect(await second.links.clickCount('p', 'a')).toBe(50);
    // The first one's own fold (timer, close) then finds nothing left: nothing counted twice.
    await first.close();
    expect(await second.links.clickCount('p', 'a')).toBe(50);
    expect((await second.usage.get('p', month)).clicks).toBe(50);
    await second.close();
  });

  it('when a fold fails part-way, then nothing of it is counted, reads answer what was folded, and the next fold counts it', async () => {
    const file = fresh();
    const store = openSqliteStore(file);
    await store.links.createIfAbsent(aLink('p', { slug: 'a' }));
    const side = new Database(file);
    // Fails the fold after the link's count and the history rows are written in its transaction.
    side.exec("CREATE TRIGGER fail_fold BEFORE INSERT ON campaign_stats BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    await store.clicks.record(aClick('p', 'a'), { month });
    await store.clicks.record(aClick('p', 'a', { campaignId: 'cmp_1' }), { month });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await store.links.clickCount('p', 'a')).toBe(0);
    expect(errors).toHaveBeenCalledWith('Click log: fold failed, will retry', 'disk full');
    errors.mockRestore();
    expect(rows(file, 'SELECT COUNT(*) AS n FROM click_log')).toBe(2);
    expect(rows(file, 'SELECT COUNT(*) AS n FROM clicks')).toBe(0);
    expect(rows(file, "SELECT clicks AS n FROM links WHERE slug = 'a'")).toBe(0);
    side.exec('DROP TRIGGER fail_fold');
    side.close();
    expect(await store.links.clickCount('p', 'a')).toBe(2);
    expect(await store.clicks.campaignClicks('p', 'cmp_1')).toBe(1);
    await store.close();
  });

  it('when a cap is set while the log holds earlier clicks, then racing capped visits still stop exactly at the cap', async () => {
    const store = openSqliteStore(fresh());
    await store.links.createIfAbsent(aLink('p', { slug: 'a' }));
    await Promise.all(Array.from({ length: 3 }, () => store.clicks.record(aClick('p', 'a'), { month })));
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => store.clicks.record(aClick('p', 'a'), { month, maxClicks: 4 })));
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(1);
    expect(await store.links.clickCount('p', 'a')).toBe(4);
    expect((await store.usage.get('p', month)).clicks).toBe(4);
    await store.close();
  });
});
