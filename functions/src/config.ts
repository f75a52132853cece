// Environment, parsed once with zod (decisions §1, §9). Defaults differ between the
// self-hosted server and Cloud Functions.

import { z } from 'zod';

export type Runtime = 'self-hosted' | 'functions';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

export function loadConfig(env: NodeJS.ProcessEnv, runtime: Runtime) {
  const functions = runtime === 'functions';
  const schema = z.object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    SHORT_DOMAIN: z.string().min(1).default('localhost:8080'),
    PUBLIC_SCHEME: z.enum(['http', 'https']).default(functions ? 'https' : 'http'),
    BASE_URL: z.url().default('http://localhost:8080'),
    STORE: z.enum(['sqlite', 'firestore']).default(functions ? 'firestore' : 'sqlite'),
    DATA_DIR: z.string().min(1).default('./data'),
    TRUST_PROXY: flag.default(functions),
    COUNTRY_HEADER: z.string().optional().transform((v) => (v ? v.toLowerCase() : functions ? 'x-appengine-country' : undefined)),
    FIREBASE_PROJECT_ID: z.string().optional(),
    APP_STORE_LOOKUP_URL: z.url().default('https://itunes.apple.com/lookup'),
    IP_HASH_PEPPER: z.string().min(16, 'IP_HASH_PEPPER must be at least 16 characters').optional(),
    GCLOUD_PROJECT: z.string().optional(),
  });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const c = parsed.data;
  return {
    runtime,
    port: c.PORT,
    host: c.HOST,
    hosts: { shortDomain: c.SHORT_DOMAIN.toLowerCase(), publicScheme: c.PUBLIC_SCHEME },
    baseUrl: c.BASE_URL,
    store: c.STORE,
    dataDir: c.DATA_DIR,
    trustProxy: c.TRUST_PROXY,
    countryHeader: c.COUNTRY_HEADER,
    appStoreLookupUrl: c.APP_STORE_LOOKUP_URL,
    /** Unset: a per-store pepper is generated and kept in the data directory (self-hosted). */
    ipHashPepper: c.IP_HASH_PEPPER,
    /** The Firebase project whose ID tokens are accepted (and whose Firestore is used). */
    firebaseProjectId: c.FIREBASE_PROJECT_ID ?? c.GCLOUD_PROJECT ?? 'demo-ferry',
  };
}

export type Config = ReturnType<typeof loadConfig>;
