// Hosting's failures, sorted by what Ferry does next. Google APIs answer errors as a
// google.rpc.Status in JSON ({error: {code: <HTTP status>, message, status: "PERMISSION_DENIED"}}),
// and a failed long-running operation carries one with the numeric google.rpc.Code instead.

export type HostingErrorKind = 'already-exists' | 'not-found' | 'permission-denied' | 'quota' | 'invalid' | 'unavailable' | 'unknown';

export interface HostingError {
  kind: HostingErrorKind;
  /** True when the same call may succeed later untouched: the scheduled job tries again. */
  retryable: boolean;
  message: string;
  httpStatus?: number;
  /** The google.rpc.Code name, e.g. RESOURCE_EXHAUSTED, when Hosting gave one. */
  rpcStatus?: string;
}

/** google.rpc.Code by number, for operations whose `error` has only `code`. */
const RPC_CODES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
];

const BY_RPC: Record<string, [HostingErrorKind, boolean]> = {
  ALREADY_EXISTS: ['already-exists', false],
  NOT_FOUND: ['not-found', false],
  // 401 too: a token the service account cannot get or Hosting refuses is the deployer's to fix.
  PERMISSION_DENIED: ['permission-denied', false],
  UNAUTHENTICATED: ['permission-denied', false],
  // Quota refills: later is the fix, not now (no tight retry loop against a 429).
  RESOURCE_EXHAUSTED: ['quota', true],
  INVALID_ARGUMENT: ['invalid', false],
  FAILED_PRECONDITION: ['invalid', false],
  OUT_OF_RANGE: ['invalid', false],
  ABORTED: ['unavailable', true],
  CANCELLED: ['unavailable', true],
  DEADLINE_EXCEEDED: ['unavailable', true],
  UNAVAILABLE: ['unavailable', true],
  INTERNAL: ['unavailable', true],
  UNKNOWN: ['unavailable', true],
};

/** google.rpc.Code name of an HTTP status, per the API design guide's mapping. */
function rpcOfHttp(status: number): string | undefined {
  if (status >= 500) return status === 501 ? 'UNIMPLEMENTED' : 'UNAVAILABLE';
  return { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 409: 'ALREADY_EXISTS', 429: 'RESOURCE_EXHAUSTED' }[
    status
  ];
}

export interface HostingFailureFacts {
  httpStatus?: number;
  rpcStatus?: string;
  rpcCode?: number;
  message?: string;
  /** No answer at all: refused, reset, timed out, DNS failure. */
  network?: boolean;
}

/** One failure, sorted. The status name wins over the number: 409 is also ABORTED. */
export function classifyHostingError(facts: HostingFailureFacts): HostingError {
  const rpc =
    facts.rpcStatus ?? (facts.rpcCode !== undefined ? RPC_CODES[facts.rpcCode] : undefined) ?? (facts.httpStatus ? rpcOfHttp(facts.httpStatus) : undefined);
  const [kind, retryable] = rpc && BY_RPC[rpc] ? BY_RPC[rpc] : facts.network ? (['unavailable', true] as const) : (['unknown', false] as const);
  const error: HostingError = { kind, retryable, message: facts.message || rpc || 'no answer from Firebase Hosting' };
  if (facts.httpStatus) error.httpStatus = facts.httpStatus;
  if (rpc) error.rpcStatus = rpc;
  return error;
}
