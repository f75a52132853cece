// A client that closes its connection while still sending the body (Node's "aborted",
// ECONNRESET, from the body stream) is not a server fault: it must not be logged as an error
// or counted as a 5xx, or anyone could fill the error log and the 5xx metric from outside.

import type { Context } from 'hono';
import { CLIENT_CLOSED_REQUEST } from '../platform/client-closed';

/**
 * Judged by the error alone, not by the request's abort signal: a real fault met while the
 * client happened to leave must still be logged as one.
 */
export function isClientAbort(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return (code === 'ECONNRESET' && error.message === 'aborted') || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** An empty answer nobody will read, with the status the request log and metrics count apart. */
export function clientClosed(c: Context): Response {
  return c.body(null, CLIENT_CLOSED_REQUEST as Parameters<Context['body']>[1]);
}
