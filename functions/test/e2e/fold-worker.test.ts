// The fold worker as it runs in production (the built store: under Jest the sources run as
// TypeScript and fold on the event loop instead). Visits append to the log file; the worker
// folds them in the background with its own connections; a read asks it to fold first; closing
// stops it and leaves nothing unfolded.
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { openSqliteStore as OpenStore } from '../../src/store/sqlite';
import { aClick, aLink, aPendingMatch } from '../../src/store/contract/fixtures';
import { buildCli, functionsDir } from './built-cli';

const month = '2026-07';
let openSqliteStore: typeof OpenStore;

beforeAll(async () => {
  await buildCli();
  // The built module, loaded at run time (after the build): its fold-thread.js sits beside it.
  ({ openSqliteStore } = (await import(join(functionsDir, 'lib', 'store', 'sqlite', 'index.js'))) as { openSqliteStore: typeof OpenStore });
}, 120_000);

/** Blocks this thread (no timer, no immediate runs) until `file` holds `n` folded clicks. */
const busyUntilFolded = (file: string, n: number, ms: number): number => {
  const side = new Database(file, { readonly: true });
  try {
    let folded = 0;
    for (const until = Date.now() + ms; Date.now() < until && folded < n; ) folded = (side.prepare('SELECT COUNT(*) AS n FROM clicks').get() as { n: number }).n;
    return folded;
  } finally {
    side.close();
  }
};

it('when visits are logged and nobody reads, then the worker folds them all; a read right after visits is exact', async () => {
  const errors = jest.spyOn(console, 'error');
  const file = join(mkdtempSync(join(tmpdir(), 'ferry-worker-')), 'ferry.db');
  const store = openSqliteStore(file);
  await store.links.createIfAbsent(aLink('p', { slug: 'a' }));
  const clicks = Array.from({ length: 2_500 }, (_, i) => aClick('p', 'a', { campaignId: i % 2 ? 'cmp_1' : undefined }));
  await Promise.all(clicks.map((click, i) => store.clicks.record(click, { month, ...(i < 10 ? { pending: aPendingMatch(click) } : {}) })));
  // This thread's event loop is blocked meanwhile: only another thread can fold them.
  expect(busyUntilFolded(file, 2_500, 10_000)).toBe(2_500);
  expect(await store.stats!()).toMatchObject({ unfoldedClicks: 0 });
  expect(await store.clicks.campaignClicks('p', 'cmp_1')).toBe(1_250);

  await Promise.all(Array.from({ length: 300 }, () => store.clicks.record(aClick('p', 'a'), { month })));
  expect(await store.links.clickCount('p', 'a')).toBe(2_800);
  expect((await store.matches.byClipboardToken(`cb_${clicks[3]!.id}`))?.clickId).toBe(clicks[3]!.id);
  expect(await store.clicks.record(aClick('p', 'a'), { month, maxClicks: 2_801 })).toBe('recorded');
  expect(await store.clicks.record(aClick('p', 'a'), { month, maxClicks: 2_801 })).toBe('capped');
  await Promise.all(Array.from({ length: 40 }, () => store.clicks.record(aClick('p', 'a'), { month })));
  await store.close();
  expect(errors).not.toHaveBeenCalled();

  const again = openSqliteStore(file);
  expect(await again.stats!()).toMatchObject({ unfoldedClicks: 0 });
  expect((await again.usage.get('p', month)).clicks).toBe(2_841);
  await again.close();
}, 60_000);
