// Which SQLite errors mean "the store cannot answer now" rather than "this request is wrong":
// better-sqlite3's result codes for a full disk, a busy or locked file, an unreadable or
// read-only one, memory short or the locking protocol failing, and a closed connection (a
// request racing the server's shutdown). They leave the store as StoreUnavailableError.

const TRANSIENT_CODE = /^SQLITE_(FULL|BUSY|LOCKED|IOERR|READONLY|CANTOPEN|NOMEM|PROTOCOL)/;

export function isSqliteTransient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return TRANSIENT_CODE.test(code);
  // Duck-typed: better-sqlite3 builds this error natively, outside any test sandbox's Error class.
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && /database connection is not open/i.test(message);
}
