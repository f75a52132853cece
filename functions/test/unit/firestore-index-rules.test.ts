import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompositeIndex, QueryShape } from '../../src/store/firestore';
import { compositeIndexesNeeded } from '../../src/store/firestore';

const shape = (overrides: Partial<QueryShape>): QueryShape => ({
  collectionGroup: 'links',
  queryScope: 'COLLECTION',
  equalities: [],
  arrayContains: [],
  orders: [],
  ...overrides,
});

describe('compositeIndexesNeeded', () => {
  it('when queries filter or order on one field only, then no composite index is needed', () => {
    const shapes = [
      shape({}),
      shape({ equalities: ['projectId'] }),
      shape({ orders: [{ fieldPath: 'createdAt', direction: 'desc' }] }),
      shape({
        orders: [
          { fieldPath: 'createdAt', direction: 'desc' },
          { fieldPath: '__name__', direction: 'desc' },
        ],
      }),
      shape({ orders: [{ fieldPath: '__name__', direction: 'desc' }] }),
      shape({ equalities: ['ownerUid'], orders: [{ fieldPath: 'ownerUid', direction: 'asc' }] }),
    ];
    expect(compositeIndexesNeeded(shapes)).toEqual([]);
  });

  it('when equality filters are combined, or array-contains stands alone, then index merging serves them', () => {
    const shapes = [shape({ equalities: ['projectId', 'type'] }), shape({ arrayContains: ['memberUids'] })];
    expect(compositeIndexesNeeded(shapes)).toEqual([]);
  });

  it('when an equality filter meets an order on another field, then an index lists equality first', () => {
    const shapes = [
      shape({ equalities: ['projectId'], orders: [{ fieldPath: 'createdAt', direction: 'desc' }] }),
      shape({
        equalities: ['projectId'],
        orders: [
          { fieldPath: 'createdAt', direction: 'desc' },
          { fieldPath: '__name__', direction: 'desc' },
        ],
      }),
    ];
    expect(compositeIndexesNeeded(shapes)).toEqual([
      {
        collectionGroup: 'links',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'projectId', order: 'ASCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ],
      },
    ]);
  });

  it('when a query orders on two fields, then the index keeps both directions; a contrary __name__ stays', () => {
    const two = shape({
      orders: [
        { fieldPath: 'createdAt', direction: 'desc' },
        { fieldPath: 'title', direction: 'asc' },
      ],
    });
    const contrary = shape({
      orders: [
        { fieldPath: 'createdAt', direction: 'desc' },
        { fieldPath: '__name__', direction: 'asc' },
      ],
    });
    expect(compositeIndexesNeeded([two, contrary]).map((i) => i.fields)).toEqual([
      [
        { fieldPath: 'createdAt', order: 'DESCENDING' },
        { fieldPath: '__name__', order: 'ASCENDING' },
      ],
      [
        { fieldPath: 'createdAt', order: 'DESCENDING' },
        { fieldPath: 'title', order: 'ASCENDING' },
      ],
    ]);
  });

  it('when array-contains meets an order, then the index marks the array CONTAINS', () => {
    const shapes = [
      shape({
        collectionGroup: 'projects',
        queryScope: 'COLLECTION_GROUP',
        arrayContains: ['memberUids'],
        orders: [{ fieldPath: 'createdAt', direction: 'asc' }],
      }),
    ];
    expect(compositeIndexesNeeded(shapes)).toEqual([
      {
        collectionGroup: 'projects',
        queryScope: 'COLLECTION_GROUP',
        fields: [
          { fieldPath: 'memberUids', arrayConfig: 'CONTAINS' },
          { fieldPath: 'createdAt', order: 'ASCENDING' },
        ],
      },
    ]);
  });
});

describe('firestore.indexes.json', () => {
  interface FieldOverride {
    collectionGroup: string;
    fieldPath: string;
    indexes: unknown[];
  }
  const file = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as {
    indexes: CompositeIndex[];
    fieldOverrides: FieldOverride[];
  };
  /**
   * Timestamps that only ever grow and are queried only through composite indexes: their
   * automatic single-field index would take every write at one end and cap the write rate.
   * `expireAt` (pending matches' TTL Timestamp) grows with the click time too.
   */
  const MONOTONIC = ['clickedAt', 'expireAt'];

  it('when a composite index uses a monotonic timestamp, then that field has no single-field index', () => {
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: 'clicks', fieldPath: 'clickedAt', indexes: [] });
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: 'pendingMatches', fieldPath: 'clickedAt', indexes: [] });
    expect(file.fieldOverrides).toContainEqual({ collectionGroup: 'pendingMatches', fieldPath: 'expireAt', ttl: true, indexes: [] });
    for (const index of file.indexes) {
      for (const { fieldPath } of index.fields.filter((f) => MONOTONIC.includes(f.fieldPath))) {
        expect(file.fieldOverrides).toContainEqual(expect.objectContaining({ collectionGroup: index.collectionGroup, fieldPath, indexes: [] }));
      }
    }
  });
});
