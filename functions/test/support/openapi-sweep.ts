// The requests of the OpenAPI response sweep (test/http/openapi-responses.test.ts): for every
// documented operation, its entry in the bad-input route table (which lists every route with a
// valid body) and the calls that make it succeed and fail.
import { CSV, csvBody, ROUTES, type Route } from './bad-input/routes';
import { doc } from './openapi-contract';

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  route: Route;
}

export interface Call {
  path: string;
  query?: string;
  host?: 'link' | 'unknown';
  /** Default: the route's credential. */
  token?: string | null;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

const shape = (path: string) => path.replace(/:\w+|\{\w+\}/g, '{}');
const matches = (template: string, path: string) => new RegExp(`^${template.replace(/\{\w+\}/g, '(\\{\\}|[^/{}]+)')}$`).test(shape(path));

/** Every documented operation with its route table entry (undefined: the table misses it). */
export function operations(): (Omit<Operation, 'route'> & { route: Route | undefined })[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const same = ROUTES.filter((r) => r.method === method.toUpperCase());
      const route = same.find((r) => shape(r.path) === shape(path)) ?? same.find((r) => matches(path, r.path));
      return { method, path, operationId: op.operationId as string, route };
    }),
  );
}

/** The route's valid body as sent, with its content type. */
export function validBody(route: Route): Pick<Call, 'body' | 'contentType'> {
  if (route.multipart) return { body: csvBody('title,deepLink\nFrom CSV,acme://csv\n'), contentType: CSV };
  if (!route.body) return {};
  if (route.host === 'link') return { body: 'password=x', contentType: 'application/x-www-form-urlencoded' };
  return { body: JSON.stringify(route.body.valid()), contentType: 'application/json' };
}

/** The valid body with one field the route does not know, where the route refuses those (400 `Unknown field`). */
export function withUnknownField(route: Route): string | undefined {
  if (!route.body || route.body.ignored || route.host === 'link') return undefined;
  const valid = route.body.valid();
  if (Array.isArray(valid)) return JSON.stringify([{ ...valid[0], zzz: 1 }, ...valid.slice(1)]);
  return JSON.stringify({ ...(valid as object), zzz: 1 });
}
