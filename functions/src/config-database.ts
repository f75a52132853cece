// The PostgreSQL settings (DATABASE_*), read with the other variables by loadConfig: the store
// for several Ferry processes (docs/scale-out.md). DATABASE_URL is a standard connection URL;
// TLS options go in it as node-postgres reads them (sslmode=require, sslrootcert=...).

import { z } from 'zod';

const databaseUrlSchema = z
  .string()
  .trim()
  .refine(
    (v) => URL.canParse(v) && ['postgres:', 'postgresql:'].includes(new URL(v).protocol),
    'DATABASE_URL must be a postgres:// URL, like postgres://ferry:password@127.0.0.1:5432/ferry',
  );

/** Fields of loadConfig's environment schema. */
export const databaseEnvFields = {
  DATABASE_URL: databaseUrlSchema.optional(),
  // Node processes of this Ferry sharing its ports (platform/workers.ts); more than one needs a
  // store that several processes share.
  WORKERS: z.coerce.number().int().min(1, 'WORKERS must be 1 to 64').max(64, 'WORKERS must be 1 to 64').default(1),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1, 'DATABASE_POOL_SIZE must be 1 to 100').max(100, 'DATABASE_POOL_SIZE must be 1 to 100').default(10),
};

export interface DatabaseSettings {
  url: string;
  /** Connections this process may hold. Several processes: their sum must stay under the server's max_connections. */
  poolSize: number;
}

/** Null unless STORE=postgres (config-coherence.ts stops a start that names it without a URL). */
export function databaseSettingsOf(c: { STORE: string; DATABASE_URL?: string | undefined; DATABASE_POOL_SIZE: number }): DatabaseSettings | null {
  if (c.STORE !== 'postgres' || !c.DATABASE_URL) return null;
  return { url: c.DATABASE_URL, poolSize: c.DATABASE_POOL_SIZE };
}
