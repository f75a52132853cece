// Building blocks of the schemas that read query parameters. A route parses its query with a
// schema made of these (http/query.ts), and the route's OpenAPI entry shows that same schema,
// so the rules a client reads are the ones the server applies. Each area declares its query
// schema beside its body schemas; the numbers in it come from that area's constants.

import { z } from 'zod';

/**
 * A date, a number or a choice sent empty (`?to=`) is no value of its type: refused, naming it,
 * rather than quietly read as left out. (Free-text filters such as `q` are not wrapped: an empty
 * search filters nothing.)
 */
export function typedParam<S extends z.ZodType>(name: string, schema: S) {
  return z.preprocess((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: `${name} must not be empty; leave it out for the default`, input: value });
    return value;
  }, schema);
}

/**
 * A whole number written in decimal digits (no sign, point, exponent or spaces), from `min` to
 * `max`, `fallback` when left out. The document types it as an integer: query text is read as
 * the number it spells, and anything else is the same one sentence.
 */
export function wholeNumberParam(name: string, { min, max, fallback }: { min: number; max: number; fallback: number }) {
  const rule = `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number({ error: rule }).int(rule).min(min, rule).max(max, rule).default(fallback),
  );
}

/** A switch such as `bom=1`: `1` or `0`, off when left out. */
export const flagParam = (name: string) => typedParam(name, z.enum(['0', '1'], { error: `${name} must be 1 or 0` }).optional());

/**
 * A UTC day, YYYY-MM-DD, a real calendar day. The rules that relate two days, or a day and
 * today, are parseDayRange's (domain/analytics/date-range.ts), whose message this one shares.
 */
export const dayParam = (name: string) => typedParam(name, z.iso.date({ error: `${name} must be a date written YYYY-MM-DD` }).optional());

/** Optional text where an empty value means "not given", as an empty search box does. */
export const blankAsMissing = (schema: z.ZodType<string>) => schema.optional().transform((value) => value || undefined);

/**
 * A project named in the query string or a body (docs/api.md, "Choosing the project"): a
 * non-empty string. Leaving it out lets an API key's own project apply.
 */
export const projectIdParam = z.string({ error: 'projectId must be a string' }).min(1, 'projectId must not be empty');
