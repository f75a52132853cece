// Drops keys whose value is undefined: stores (Firestore) reject them and merges would
// otherwise overwrite set values with nothing.

export function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
