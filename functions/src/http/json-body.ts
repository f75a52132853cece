// Reads a JSON request body: malformed JSON is a 400 that says so, never a 500; an empty
// body reads as {} so that validation names the missing field (an update's is refused). A
// body sent with another Content-Type is refused (415) rather than guessed at, and one nested
// past MAX_BODY_DEPTH is refused before any code can walk it.

import type { Context } from 'hono';
import { AppError, invalid } from '../domain/errors';
import { shapeProblem } from '../domain/json-shape';
import { unstorableValue } from '../domain/json-values';
import { projectIdParam } from '../domain/query-params';
import { unsupportedEncoding } from './content-encoding';

/**
 * Levels of objects and arrays in a body, the body being level 1. The deepest any route takes
 * is a bulk item's params, 19 levels (`links`, the item, 16 of params): 32 leaves room and is
 * far from the few thousand levels where a recursive walk runs out of stack. Open objects have
 * tighter limits of their own (params 16, deviceInfo 8), checked by their schemas.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Routes whose callers cannot choose the Content-Type: navigator.sendBeacon posts a string as
 * text/plain (a CORS-simple request, so no preflight), as the deepview page does.
 */
const BEACON_PATHS = new Set(['/api/match/signals']);

/** `application/json`, with or without parameters (`; charset=utf-8`), or `application/<x>+json`. */
export function isJsonMediaType(header: string | undefined): boolean {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * `required`: for updates whose fields are all optional (PATCH a project, PUT a link), where an
 * empty body read as {} would pass and change nothing but `updatedAt`; the document marks
 * their bodies required, so a missing one is a 400.
 */
export async function readJson(c: Context, { required = false } = {}): Promise<unknown> {
  // Read before any refusal, so the connection is left clean for the client's next request.
  const text = await c.req.text();
  // No body at all is an absent body. Spaces or line breaks alone are a body, and not JSON: an
  // optional body's route refuses them below, as any other text that does not parse.
  if (text === '' || (required && text.trim() === '')) {
    if (required) throw new AppError('INVALID_ARGUMENT', 'request body is required: send the fields to change', 'body');
    return {};
  }
  const encoded = unsupportedEncoding(c);
  if (encoded) throw encoded;
  const type = c.req.header('content-type');
  if (!isJsonMediaType(type) && !BEACON_PATHS.has(c.req.path)) {
    const sent = type ? `it was ${type.split(';')[0]!.trim()}` : 'none was sent';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Request body must be sent with Content-Type: application/json (${sent})`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new AppError('INVALID_ARGUMENT', 'Request body is not valid JSON', 'body');
  }
  refuseDeepBody(body);
  // After the depth check: the walk below then meets only bodies of bounded depth.
  const unstorable = unstorableValue(body);
  if (unstorable) throw new AppError('INVALID_ARGUMENT', unstorable.error, unstorable.field);
  return body;
}

/** 400 naming the top-level field that holds the too-deep part (`body` when the body is an array). */
function refuseDeepBody(body: unknown): void {
  const message = `request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;
  if (typeof body !== 'object' || body === null) return;
  if (Array.isArray(body)) {
    if (shapeProblem(body, 'body', { depth: MAX_BODY_DEPTH })) throw new AppError('INVALID_ARGUMENT', message, 'body');
    return;
  }
  for (const [field, value] of Object.entries(body)) {
    if (shapeProblem(value, field, { depth: MAX_BODY_DEPTH - 1 })) throw new AppError('INVALID_ARGUMENT', message, field);
  }
}

/** A body that must be a JSON object (or empty, read as {}): arrays, strings, numbers and null are 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('INVALID_ARGUMENT', 'request body must be a JSON object', 'body');
  }
  return body as Record<string, unknown>;
}

/**
 * A body without its `projectId`, for routes whose path names the project: the body may still
 * name it (requestedProjectId checks it against the path), and the route's strict
 * schema then parses the rest.
 */
export function withoutProjectId(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'projectId')) return body;
  const { projectId: _named, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * The project a request names, from the path, the query string or the body (docs/api.md,
 * "Choosing the project").
 * Two places naming different projects is refused: otherwise a check could pass on one
 * and the write land on the other.
 */
export function requestedProjectId(c: Context, body?: unknown): string | undefined {
  const named = new Set<string>();
  const fromPath = c.req.param('projectId');
  if (fromPath) named.add(fromPath);
  // Every `?projectId=`: a repeated one naming two projects is refused like any other pair.
  for (const fromQuery of c.req.queries('projectId') ?? []) named.add(namedProject(fromQuery));
  if (body && typeof body === 'object' && !Array.isArray(body) && 'projectId' in body) {
    const value = (body as { projectId: unknown }).projectId;
    if (value !== undefined) named.add(namedProject(value));
  }
  if (named.size > 1) throw new AppError('PERMISSION_DENIED', 'projectId differs between the path, the query string and the body');
  return [...named][0];
}

/**
 * One rule wherever a project is named (query string, JSON body, CSV form): a non-empty string,
 * by the schema the document shows for `projectId`. An empty or null one was read as "not
 * named", so a key's own project was used while the document said `minLength: 1`.
 */
function namedProject(value: unknown): string {
  const named = projectIdParam.safeParse(value);
  if (!named.success) throw invalid('projectId', named.error.issues[0]!.message);
  return named.data;
}
