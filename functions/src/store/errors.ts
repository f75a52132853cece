// The errors the store port promises, whichever adapter runs: services and http/ check these
// classes, never a driver's codes.

/** Thrown by an adapter when an atomic insert or claim finds the key already taken. */
export class StoreConflictError extends Error {
  constructor(readonly what: 'slug' | 'subdomain' | 'customDomain' | 'campaignName' | 'email' | 'oidcIdentity') {
    super(`${what} already taken`);
    this.name = 'StoreConflictError';
  }
}

/**
 * Thrown by an adapter when the store cannot answer now and may later (a full disk, a busy or
 * unreachable database, a closed connection): not the request's fault. Each adapter decides
 * which of its driver's errors those are (store/unavailable-errors.ts).
 */
export class StoreUnavailableError extends Error {
  /** The driver's own code (`SQLITE_FULL`, gRPC 14...), for log lines and the CLI's message only. */
  readonly code: unknown;

  constructor(cause: unknown) {
    // Read, not `instanceof Error`: a native driver's errors may come from another realm.
    const { message, code } = (typeof cause === 'object' && cause !== null ? cause : {}) as { message?: unknown; code?: unknown };
    super(typeof message === 'string' ? message : String(cause), { cause });
    this.name = 'StoreUnavailableError';
    this.code = code;
  }
}
