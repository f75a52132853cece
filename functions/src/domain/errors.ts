// One error class for every failure a caller can cause; the HTTP layer turns it into
// `{error, code, field?, errors?}` with the status from the table below.

export const STATUS_BY_CODE = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  PLAN_LIMIT_REACHED: 403,
  NOT_FOUND: 404,
  /** A method the path does not take (Allow lists the ones it does). */
  METHOD_NOT_ALLOWED: 405,
  ALREADY_EXISTS: 409,
  /** The Firebase Hosting site carries all the custom domains it may (HOSTING_DOMAIN_LIMIT). */
  SITE_FULL: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The store cannot answer now (Firestore unavailable or timing out, SQLite's disk full). */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

/** One field at fault: its path from the body's root (`links.3.title`) and the sentence for it. */
export interface FieldError {
  field: string;
  error: string;
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Every field at fault when there are several; the first is `field` and `message`. */
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }
}

/**
 * The JSON a caller reads, the same from the API and the CLI: `errors` only when more than one
 * field is at fault, so a body with one problem reads exactly as it always has.
 */
export function errorBody(error: AppError): { error: string; code: ErrorCode; field?: string; errors?: FieldError[] } {
  return {
    error: error.message,
    code: error.code,
    ...(error.field ? { field: error.field } : {}),
    ...(error.errors && error.errors.length > 1 ? { errors: [...error.errors] } : {}),
  };
}

/**
 * At most this many field errors in one answer: a batch of 100 bad items could name thousands,
 * and a caller fixing them reads the first hundred long before the rest matter.
 */
export const MAX_FIELD_ERRORS = 100;

/** Several field errors as one AppError (400): the first leads, all (up to the cap) are listed. */
export function invalidFields(errors: readonly FieldError[]): AppError {
  const [first] = errors;
  if (!first) throw new Error('invalidFields needs at least one error');
  return new AppError('INVALID_ARGUMENT', first.error, first.field, errors.slice(0, MAX_FIELD_ERRORS));
}

export const invalid = (field: string, message: string) => new AppError('INVALID_ARGUMENT', message, field);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('PERMISSION_DENIED', message);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError('ALREADY_EXISTS', message);
export const siteFull = (message: string) => new AppError('SITE_FULL', message);
export const planLimit = (message: string) => new AppError('PLAN_LIMIT_REACHED', message);
