// The one error the library rejects with. Server errors keep the server's own `code` and
// message ({error, code, field?}, decisions §3); failures with no answer at all are 'NETWORK'.

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

export function networkError(cause: unknown): FerryError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new FerryError(0, 'NETWORK', `Ferry could not be reached: ${reason}`);
}

/** Builds the error from an error answer, whatever its body turned out to be. */
export function answerError(status: number, body: unknown): FerryError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : `HTTP_${status}`;
  const message = typeof fields.error === 'string' ? fields.error : `Ferry answered HTTP ${status}`;
  const field = typeof fields.field === 'string' ? fields.field : undefined;
  return new FerryError(status, code, message, field);
}
