import { compositeIndexesNeeded } from '../../src/store/firestore';
import type { QueryShape } from '../../src/store/firestore';

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
      shape({ orders: [{ fieldPath: 'createdAt', direction: 'desc' }, { fieldPath: '__name__', direction: 'desc' }] }),
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
      shape({ equalities: ['projectId'], orders: [{ fieldPath: 'createdAt', direction: 'desc' }, { fieldPath: '__name__', direction: 'desc' }] }),
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
    const two = shape({ orders: [{ fieldPath: 'createdAt', direction: 'desc' }, { fieldPath: 'title', direction: 'asc' }] });
    const contrary = shape({ orders: [{ fieldPath: 'createdAt', direction: 'desc' }, { fieldPath: '__name__', direction: 'asc' }] });
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
