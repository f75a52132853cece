// Values JSON.parse reads but no store keeps as sent, refused by one rule for every body
// (http/json-body.ts), whatever field holds them, open objects (`params`, `deviceInfo`)
// included:
// - an unpaired UTF-16 surrogate (`"\ud800"`): not Unicode, so Firestore (UTF-8 only) would
//   change or refuse it while SQLite kept it; a title already refused one, `params` stored it;
// - a number past what a double holds (`1e400`): JSON.parse makes it Infinity, which JSON
//   cannot write back, so it was stored as null;
// - the NUL character (`"\u0000"`): PostgreSQL's text and JSON refuse it, so a link whose
//   `params` held one was kept by SQLite and Firestore and failed every filtered list on
//   PostgreSQL.

import type { FieldError } from './errors';
import { NUL_FREE } from './text-patterns';

export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What no store keeps as sent in a string or a key: a lone surrogate or the NUL character. */
const isUnstorableText = (text: string) => LONE_SURROGATE.test(text) || !NUL_FREE.test(text);

/** The same sentence the text fields give, so a title reads as it always has. */
const brokenText = (field: string) => `${field} must not contain control characters or broken unicode`;

/** The first value of `body` no store keeps as sent, with its path from the root (`params.a.0`); `body` for the root. */
export function unstorableValue(body: unknown): FieldError | null {
  const pending: [value: unknown, path: string][] = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    const field = path || 'body';
    if (typeof value === 'string') {
      if (isUnstorableText(value)) return { field, error: brokenText(field) };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return { field, error: `${field} is out of range (a number must be finite, at most about 1.8e308 either way)` };
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (isUnstorableText(key)) return { field, error: `${field} must not have a key with a NUL character or broken unicode` };
        pending.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}
