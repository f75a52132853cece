// The one error the library rejects with. Server errors keep the server's own `code` and
// message ({error, code, field?}); failures with no answer at all are 'NETWORK'.

export class FerryError extends Error {
  /** HTTP status of the answer, 0 when no answer came (offline, DNS, timeout). */
  readonly status: number;
  /** The server's code (INVALID_ARGUMENT, RATE_LIMITED, ...), or NETWORK / BAD_RESPONSE / CONFIG from the library. */
  readonly code: string;
  /** The request field the server refused, when it named one. */
  readonly field?: string;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'FerryError';
    this.status = status;
    this.code = code;
    if (field !== undefined) this.field = field;
    // Compiled to ES5-style classes by some app bundlers: keep instanceof working there too.
    Object.setPrototypeOf(this, FerryError.prototype);
  }
}

/**
 * No answer came. The message names the URL asked and the runtime's own reason: Node's fetch
 * says only "fetch failed" and keeps the reason (getaddrinfo ENOTFOUND demo.localhost, connect
 * ECONNREFUSED 127.0.0.1:8080) in `cause`; browsers and React Native give no more than their
 * message. The original error stays on the FerryError as `cause`.
 */
export function networkError(method: string, url: string, cause: unknown, timedOut?: { afterMs: number; earlier: string | null }): FerryError {
  const reason = timedOut
    ? `no answer within ${timedOut.afterMs} ms${timedOut.earlier ? ` (the try before: ${timedOut.earlier})` : ''}`
    : describeFailure(cause);
  const error = new FerryError(0, 'NETWORK', `Ferry could not be reached: ${method} ${url}: ${reason}`);
  // Assigned, not declared: Error's own `cause` exists only from ES2022's lib on.
  (error as { cause?: unknown }).cause = cause;
  return error;
}

/** "fetch failed: connect ECONNREFUSED 127.0.0.1:8080": each message down the cause chain. */
export function describeFailure(failure: unknown, depth = 0): string {
  if (!(failure instanceof Error) && !(typeof failure === 'object' && failure !== null && 'message' in failure)) return String(failure);
  const { message, code, cause, errors } = failure as { message?: unknown; code?: unknown; cause?: unknown; errors?: unknown };
  let text = String(message ?? '') || String(code ?? 'unknown error');
  if (typeof code === 'string' && !text.includes(code)) text += ` (${code})`;
  if (depth >= 3) return text;
  // Node's happy eyeballs fail with an AggregateError: one error per address tried.
  if (Array.isArray(errors) && errors.length > 0) return `${text}: ${[...new Set(errors.map((e) => describeFailure(e, depth + 1)))].join('; ')}`;
  return cause === undefined || cause === null ? text : `${text}: ${describeFailure(cause, depth + 1)}`;
}

/** Builds the error from an error answer, whatever its body turned out to be. */
export function answerError(status: number, body: unknown): FerryError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : `HTTP_${status}`;
  const message = typeof fields.error === 'string' ? fields.error : `Ferry answered HTTP ${status}`;
  const field = typeof fields.field === 'string' ? fields.field : undefined;
  return new FerryError(status, code, message, field);
}
