// Firestore takes about 500 writes a second into one range of an index; an index whose first
// ordered field grows with time (a timestamp) puts every new write at its end, so it caps a
// collection there. This checks the rule for the collections a visit writes: every field
// whose value grows with time has its single-field index turned off, and every composite index
// and recorded query that orders by such a field pins a spreading field before it (a shard
// number or a hash), which splits that end into as many ranges as the field has values.

import type { CompositeIndex } from './index-rules';
import type { QueryShape } from './query-registry';

/** Fields whose values are spread evenly and stay put: a shard number, a hash. */
export const SPREADING_FIELDS: readonly string[] = ['shard', 'logShard', 'expiryShard', 'dirtyShard', 'ipHash'];

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: unknown[];
}

export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

/** A collection written on the visit path, with the fields whose values grow with time. */
export interface VisitPathCollection {
  collectionGroup: string;
  timeFields: string[];
}

export function indexHotspots(file: IndexFile, shapes: readonly QueryShape[], collections: readonly VisitPathCollection[]): string[] {
  const problems: string[] = [];
  for (const { collectionGroup, timeFields } of collections) {
    const grows = (field: string) => timeFields.includes(field);
    for (const field of timeFields) {
      const off = file.fieldOverrides.some((o) => o.collectionGroup === collectionGroup && o.fieldPath === field && o.indexes.length === 0);
      if (!off) problems.push(`${collectionGroup}.${field} grows with time and keeps its single-field index`);
    }
    for (const index of file.indexes.filter((i) => i.collectionGroup === collectionGroup)) {
      const fields = index.fields.map((f) => f.fieldPath);
      const first = fields.findIndex(grows);
      if (first >= 0 && !fields.slice(0, first).some((f) => SPREADING_FIELDS.includes(f))) {
        problems.push(`${collectionGroup} index (${fields.join(', ')}) orders by ${fields[first]} with no spreading field before it`);
      }
    }
    for (const shape of shapes.filter((s) => s.collectionGroup === collectionGroup)) {
      const ordered = shape.orders.map((o) => o.fieldPath).find(grows);
      if (ordered && !shape.equalities.some((f) => SPREADING_FIELDS.includes(f))) {
        problems.push(`${collectionGroup} query orders by ${ordered} with no spreading field pinned (${JSON.stringify(shape)})`);
      }
    }
  }
  return problems;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The fields of a written document whose values grow with time: timestamps (and the server's
 * timestamp sentinel, recognised by `isTimestamp`) and ISO instants. A month ("2026-05") is
 * not one: every write of the month shares it, and the document id after it spreads them.
 */
export function timeFieldsOf(data: Record<string, unknown>, isTimestamp: (value: unknown) => boolean): string[] {
  return Object.entries(data)
    .filter(([, value]) => isTimestamp(value) || (typeof value === 'string' && ISO_INSTANT.test(value)))
    .map(([field]) => field);
}
