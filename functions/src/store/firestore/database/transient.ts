// Which Firestore errors mean "the store cannot answer now" rather than "this request is
// wrong": the gRPC statuses firebase-admin reports for a timeout, a quota, a transaction that
// lost every retry, or an unreachable service, and a terminated client (a request racing the
// shutdown). They leave the store as StoreUnavailableError.

const TRANSIENT_STATUS = new Set([4 /* DEADLINE_EXCEEDED */, 8 /* RESOURCE_EXHAUSTED */, 10 /* ABORTED */, 14 /* UNAVAILABLE */]);

export function isFirestoreTransient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number') return TRANSIENT_STATUS.has(code);
  if (typeof code === 'string') return false;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && /client has already been terminated/i.test(message);
}
