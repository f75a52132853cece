// Every query the Firestore adapter runs is built here, so the shape of each one is recorded
// and the composite indexes they need can be derived (index-rules.ts) instead of guessed.

import type { AggregateQuery, CollectionReference, Query } from 'firebase-admin/firestore';
import { AggregateField } from 'firebase-admin/firestore';

export type Direction = 'asc' | 'desc';

export interface QueryShape {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  /**
   * Fields compared with `==` or `in`. An index serves `in` as it serves `==` (one range per
   * value, merged in the query's order), so both lead the index alike.
   */
  equalities: string[];
  /** Fields filtered with `array-contains`. */
  arrayContains: string[];
  /** Fields the index has to keep in order: orderBy, range filters and summed fields. */
  orders: { fieldPath: string; direction: Direction }[];
}

type RangeOp = '<' | '<=' | '>' | '>=';
export type Filter = [field: string, op: '==' | 'in' | 'array-contains' | RangeOp, value: unknown];

export interface QuerySpec {
  where?: Filter[];
  orderBy?: [field: string, direction: Direction][];
  limit?: number;
}

const shapes = new Map<string, QueryShape>();

/** The shapes of every query run since the process started (deduplicated). */
export function recordedQueryShapes(): QueryShape[] {
  return [...shapes.values()];
}

function record(from: CollectionReference, spec: QuerySpec, summed?: string): void {
  const where = spec.where ?? [];
  const orders = (spec.orderBy ?? []).map(([fieldPath, direction]) => ({ fieldPath, direction }));
  // Firestore orders by a range-filtered field implicitly (ascending) when the query does not.
  for (const [field, op] of where) {
    const isRange = op !== '==' && op !== 'in' && op !== 'array-contains';
    if (isRange && !orders.some((o) => o.fieldPath === field)) orders.push({ fieldPath: field, direction: 'asc' });
  }
  if (summed && !orders.some((o) => o.fieldPath === summed)) orders.push({ fieldPath: summed, direction: 'asc' });
  const shape: QueryShape = {
    collectionGroup: from.id,
    queryScope: 'COLLECTION',
    equalities: where.filter(([, op]) => op === '==' || op === 'in').map(([field]) => field),
    arrayContains: where.filter(([, op]) => op === 'array-contains').map(([field]) => field),
    orders,
  };
  shapes.set(JSON.stringify(shape), shape);
}

export function buildQuery(from: CollectionReference, spec: QuerySpec = {}): Query {
  record(from, spec);
  return applySpec(from, spec);
}

/** A sum aggregation (alias `total`): the summed field counts as part of the shape. */
export function buildSum(from: CollectionReference, field: string, spec: QuerySpec = {}): AggregateQuery<{ total: AggregateField<number> }> {
  record(from, spec, field);
  return applySpec(from, spec).aggregate({ total: AggregateField.sum(field) });
}

/** A count aggregation (`count`): served by the indexes the filters need, nothing more. */
export function buildCount(from: CollectionReference, spec: QuerySpec = {}): AggregateQuery<{ count: AggregateField<number> }> {
  record(from, spec);
  return applySpec(from, spec).count();
}

function applySpec(from: CollectionReference, spec: QuerySpec): Query {
  let query: Query = from;
  for (const [field, op, value] of spec.where ?? []) query = query.where(field, op, value);
  for (const [field, direction] of spec.orderBy ?? []) query = query.orderBy(field, direction);
  return spec.limit !== undefined ? query.limit(spec.limit) : query;
}
