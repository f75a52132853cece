// Maps SQLite's constraint failures to the store's conflict error.

import { StoreConflictError } from '../../ports';

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function rethrowAsConflict(error: unknown, what: StoreConflictError['what']): never {
  if (isUniqueViolation(error)) throw new StoreConflictError(what);
  throw error;
}
