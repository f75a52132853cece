// Turns a zod failure into the AppError a caller reads: every field at fault, each named by its
// path, so a form with three bad fields learns of all three in one answer. A field the schema
// does not know (a strict object's `unrecognized_keys`) comes first, as `Unknown field: <path>`:
// a typo such as `desktopURL` would otherwise also show up as a missing or unchanged setting,
// which hides the cause. One sentence per field: the first zod gives for it.

import type { z } from 'zod';
import { type FieldError, invalidFields } from './errors';

type Issue = z.core.$ZodIssue;

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidFields(fieldErrors(result.error.issues));
}

/** The issues as field errors, unknown fields first; an issue about the body itself stands alone. */
export function fieldErrors(issues: readonly Issue[]): FieldError[] {
  if (issues.some((issue) => issue.path.length === 0 && issue.code !== 'unrecognized_keys')) {
    return [{ field: 'body', error: 'request body must be a JSON object' }];
  }
  const unknown: FieldError[] = [];
  const other: FieldError[] = [];
  for (const issue of issues) {
    const paths = unknownKeysIn(issue);
    if (paths.length > 0) unknown.push(...paths.map((path) => ({ field: path, error: `Unknown field: ${path}` })));
    else other.push({ field: issue.path.map(String).join('.'), error: issue.message });
  }
  const seen = new Set<string>();
  return [...unknown, ...other].filter(({ field }) => !seen.has(field) && Boolean(seen.add(field)));
}

/**
 * The paths of the unknown fields the issue reports. Inside a union (geo rules, fallback `{url}`
 * items) zod reports the branch whose only complaint is unknown fields, the shape that was meant.
 */
function unknownKeysIn(issue: Issue): string[] {
  return issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key].map(String).join('.')) : [];
}

/** For bodies read without a schema: refuses every key that is not in `known`. */
export function refuseUnknownFields(body: object, known: readonly string[]): void {
  const extra = Object.keys(body).filter((key) => !known.includes(key));
  if (extra.length > 0) throw invalidFields(extra.map((field) => ({ field, error: `Unknown field: ${field}` })));
}
