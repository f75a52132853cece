// Which PostgreSQL errors mean "the store cannot answer now" rather than "this request is wrong":
// the server unreachable or restarting, the connection cut, too many connections, a pool that
// found no connection in time, the disk full, a statement cancelled by its timeout, and a
// serialization failure or deadlock that outlived its retries. They leave as StoreUnavailableError.

const TRANSIENT_SQLSTATE = /^(08|53|57P0[1-3]|40001|40P01|57014|55P03|58)/;
const TRANSIENT_NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const TRANSIENT_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|connection is closed|Client has encountered a connection error|Cannot use a pool after calling end/i;

export function isPostgresTransient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (TRANSIENT_NETWORK.has(code) || (code.length === 5 && TRANSIENT_SQLSTATE.test(code)))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && TRANSIENT_MESSAGE.test(message);
}
