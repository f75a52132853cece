// Request body limits that leave the connection usable. Hono's bodyLimit answers 413 without
// reading the rest of the body; the Node adapter then discards it for at most 500 ms and cuts
// the socket, after an answer that said `Connection: keep-alive`, so a client that reused the
// connection got "socket hang up". Here a body that says its length (Content-Length) and is
// too large is read and thrown away before the answer, up to DISCARD_LIMIT, so the client can
// finish sending and go on on the same connection. Any other refused body (longer than that,
// or chunked, whose end nobody knows) is not read further: its 413 says `Connection: close`.

import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * How much of a refused body is read to keep its connection: 8 MB arrive in well under a second
 * on any link an API client uses and cost no memory (nothing is kept); for more, a new
 * connection is cheaper than the transfer, so that one is closed instead.
 */
export const DISCARD_LIMIT = 8 * 1024 * 1024;

type TooLarge = (c: Context<AppEnv>) => Response | Promise<Response>;

/** Reads and drops a body of `length` bytes, as its Content-Length says. */
async function discard(body: ReadableStream<Uint8Array>, length: number): Promise<void> {
  const reader = body.getReader();
  for (let left = length; left > 0; ) {
    const { done, value } = await reader.read();
    if (done) return;
    left -= value.length;
  }
}

export function bodyLimit(maxSize: number, tooLarge: TooLarge): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.raw.headers.has('transfer-encoding')) {
      const length = Number(declared);
      if (length <= maxSize) return next();
      if (length <= DISCARD_LIMIT) await discard(body, length);
      else c.header('Connection', 'close');
      return tooLarge(c);
    }
    // No length given (chunked): read up to the limit, and hand the route what was read.
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) {
        c.header('Connection', 'close');
        return tooLarge(c);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}
