// No slug, id, email or host name Ferry stores holds a control character: an API path that carries
// one (raw or percent-encoded, `%00` to `%1F` and `%7F`) names nothing, and is 404 before any
// lookup. The link host's paths are slugs, which its link lookup guards (services/links/cached-link.ts),
// so that the visitor gets the project's own not-found page.
// Without this the stores disagreed: SQLite and Firestore looked the name up and found nothing,
// PostgreSQL's text refused the NUL character and the request failed.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { notFoundJson } from '../errors';

const CONTROL_IN_PATH = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i;

export const controlFreePath: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (CONTROL_IN_PATH.test(c.req.path)) return notFoundJson(c);
  await next();
};
