// Reads a route's query parameters with the schema its OpenAPI entry shows (the area's query
// schema, built from domain/query-params.ts): one home for each parameter's rules, limits and
// messages. Only the parameters the schema declares are read; any other is ignored, as before.

import type { Context } from 'hono';
import type { z } from 'zod';
import { parseInput } from '../domain/validation';

/** The first value of each declared parameter (as `c.req.query(name)` gives it), parsed; 400 naming every bad one. */
export function parseQuery<S extends z.ZodObject>(c: Context, schema: S): z.output<S> {
  const values: Record<string, string | undefined> = {};
  for (const name of Object.keys(schema.shape)) values[name] = c.req.query(name);
  return parseInput(schema, values);
}
