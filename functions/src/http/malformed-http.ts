// The self-hosted server's answers to requests that never reach the app: an HTTP message Node
// cannot parse (bad chunking, a truncated body, oversized headers) and a request line or Host
// that @hono/node-server cannot turn into a URL. Left to their defaults these are a bare 400
// with no body; here they are JSON `{error, code}` like every other error (docs/api.md, Errors).

import type { Socket } from 'node:net';
import { RequestError } from '@hono/node-server';

const json = (error: string, code: string) => JSON.stringify({ error, code });

/** Node's own status for each parser failure (http.Server's default clientError handler). */
function statusOf(code: string | undefined): [number, string, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large', 'Request headers are too large', 'PAYLOAD_TOO_LARGE'];
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return [413, 'Payload Too Large', 'Request body is larger than 1 MB', 'PAYLOAD_TOO_LARGE'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', 'The request took too long to arrive', 'INVALID_ARGUMENT'];
  return [400, 'Bad Request', 'Malformed HTTP request', 'INVALID_ARGUMENT'];
}

/** For http.Server's 'clientError' event. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // The client is gone or the answer already started: nothing can be sent.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message, code] = statusOf(error.code);
  const body = json(message, code);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** For getRequestListener's errorHandler: an unreadable request line or Host is a 400. */
export function answerRequestError(error: unknown): Response {
  const headers = { 'Content-Type': 'application/json' };
  if (error instanceof RequestError) return new Response(json('Malformed request URL or Host header', 'INVALID_ARGUMENT'), { status: 400, headers });
  console.error('Unhandled error', error);
  return new Response(json('Internal error', 'INTERNAL'), { status: 500, headers });
}
