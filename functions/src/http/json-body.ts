// Reads a JSON request body: malformed JSON is a 400 that says so, never a 500; an empty
// body reads as {} so that validation names the missing field.

import type { Context } from 'hono';
import { AppError } from '../domain/errors';

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('INVALID_ARGUMENT', 'Request body is not valid JSON', 'body');
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
 * name it (decisions §2; requestedProjectId checks it against the path), and the route's strict
 * schema then parses the rest.
 */
export function withoutProjectId(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'projectId')) return body;
  const { projectId: _named, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * The project a request names, from the path, the query string or the body (decisions §2).
 * Two places naming different projects is refused: otherwise a check could pass on one
 * and the write land on the other.
 */
export function requestedProjectId(c: Context, body?: unknown): string | undefined {
  const named = new Set<string>();
  const fromPath = c.req.param('projectId');
  if (fromPath) named.add(fromPath);
  // Every `?projectId=`: a repeated one naming two projects is refused like any other pair.
  for (const fromQuery of c.req.queries('projectId') ?? []) if (fromQuery) named.add(fromQuery);
  if (body && typeof body === 'object' && !Array.isArray(body) && 'projectId' in body) {
    const value = (body as { projectId: unknown }).projectId;
    if (typeof value === 'string' && value !== '') named.add(value);
    else if (value !== undefined && value !== null && value !== '') throw new AppError('INVALID_ARGUMENT', 'projectId must be a string', 'projectId');
  }
  if (named.size > 1) throw new AppError('PERMISSION_DENIED', 'projectId differs between the path, the query string and the body');
  return [...named][0];
}
