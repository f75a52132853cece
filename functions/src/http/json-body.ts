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

/** The project a request names: path, then query string, then body (decisions §2). */
export function requestedProjectId(c: Context, body?: unknown): string | undefined {
  const fromPath = c.req.param('projectId');
  if (fromPath) return fromPath;
  const fromQuery = c.req.query('projectId');
  if (fromQuery) return fromQuery;
  if (body && typeof body === 'object' && 'projectId' in body) {
    const value = (body as { projectId: unknown }).projectId;
    if (typeof value === 'string' && value !== '') return value;
    if (value !== undefined && value !== null && value !== '') throw new AppError('INVALID_ARGUMENT', 'projectId must be a string', 'projectId');
  }
  return undefined;
}
