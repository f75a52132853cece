// Failures of the store that are not the request's fault and may pass: Firestore answering
// UNAVAILABLE or timing out, SQLite's disk full or the file busy or unreadable. They become
// `503 {error, code: "UNAVAILABLE"}` with Retry-After, never a 500 or a trace (issue #14).

/** gRPC status codes Firestore errors carry that mean "try again later". */
const GRPC_TRANSIENT = new Set([4 /* DEADLINE_EXCEEDED */, 8 /* RESOURCE_EXHAUSTED */, 10 /* ABORTED */, 14 /* UNAVAILABLE */]);
/** SQLite result codes (better-sqlite3's `code`) of a store that cannot write or read now. */
const SQLITE_FAULT = /^SQLITE_(FULL|BUSY|LOCKED|IOERR|READONLY|CANTOPEN|NOMEM|PROTOCOL)/;

export const RETRY_AFTER_SECONDS = 5;

export function isStoreFault(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number') return GRPC_TRANSIENT.has(code);
  if (typeof code === 'string') return SQLITE_FAULT.test(code);
  // A closed Firestore client (shutting down) cannot answer either.
  return error instanceof Error && /client has already been terminated|database connection is not open/i.test(error.message);
}

export const UNAVAILABLE_BODY = { error: 'Ferry cannot reach its store right now; try again shortly', code: 'UNAVAILABLE' } as const;
