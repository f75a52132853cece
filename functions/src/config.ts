// Environment, parsed once with zod (docs/self-hosting.md, Configuration). Defaults differ between the
// self-hosted server and Cloud Functions.

import { z } from 'zod';
import { databaseEnvFields, databaseSettingsOf } from './config-database';
import { hostingEnvFields, hostingSettingsOf } from './config-hosting';
import { oidcEnvFields, oidcSettingsOf } from './config-oidc';
import { DEFAULT_RATE_LIMITS } from './domain/rate-limits';
import { LOG_LEVELS } from './platform/logger';

export type Runtime = 'self-hosted' | 'functions';

/**
 * Longest idle keep-alive the self-hosted server allows: above the proxies' upstream defaults,
 * and under Node's 300 s request timeout, which the headers timeout must stay below.
 */
export const MAX_KEEP_ALIVE_S = 240;

/** Where the self-hosted server answers Caddy's on-demand TLS question, on 127.0.0.1. */
export const DEFAULT_INTERNAL_PORT = 8081;

/** A host name with an optional port: what project hosts are put under. Not a URL, no path. */
const shortDomainSchema = z
  .string()
  .trim()
  .min(1)
  .refine((v) => !v.includes('://'), 'SHORT_DOMAIN is a host name (links.example.com), not a URL: leave out the scheme, PUBLIC_SCHEME sets it')
  .refine((v) => /^[a-zA-Z0-9.-]+(:\d{1,5})?$/.test(v), 'SHORT_DOMAIN must be a host name with an optional port, like links.example.com or localhost:8080');

/** The API's origin: the console is served under it at /console/, so no path may follow. */
const baseUrlSchema = z
  .url()
  .refine((v) => /^https?:$/.test(new URL(v).protocol), 'BASE_URL must be an http or https URL')
  .refine(
    (v) => /^\/?$/.test(new URL(v).pathname) && !new URL(v).search,
    'BASE_URL must be an origin like https://api.links.example.com, without a path or query',
  )
  .transform((v) => new URL(v).origin);

/** A request limit: a whole number, 0 turning that limit off (docs/rate-limits.md). */
const limit = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const flag = z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']).transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

export function loadConfig(env: NodeJS.ProcessEnv, runtime: Runtime) {
  const functions = runtime === 'functions';
  const schema = z.object({
    // Cloud Functions own the listener; their emulator even sets PORT to a socket path.
    PORT: functions
      ? z
          .unknown()
          .optional()
          .transform(() => 0)
      : z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    // Unset, both follow the listen port (see listenDefaults below): short links never name a
    // port nobody serves.
    SHORT_DOMAIN: shortDomainSchema.optional(),
    PUBLIC_SCHEME: z.enum(['http', 'https']).default(functions ? 'https' : 'http'),
    BASE_URL: baseUrlSchema.optional(),
    // Caddy's on-demand TLS asks here before issuing a certificate; loopback only.
    INTERNAL_PORT: functions
      ? z
          .unknown()
          .optional()
          .transform(() => undefined)
      : z.coerce.number().int().min(0).max(65535).optional(),
    STORE: z.enum(['sqlite', 'firestore', 'postgres']).default(functions ? 'firestore' : 'sqlite'),
    DATA_DIR: z.string().min(1).default('./data'),
    TRUST_PROXY: flag.default(functions),
    // Self-hosted: webhooks may go to the operator's own network (http, private addresses).
    WEBHOOKS_PRIVATE_NETWORK: flag.default(false),
    // Google's front end appends "<client>,<its own address>"; one reverse proxy (nginx
    // $proxy_add_x_forwarded_for) appends just the client.
    PROXY_HOPS: z.coerce
      .number()
      .int()
      .min(1)
      .max(10)
      .default(functions ? 2 : 1),
    // Self-hosted behind a proxy that keeps idle upstream connections (nginx 60 s, Caddy 2 min):
    // above the proxy's idle timeout, it never reuses a connection the server is closing.
    KEEP_ALIVE_TIMEOUT_S: z.coerce.number().int().min(1).max(MAX_KEEP_ALIVE_S).default(5),
    CLIENT_IP_HEADER: z
      .string()
      .optional()
      .transform((v) => (v ? v.toLowerCase() : undefined)),
    COUNTRY_HEADER: z
      .string()
      .optional()
      .transform((v) => (v ? v.toLowerCase() : functions ? 'x-appengine-country' : undefined)),
    FIREBASE_PROJECT_ID: z.string().optional(),
    // The console's Firebase Auth sign-in: on only when the web API key is given (docs/console.md).
    FIREBASE_WEB_API_KEY: z.string().min(1).optional(),
    FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
    APP_STORE_LOOKUP_URL: z.url().default('https://itunes.apple.com/lookup'),
    IP_HASH_PEPPER: z.string().min(16, 'IP_HASH_PEPPER must be at least 16 characters').optional(),
    GCLOUD_PROJECT: z.string().optional(),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    RATE_LIMIT_API_PER_MINUTE: limit(DEFAULT_RATE_LIMITS.apiPerMinute),
    RATE_LIMIT_MATCH_PER_MINUTE: limit(DEFAULT_RATE_LIMITS.matchPerMinute),
    RATE_LIMIT_REDIRECTS_PER_MINUTE: limit(DEFAULT_RATE_LIMITS.redirectsPerMinute),
    RATE_LIMIT_PROJECT_REDIRECTS_PER_HOUR: limit(DEFAULT_RATE_LIMITS.projectRedirectsPerHour),
    RATE_LIMIT_LINK_CREATIONS_PER_HOUR: limit(DEFAULT_RATE_LIMITS.linkCreationsPerHour),
    // Single sign-on for Ferry's own accounts (self-hosted): config-oidc.ts, docs/accounts.md.
    ...oidcEnvFields,
    // Firebase Hosting's custom domains (Cloud Functions): config-hosting.ts, docs/custom-domains.md.
    ...hostingEnvFields,
    // PostgreSQL for several processes (STORE=postgres): config-database.ts, docs/scale-out.md.
    ...databaseEnvFields,
  });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const c = parsed.data;
  // Cloud Functions never know their port: there the old fixed default stands (docs say set it).
  const publicPort = functions ? 8080 : c.PORT;
  return {
    runtime,
    port: c.PORT,
    host: c.HOST,
    /** Loopback port of the TLS permission endpoint; a free one when PORT is 0; null on Cloud Functions. */
    internalPort: functions ? null : (c.INTERNAL_PORT ?? (c.PORT === 0 ? 0 : DEFAULT_INTERNAL_PORT)),
    hosts: { shortDomain: (c.SHORT_DOMAIN ?? `localhost:${publicPort}`).toLowerCase(), publicScheme: c.PUBLIC_SCHEME },
    baseUrl: c.BASE_URL ?? `http://localhost:${publicPort}`,
    /** Which of the two were left unset, and so follow the port the server really listens on. */
    listenDefaults: { shortDomain: !functions && c.SHORT_DOMAIN === undefined, baseUrl: !functions && c.BASE_URL === undefined },
    store: c.STORE,
    /** STORE=postgres: where and with how many connections; null on the other stores. */
    database: databaseSettingsOf(c),
    /** Processes of this Ferry on its ports (WORKERS); 1 unless the store is PostgreSQL. */
    workers: c.WORKERS,
    dataDir: c.DATA_DIR,
    trustProxy: c.TRUST_PROXY,
    webhooksPrivateNetwork: c.WEBHOOKS_PRIVATE_NETWORK,
    proxyHops: c.PROXY_HOPS,
    /** How long the self-hosted server keeps an idle keep-alive connection open. */
    keepAliveTimeoutMs: c.KEEP_ALIVE_TIMEOUT_S * 1000,
    clientIpHeader: c.CLIENT_IP_HEADER,
    countryHeader: c.COUNTRY_HEADER,
    appStoreLookupUrl: c.APP_STORE_LOOKUP_URL,
    /** Unset: a per-store pepper is generated and kept in the data directory (self-hosted). */
    ipHashPepper: c.IP_HASH_PEPPER,
    /** The Firebase project whose ID tokens are accepted (and whose Firestore is used). */
    firebaseProjectId: c.FIREBASE_PROJECT_ID ?? c.GCLOUD_PROJECT ?? 'demo-ferry',
    /** What the console needs to offer Firebase Auth sign-in (GET /api/console-config). */
    consoleAuth: consoleAuthOf(
      c.FIREBASE_WEB_API_KEY,
      c.FIREBASE_AUTH_DOMAIN,
      c.FIREBASE_PROJECT_ID ?? c.GCLOUD_PROJECT ?? 'demo-ferry',
      c.FIREBASE_AUTH_EMULATOR_HOST,
    ),
    logLevel: c.LOG_LEVEL,
    /** Single sign-on with an OpenID Connect provider (self-hosted); null when OIDC_ISSUER is unset. */
    oidc: oidcSettingsOf(c),
    /** Firebase Hosting's custom domains: null self-hosted or when HOSTING_AUTOMATION is off. */
    hosting: hostingSettingsOf(c, functions, c.FIREBASE_PROJECT_ID ?? c.GCLOUD_PROJECT ?? 'demo-ferry'),
    /** Set: the self-hosted server answers GET /metrics to this bearer token; unset: no /metrics. */
    metricsToken: c.METRICS_TOKEN,
    /** Set on Google Cloud: log lines then link to their trace (request-log.ts). */
    traceProject: c.GCLOUD_PROJECT ?? (functions ? c.FIREBASE_PROJECT_ID : undefined),
    rateLimits: {
      apiPerMinute: c.RATE_LIMIT_API_PER_MINUTE,
      matchPerMinute: c.RATE_LIMIT_MATCH_PER_MINUTE,
      redirectsPerMinute: c.RATE_LIMIT_REDIRECTS_PER_MINUTE,
      projectRedirectsPerHour: c.RATE_LIMIT_PROJECT_REDIRECTS_PER_HOUR,
      linkCreationsPerHour: c.RATE_LIMIT_LINK_CREATIONS_PER_HOUR,
    },
  };
}

export interface ConsoleAuthConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string } | null;
  /** The Auth emulator's URL (http://host:port) when FIREBASE_AUTH_EMULATOR_HOST is set with a web API key. */
  authEmulator?: string;
}

/** Firebase Auth sign-in in the console: only with a web API key; the auth domain defaults to <project>.firebaseapp.com. */
function consoleAuthOf(apiKey: string | undefined, authDomain: string | undefined, projectId: string, emulatorHost: string | undefined): ConsoleAuthConfig {
  if (!apiKey) return { firebase: null };
  const firebase = { apiKey, authDomain: authDomain ?? `${projectId}.firebaseapp.com`, projectId };
  return emulatorHost ? { firebase, authEmulator: `http://${emulatorHost}` } : { firebase };
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * The config once the server listens: with PORT=0 the real port is known only now, and an unset
 * SHORT_DOMAIN or BASE_URL follows it, so printed and served URLs name the port that answers.
 */
export function withListenPort(config: Config, port: number): Config {
  const { shortDomain, baseUrl } = config.listenDefaults;
  return {
    ...config,
    hosts: shortDomain ? { ...config.hosts, shortDomain: `localhost:${port}` } : config.hosts,
    baseUrl: baseUrl ? `http://localhost:${port}` : config.baseUrl,
  };
}
