// Firestore's rules for when a query needs a composite index, applied to recorded query
// shapes; the result is in firestore.indexes.json form so a test can pin that file.

import type { Direction, QueryShape } from './query-registry';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

const NAME = '__name__';
const ORDER = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;

export function compositeIndexesNeeded(shapes: readonly QueryShape[]): CompositeIndex[] {
  const needed = new Map<string, CompositeIndex>();
  for (const shape of shapes) {
    const index = indexFor(shape);
    if (index) needed.set(JSON.stringify(index), index);
  }
  return [...needed.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, index]) => index);
}

function indexFor(shape: QueryShape): CompositeIndex | null {
  const equalities = [...new Set(shape.equalities)].sort();
  const contains = [...new Set(shape.arrayContains)].sort();
  const filtered = equalities.length + contains.length > 0;
  const orders = withoutImplicitName(ordersOf(shape, equalities), filtered);
  // Equality and array-contains filters alone are served by merging single-field indexes;
  // one ordered field with no filter is served by that field's own index.
  if (orders.length === 0 || (!filtered && orders.length === 1)) return null;
  return {
    collectionGroup: shape.collectionGroup,
    queryScope: shape.queryScope,
    fields: [
      ...equalities.map((fieldPath) => ({ fieldPath, order: ORDER.asc })),
      ...contains.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
      ...orders.map(({ fieldPath, direction }) => ({ fieldPath, order: ORDER[direction] })),
    ],
  };
}

/** Ordering by a field pinned with `==` changes nothing, so Firestore drops it; so do we. */
function ordersOf(shape: QueryShape, equalities: string[]): { fieldPath: string; direction: Direction }[] {
  const seen = new Set(equalities);
  return shape.orders.filter((o) => {
    if (seen.has(o.fieldPath)) return false;
    seen.add(o.fieldPath);
    return true;
  });
}

/**
 * Every index ends with the document name in the direction of its last field (ascending
 * when alone), so a trailing `__name__` in that direction needs nothing extra.
 */
function withoutImplicitName(orders: { fieldPath: string; direction: Direction }[], filtered: boolean): { fieldPath: string; direction: Direction }[] {
  const last = orders[orders.length - 1];
  if (last?.fieldPath !== NAME) return orders;
  const previous = orders[orders.length - 2];
  const implicit = previous ? previous.direction : 'asc';
  // Ordering by name alone, either way, is served by the built-in name index.
  if (last.direction === implicit || (!previous && !filtered)) return orders.slice(0, -1);
  return orders;
}
