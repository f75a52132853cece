// A request with a method a path does not take (PUT /health, DELETE /api/links) is 405 with an
// `Allow` header, as HTTP asks, rather than a 404 that says the path does not exist. The methods
// come from the app's own routes, so a Cloud Function answers for the routes of its group
// only, and they match the OpenAPI document (test/http/openapi-document.test.ts keeps them equal).

import type { Context, Hono } from 'hono';
import { AppError, errorBody } from '../domain/errors';
import type { AppEnv } from './env';

interface RoutePattern {
  regex: RegExp;
  /** Per segment, 1 for a fixed word and 0 for a parameter: the most fixed pattern wins. */
  rank: number[];
  /** A fixed segment holds a dot (`export.csv`): a file name, which no slug or id made here is. */
  namesFile: boolean;
  methods: Set<string>;
}

/** The order Allow lists methods in. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Hono path (`/api/links/:slug`, `/api/links/resolve/:slug?`) as a pattern of whole paths. */
function compile(path: string): Omit<RoutePattern, 'methods'> {
  const segments = path.split('/').slice(1);
  const parts = segments.map((segment) => {
    if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    return `/${escape(segment)}`;
  });
  const rank = segments.map((s) => (s.startsWith(':') ? 0 : 1));
  return { regex: new RegExp(`^${parts.join('')}$`), rank, namesFile: segments.some((s) => !s.startsWith(':') && s.includes('.')) };
}

/** `a` before `b` when `a` is the more fixed: OpenAPI matches concrete paths before templated ones. */
function moreFixed(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (b[i] ?? -1) - (a[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

function patternsOf(app: Hono<AppEnv>): RoutePattern[] {
  const byPath = new Map<string, RoutePattern>();
  // Middleware (method ALL) answers no method of its own.
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    const pattern = byPath.get(path) ?? { ...compile(path), methods: new Set<string>() };
    pattern.methods.add(method);
    // Hono answers HEAD with the GET route.
    if (method === 'GET') pattern.methods.add('HEAD');
    byPath.set(path, pattern);
  }
  return [...byPath.values()];
}

/** The most fixed routes matching `path` (several when equally fixed); empty when none does. */
function bestMatches(patterns: RoutePattern[], path: string): RoutePattern[] {
  const [first, ...others] = patterns.filter((p) => p.regex.test(path)).sort((a, b) => moreFixed(a.rank, b.rank));
  return first ? [first, ...others.filter((p) => moreFixed(p.rank, first.rank) === 0)] : [];
}

const methodsOf = (best: RoutePattern[]) => {
  const methods = new Set(best.flatMap((p) => [...p.methods]));
  return METHOD_ORDER.filter((m) => methods.has(m));
};

/**
 * A 405 when the most fixed route pattern matching the path is served with other methods, else
 * null. As the app's notFound it answers every path. Before the routes (`filesOnly`) it answers
 * only a path whose most fixed pattern names a file: PUT /api/links/export.csv is 405, as the
 * document reads paths, where the templated PUT /api/links/:slug would take it as a slug no link
 * made here can have; a word such as `resolve` may be the slug of a link made before the word
 * was reserved, so its other methods still reach that link. The routes are read again when
 * their count changes, once every group is mounted.
 */
export function methodNotAllowed(app: Hono<AppEnv>, { filesOnly = false } = {}): (c: Context) => Response | null {
  let patterns: RoutePattern[] = [];
  let files: RoutePattern[] = [];
  let seen = -1;
  return (c) => {
    if (seen !== app.routes.length) {
      [patterns, seen] = [patternsOf(app), app.routes.length];
      files = patterns.filter((p) => p.namesFile);
    }
    // Before the routes this runs on every API request (the match's among them): a path no file
    // pattern matches is let through after two regex tests, not a sort of every route.
    if (filesOnly && !files.some((p) => p.regex.test(c.req.path))) return null;
    const best = bestMatches(patterns, c.req.path);
    if (filesOnly && !best.some((p) => p.namesFile)) return null;
    const allowed = methodsOf(best);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return null;
    c.header('Allow', allowed.join(', '));
    return c.json(errorBody(new AppError('METHOD_NOT_ALLOWED', `Method ${c.req.method} is not allowed on this path; it takes ${allowed.join(', ')}`)), 405);
  };
}
