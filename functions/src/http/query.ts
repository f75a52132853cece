// Query parameters that the document types as a date, a number or a choice (`from`, `to`,
// `range`, `report`, `limit`, `refresh`, `bom`). Left out, the route's default applies. Sent
// empty (`?to=`), the value is no date and no choice, so it is refused like any other bad
// value rather than quietly read as left out. Free-text filters (`q`, `tag`) are strings,
// where an empty one filters nothing.

import type { Context } from 'hono';
import { invalid } from '../domain/errors';

export function typedQuery(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  if (value === '') throw invalid(name, `${name} must not be empty; leave it out for the default`);
  return value;
}
