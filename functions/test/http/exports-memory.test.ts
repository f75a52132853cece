// A clicks export streams: rows are written as they are read, a batch at a time, never the whole
// result in memory, so memory stays flat however many clicks a project has and the first bytes
// leave at once. Proved by counting, not by the process's memory or a clock, which another
// program on the machine moves: the store's scan may run at most two batches ahead of what the
// client has read, from the first chunk to the last.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../../src/store/sqlite';
import { aClick, aLink } from '../contract/suite/fixtures';
import { testApp } from '../support/test-app';

const CLICKS = 20_000; // 40 batches of the export's 500
const AHEAD = 2;

it('when 20,000 clicks are exported, then the store is read only as far as the client has read, two batches ahead at most', async () => {
  const store = openSqliteStore(join(mkdtempSync(join(tmpdir(), 'ferry-export-')), 'ferry.db'));
  const t = testApp(store);
  try {
    const acme = await t.seedProject('bigexport');
    for (let i = 0; i < 50; i++) await store.links.createIfAbsent(aLink(acme.id, { slug: `l${i}`, utmSource: 'mail' }));
    const start = Date.UTC(2026, 10, 1);
    for (let i = 0; i < CLICKS; i += 2000) {
      await Promise.all(
        Array.from({ length: 2000 }, (_, j) => {
          const n = i + j;
          return store.clicks.record(aClick(acme.id, `l${n % 50}`, { id: `c${n}`, clickedAt: new Date(start + n * 100_000).toISOString(), platform: 'web' }), {
            month: '2026-11',
          });
        }),
      );
    }
    t.setNow(new Date('2026-11-30T12:00:00.000Z'));
    let batchesRead = 0;
    const scan = store.clicks.scan.bind(store.clicks);
    store.clicks.scan = async function* (...args: Parameters<typeof scan>) {
      for await (const batch of scan(...args)) {
        batchesRead++;
        yield batch;
      }
    };

    const res = await t.app.request(`/api/projects/${acme.id}/clicks.csv?from=2026-11-01&to=2026-11-30`, {
      headers: { authorization: `Bearer ${acme.secretKey}` },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let chunks = 0;
    let newlines = 0;
    const ahead: number[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      chunks++;
      ahead.push(batchesRead - chunks);
      for (const byte of chunk.value) if (byte === 10) newlines++;
    }
    expect(newlines).toBe(CLICKS + 1);
    expect(batchesRead).toBe(CLICKS / 500);
    expect(Math.max(...ahead)).toBeLessThanOrEqual(AHEAD);
  } finally {
    await t.close();
  }
}, 120_000);
