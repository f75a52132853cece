// Links created per API key per hour (1,000 by default; 429 `API key rate limit
// exceeded`). The unit is a link, as Branch counts it: a bulk of 100 counts 100.
//
// Before the route runs, the links a request asks for are taken from the key's budget in one
// atomic step: a request that does not fit is refused whole and creates nothing. After the
// route, the charge is settled to the links actually created (a failed request gives its units
// back; a bulk cut short by the plan or CSV rows skipped count only what was made). A CSV upload
// asks for 1 up front, since its rows are known only once the route parses the file: it is the
// one request that can take a key past its limit, by at most its rows minus one (399).
//
// The key is told by the hash of the bearer token, before the route authenticates it (an
// unknown key's request fails with 401 and gives its unit back). Dashboard users (ID tokens)
// are not API keys: only the per-IP API limit applies to them.

import type { Context, MiddlewareHandler } from 'hono';
import { HOUR_MS, KEY_RATE_LIMIT_EXCEEDED } from '../../domain/rate-limits';
import { hashKey, keyTypeOf } from '../../security/api-keys';
import { MAX_BULK_ITEMS } from '../../services/bulk/bulk-links';
import type { AppEnv } from '../env';
import { readJson } from '../json-body';
import { showLimit, tooManyRequests } from './rate-limit';

type Ctx = Context<AppEnv>;
/** How many links a request asks for, read before the route runs. */
type Asked = (c: Ctx) => Promise<number>;

const one: Asked = async () => 1;

/** The length of the list in the JSON body (or at `field`), capped at the bulk maximum. */
const listLength =
  (field?: string): Asked =>
  async (c) => {
    // The body is cached by Hono, so the route reads it again at no cost.
    const body = await readJson(c).catch(() => undefined);
    const list = field === undefined ? body : (body as Record<string, unknown> | undefined)?.[field];
    // A list the route will reject (empty, too long) still asks for something; it gets it back.
    return Array.isArray(list) ? Math.min(Math.max(list.length, 1), MAX_BULK_ITEMS) : 1;
  };

/** Every route that creates links (POST), with what it asks for. */
export const LINK_CREATION_ROUTES: [path: string, asked: Asked][] = [
  ['/api/links', one],
  ['/api/projects/:projectId/links', one],
  ['/api/links/:id/clone', one],
  ['/api/projects/:projectId/links/:id/clone', one],
  ['/api/links/bulk', listLength('links')],
  ['/api/links/batch', listLength()],
  ['/api/links/bulk-csv', one],
  ['/api/migration/convert', listLength('legacyLinks')],
];

export function linkCreationLimit(asked: Asked): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { limiter, limits } = c.var.deps;
    const limit = limits.linkCreationsPerHour;
    const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!(limit > 0) || !token || !keyTypeOf(token)) return next();
    const key = `link-creations:${hashKey(token)}`;
    const cost = await asked(c);
    const charged = await limiter.hit(key, limit, HOUR_MS, cost);
    if (!charged.allowed) return tooManyRequests(c, limit, charged, KEY_RATE_LIMIT_EXCEEDED);
    await next();
    const created = await linksCreated(c.res);
    if (created !== cost) await limiter.add(key, created - cost, limit, HOUR_MS);
    showLimit(c, limit, { ...charged, remaining: Math.max(0, charged.remaining + cost - created) });
  };
}

/** From the route's own answer: `created` (bulk, batch, CSV), `converted` (migration), else one link. */
async function linksCreated(res: Response): Promise<number> {
  if (res.status < 200 || res.status >= 300) return 0;
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { created?: unknown; converted?: unknown };
  if (typeof body.created === 'number') return body.created;
  if (typeof body.converted === 'number') return body.converted;
  return 1;
}
