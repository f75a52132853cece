// The visit path's index rule (store/firestore/database/hotspots.ts) on the repository's own
// firestore.indexes.json, and the sabotage cases that must make it fail.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type IndexFile, indexHotspots, timeFieldsOf } from '../../src/store/firestore/database/hotspots';
import type { QueryShape } from '../../src/store/firestore/database/query-registry';

const file = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as IndexFile;
const clicks = { collectionGroup: 'clicks', timeFields: ['clickedAt', 'loggedAt', 'expireAt'] };
const shape = (equalities: string[], orderBy: string): QueryShape => ({
  collectionGroup: 'clicks',
  queryScope: 'COLLECTION',
  equalities,
  arrayContains: [],
  orders: [{ fieldPath: orderBy, direction: 'asc' }],
});

describe('visit path index rule', () => {
  it("when the repository's index file and the fold's query are checked, then nothing is reported", () => {
    expect(indexHotspots(file, [shape(['logShard'], 'loggedAt'), shape(['logShard', 'usageMonth'], 'loggedAt')], [clicks])).toEqual([]);
  });

  it('when loggedAt keeps its single-field index, then it is reported', () => {
    const sabotaged = { ...file, fieldOverrides: file.fieldOverrides.filter((o) => !(o.collectionGroup === 'clicks' && o.fieldPath === 'loggedAt')) };
    expect(indexHotspots(sabotaged, [], [clicks])).toEqual(['clicks.loggedAt grows with time and keeps its single-field index']);
  });

  it('when a composite index orders by loggedAt behind a month only, then it is reported; behind a shard, it is not', () => {
    const withIndex = (first: string) => ({
      ...file,
      indexes: [
        {
          collectionGroup: 'clicks',
          queryScope: 'COLLECTION' as const,
          fields: [
            { fieldPath: first, order: 'ASCENDING' as const },
            { fieldPath: 'loggedAt', order: 'ASCENDING' as const },
          ],
        },
      ],
    });
    expect(indexHotspots(withIndex('usageMonth'), [], [clicks])).toEqual([
      'clicks index (usageMonth, loggedAt) orders by loggedAt with no spreading field before it',
    ]);
    expect(indexHotspots(withIndex('logShard'), [], [clicks])).toEqual([]);
  });

  it('when a query orders by loggedAt without pinning a shard, then it is reported', () => {
    expect(indexHotspots(file, [shape(['usageMonth'], 'loggedAt')], [clicks])).toHaveLength(1);
    expect(indexHotspots(file, [shape(['usageMonth'], 'slug')], [clicks])).toEqual([]);
  });

  it('when a written document is read, then timestamps and ISO instants grow with time and a month does not', () => {
    const stamp = Symbol('timestamp');
    expect(timeFieldsOf({ at: stamp, clickedAt: '2026-05-01T10:00:00.000Z', usageMonth: '2026-05', slug: 'x', n: 3 }, (v) => v === stamp)).toEqual([
      'at',
      'clickedAt',
    ]);
  });
});
