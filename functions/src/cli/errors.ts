// How a CLI failure leaves the process: an exit code an operator's script can branch on, and
// the same `{error, code, field?, errors?}` object the HTTP API answers with.
//
//   0  done
//   1  refused by the service (validation, not found, conflict, plan limit) or failed
//   2  the command line itself is wrong (unknown noun, verb or flag, missing argument)
//   3  the store or the port is unavailable: a server holds the store, SQLite cannot open or
//      is busy, Firestore cannot be reached, the port is in use

import { AppError, errorBody } from '../domain/errors';
import { ListenError } from '../platform/listen-error';

export const EXIT = { ok: 0, failed: 1, usage: 2, unavailable: 3 } as const;

export type CliCode = 'USAGE' | 'STORE_LOCKED' | 'STORE_UNAVAILABLE' | 'PORT_IN_USE' | 'LISTEN_FAILED' | 'ROWS_SKIPPED' | 'DOCTOR_FAILED' | 'INTERNAL';

/** A failure of the CLI itself (not a service refusal). `extra` joins the JSON error. */
export class CliError extends Error {
  constructor(
    readonly code: CliCode,
    message: string,
    readonly exitCode: number,
    readonly extra: { field?: string; details?: Record<string, unknown>; text?: string } = {},
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** `help`: the usage to print under the message (on stderr), as a command-line mistake shows. */
export const usageError = (message: string, help?: string) => new CliError('USAGE', message, EXIT.usage, help ? { text: help } : {});
export const storeLocked = (message: string) => new CliError('STORE_LOCKED', message, EXIT.unavailable);

const SQLITE_UNAVAILABLE = new Set([
  'SQLITE_CANTOPEN',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_NOTADB',
  'SQLITE_CORRUPT',
  'SQLITE_READONLY',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_PERM',
]);
// gRPC UNAVAILABLE and DEADLINE_EXCEEDED, as firebase-admin reports an unreachable Firestore.
const GRPC_UNAVAILABLE = new Set([14, 4]);

/** Errors from the store's driver that mean "the store cannot be used now", not a bug. */
function storeUnavailable(error: unknown): CliError | null {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string' && (SQLITE_UNAVAILABLE.has(code) || code.startsWith('SQLITE_IOERR'))) {
    return new CliError('STORE_UNAVAILABLE', `The SQLite store cannot be used (${code}): ${message}`, EXIT.unavailable);
  }
  if (typeof code === 'number' && GRPC_UNAVAILABLE.has(code)) {
    return new CliError('STORE_UNAVAILABLE', `Firestore cannot be reached: ${message}`, EXIT.unavailable);
  }
  // An upgrade that failed, or a store from a newer Ferry (the migrations of SQLite and
  // PostgreSQL); a PostgreSQL that cannot be used (its one line names what to fix); any store
  // that cannot answer now.
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'MigrationError' || name === 'NewerSchemaError' || name === 'PostgresStartError' || name === 'StoreUnavailableError') {
    return new CliError('STORE_UNAVAILABLE', message, EXIT.unavailable);
  }
  if (/default credentials/i.test(message)) {
    return new CliError('STORE_UNAVAILABLE', `Firestore needs credentials (or FIRESTORE_EMULATOR_HOST): ${message}`, EXIT.unavailable);
  }
  return null;
}

/** Any thrown value as the error the CLI reports. */
export function asCliFailure(error: unknown): { exitCode: number; body: Record<string, unknown>; text?: string } {
  if (error instanceof AppError) {
    return { exitCode: EXIT.failed, body: errorBody(error) };
  }
  if (error instanceof ListenError) {
    return { exitCode: EXIT.unavailable, body: { error: error.message, code: error.code === 'EADDRINUSE' ? 'PORT_IN_USE' : 'LISTEN_FAILED' } };
  }
  // Settings that contradict each other (config-coherence.ts): the environment is the command's input.
  if (error instanceof Error && error.name === 'ConfigError') return { exitCode: EXIT.usage, body: { error: error.message, code: 'USAGE' } };
  const known = error instanceof CliError ? error : storeUnavailable(error);
  if (known) {
    const { field, details, text } = known.extra;
    return { exitCode: known.exitCode, body: { error: known.message, code: known.code, ...(field ? { field } : {}), ...details }, text };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: EXIT.failed, body: { error: message, code: 'INTERNAL' } };
}
