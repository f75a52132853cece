// Every failure leaves as JSON `{error, code, field?, errors?}`; nothing a caller sends can produce a
// stack trace or a 500. A store that cannot answer now (StoreUnavailableError, whichever adapter
// raised it: full disk, busy file, Firestore unreachable) is `503 UNAVAILABLE` with Retry-After,
// never a 500 or a trace.

import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, errorBody } from '../domain/errors';
import { jsonLogger } from '../platform/logger';
import type { ServiceDeps } from '../services/deps';
import { StoreUnavailableError } from '../store/ports';
import { clientClosed, isClientAbort } from './client-abort';

/** A store fault or a DNS hiccup usually passes within seconds: callers may retry soon. */
const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_BODY = { error: 'Ferry cannot reach its store right now; try again shortly', code: 'UNAVAILABLE' } as const;

/** When the deps themselves failed to load. */
const fallbackLog = jsonLogger('warn');

/** `thrown` as an Error, keeping its message and code (what the log reads). */
export function asError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  const { message, code } = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as { message?: unknown; code?: unknown };
  return Object.assign(new Error(typeof message === 'string' ? message : String(thrown)), code === undefined ? {} : { code });
}

export function onError(error: Error, c: Context): Response {
  if (error instanceof AppError) {
    if (error.code === 'UNAVAILABLE') c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(errorBody(error), error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHENTICATED' : 'INVALID_ARGUMENT';
    return c.json({ error: error.message || 'Bad request', code }, status);
  }
  if (isClientAbort(error)) return clientClosed(c);
  const deps = c.get('deps') as ServiceDeps | undefined;
  const log = deps?.log ?? fallbackLog;
  const requestId = c.get('requestId') as string | undefined;
  if (error instanceof StoreUnavailableError) {
    deps?.metrics?.storeError();
    log.error('Store unavailable', { error: { message: error.message, code: error.code }, requestId });
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(UNAVAILABLE_BODY, 503);
  }
  // The stack goes to the log, never to the caller.
  log.error('Unhandled error', { error, requestId });
  return c.json({ error: 'Internal error', code: 'INTERNAL' }, 500);
}

export function notFoundJson(c: Context): Response {
  return c.json({ error: 'Not found', code: 'NOT_FOUND' }, 404);
}
