// @firestore-emulator/server applies FieldValue.increment only to top-level fields: a nested
// path (`counts.country.kUS`) throws "Not implemented". Real Firestore increments map subfields
// (the report counters rely on it, see store/firestore/clicks/click-rollup.ts), so the test emulator
// is taught the same: the emulator's own code computes the new value on a stand-in document,
// and the document's set() writes it at the nested path with a field mask, as a merge would.
// Only plain identifier segments are handled (the adapter encodes every map key to one).

import { FirestoreStateDocument } from '@firestore-emulator/server';

interface Field {
  type: string;
  value: unknown;
}
interface Transform {
  field_path: string;
}
interface StateDocument {
  fields: Record<string, Field>;
  set(date: Date, fields: Record<string, Field | MapLike>, updateMask?: string[]): void;
  v1Transform(date: Date, transforms: Transform[]): void;
}
/** What the emulator's merge reads of an intermediate map: its type and its entries. */
interface MapLike {
  type: 'map_value';
  value: Record<string, Field | MapLike>;
}

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
let installed = false;

export function supportNestedIncrements(): void {
  if (installed) return;
  installed = true;
  const proto = FirestoreStateDocument.prototype as unknown as StateDocument;
  const original = proto.v1Transform;
  proto.v1Transform = function (this: StateDocument, date: Date, transforms: Transform[]) {
    original.call(
      this,
      date,
      transforms.filter((t) => !t.field_path.includes('.')),
    );
    for (const transform of transforms.filter((t) => t.field_path.includes('.'))) {
      const path = transform.field_path.split('.');
      if (!path.every((segment) => SEGMENT.test(segment))) throw new Error(`emulator shim: unsupported field path ${transform.field_path}`);
      const current = leafAt(this.fields, path);
      let next: Field | undefined;
      const standIn = {
        getField: () => current,
        set: (_date: Date, fields: Record<string, Field>) => {
          next = fields.leaf;
        },
      };
      // A derived object keeps the transform's own accessors (has_increment, ...) but names the stand-in's field.
      original.call(standIn as unknown as StateDocument, date, [Object.create(transform, { field_path: { value: 'leaf' } }) as Transform]);
      if (!next) continue;
      let value: Field | MapLike = next;
      for (const segment of path.slice(1).reverse()) value = { type: 'map_value', value: { [segment]: value } };
      this.set(date, { [path[0]!]: value }, [transform.field_path]);
    }
  };
}

function leafAt(fields: Record<string, Field>, path: string[]): Field | undefined {
  let level: Record<string, Field> | undefined = fields;
  for (const segment of path.slice(0, -1)) {
    const field: Field | undefined = level?.[segment];
    level = field?.type === 'map_value' ? (field.value as Record<string, Field>) : undefined;
  }
  return level?.[path[path.length - 1]!];
}
