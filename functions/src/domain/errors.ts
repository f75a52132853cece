// One error class for every failure a caller can cause; the HTTP layer turns it into
// `{error, code, field?}` with the status from the table below.

export const STATUS_BY_CODE = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  PLAN_LIMIT_REACHED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The store cannot answer now (Firestore unavailable or timing out, SQLite's disk full). */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }
}

export const invalid = (field: string, message: string) =>
  new AppError('INVALID_ARGUMENT', message, field);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('PERMISSION_DENIED', message);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError('ALREADY_EXISTS', message);
export const planLimit = (message: string) => new AppError('PLAN_LIMIT_REACHED', message);
