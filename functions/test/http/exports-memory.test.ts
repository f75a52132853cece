// A clicks export streams (issue #18): 200,000 clicks on SQLite come out with the process's
// RSS growing by less than 64 MB and the first byte within 1 s, because rows are written as
// they are read, a batch at a time, never the whole result in memory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aClick, aLink } from '../../src/store/contract/fixtures';
import { openSqliteStore } from '../../src/store/sqlite';
import { testApp } from '../support/test-app';

const CLICKS = 200_000;
const MB = 1024 * 1024;

it('when 200,000 clicks are exported, then RSS grows by less than 64 MB and the first byte comes within 1 s', async () => {
  const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'ferry-export-')), 'ferry.db'));
  const t = testApp(store);
  try {
    const acme = await t.seedProject('bigexport');
    for (let i = 0; i < 50; i++) await store.links.createIfAbsent(aLink(acme.id, { slug: `l${i}`, utmSource: 'mail' }));
    const start = Date.UTC(2026, 10, 1);
    for (let i = 0; i < CLICKS; i += 2000) {
      await Promise.all(Array.from({ length: 2000 }, (_, j) => {
        const n = i + j;
        return store.clicks.record(aClick(acme.id, `l${n % 50}`, { id: `c${n}`, clickedAt: new Date(start + n * 10_000).toISOString(), platform: 'web' }), { month: '2026-11' });
      }));
    }
    expect(await store.links.clickCount(acme.id, 'l0')).toBe(CLICKS / 50); // folded
    t.setNow(new Date('2026-11-30T12:00:00.000Z'));

    const before = process.memoryUsage().rss;
    let peak = before;
    const asked = Date.now();
    const res = await t.app.request(`/api/projects/${acme.id}/clicks.csv?from=2026-11-01&to=2026-11-30`, { headers: { authorization: `Bearer ${acme.secretKey}` } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let firstByteMs = -1;
    let newlines = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (firstByteMs < 0) firstByteMs = Date.now() - asked;
      for (const byte of chunk.value) if (byte === 10) newlines++;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    expect(newlines).toBe(CLICKS + 1);
    expect(firstByteMs).toBeLessThan(1000);
    expect((peak - before) / MB).toBeLessThan(64);
  } finally {
    await t.close();
  }
}, 180_000);
