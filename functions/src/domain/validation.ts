// Turns a zod failure into the AppError a caller reads: the first problem, naming its field.
// A field the schema does not know (a strict object's `unrecognized_keys`) is reported first,
// as `Unknown field: <path>` (decisions §3): a typo such as `desktopURL` would otherwise also
// show up as a missing or unchanged setting, which hides the cause.

import type { z } from 'zod';
import { AppError } from './errors';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { issues } = result.error;
  for (const issue of issues) {
    const unknown = unknownKeyIn(issue, []);
    if (unknown) return unknownField(unknown);
  }
  const issue = issues[0]!;
  if (issue.path.length === 0) {
    throw new AppError('INVALID_ARGUMENT', 'request body must be a JSON object', 'body');
  }
  const field = issue.path.map(String).join('.');
  return fail(field, issue.message);
}

/**
 * The path of an unknown field the issue reports, also inside a union (geo rules, fallback
 * `{url}` items): a branch whose only complaint is an unknown field is the shape that was meant.
 */
function unknownKeyIn(issue: z.core.$ZodIssue, prefix: PropertyKey[]): string | null {
  if (issue.code === 'unrecognized_keys') return [...prefix, ...issue.path, issue.keys[0]!].map(String).join('.');
  if (issue.code !== 'invalid_union') return null;
  for (const branch of issue.errors) {
    if (branch.length > 0 && branch.every((inner) => inner.code === 'unrecognized_keys')) return unknownKeyIn(branch[0]!, [...prefix, ...issue.path]);
  }
  return null;
}

/** A body field the route does not know: 400 naming it (decisions §3). */
export function unknownField(field: string): never {
  return fail(field, `Unknown field: ${field}`);
}

/** For bodies read without a schema: refuses the first key that is not in `known`. */
export function refuseUnknownFields(body: object, known: readonly string[]): void {
  const extra = Object.keys(body).find((key) => !known.includes(key));
  if (extra !== undefined) unknownField(extra);
}

function fail(field: string, message: string): never {
  throw new AppError('INVALID_ARGUMENT', message, field);
}
