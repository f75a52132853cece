// buildDeps(config): picks the store adapter and wires the clock, the ID-token verifier and
// the link host's helpers. Adapters are required lazily: Cloud Functions never load
// better-sqlite3, and the self-hosted server never loads the Firestore client.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import { createAppStoreIconLookup } from './platform/app-store-icon';
import { createCountryLookup } from './platform/country';
import { createCnameResolver } from './platform/dns-cname';
import { firestoreDb, verifyFirebaseIdToken } from './platform/firebase';
import { jsonLogger } from './platform/logger';
import { memoryLimiter } from './platform/memory-limiter';
import { createUrlProber } from './platform/probe-url';
import { targetVerdict } from './platform/safe-target';
import { createWebhookPoster } from './platform/webhook-post';
import type { Logger, RateLimiter } from './runtime-ports';
import { newInviteCheckCache } from './services/accounts/invites';
import { createOidcProvider } from './services/accounts/oidc/provider';
import type { AccountsConfig, ServiceDeps } from './services/deps';
import { createGoogleHostingApi } from './services/hosting-domains/google-hosting-api';
import type { HostingDomainsApi } from './services/hosting-domains/hosting-api';
import { newClickQuotaCache } from './services/link-host/click-quota';
import { newLinkCache } from './services/links/cached-link';
import { newHostCache } from './services/project-hosts/project-for-host';
import { newWebhookCache } from './services/webhooks/project-webhooks';
import type { Store } from './store/ports';

function openStore(config: Config): Store {
  /* eslint-disable @typescript-eslint/no-require-imports */
  if (config.store === 'sqlite') {
    const { openSqliteStore } = require('./store/sqlite') as typeof import('./store/sqlite');
    return openSqliteStore(join(config.dataDir, 'ferry.db'));
  }
  if (config.store === 'postgres' && config.database) {
    const { openPostgresStore } = require('./store/postgres') as typeof import('./store/postgres');
    return openPostgresStore(config.database.url, { poolSize: config.database.poolSize });
  }
  const { openFirestoreStore } = require('./store/firestore') as typeof import('./store/firestore');
  return openFirestoreStore(firestoreDb(config.firebaseProjectId));
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/**
 * The IP-hash pepper: from IP_HASH_PEPPER (a secret on Cloud Functions), else made once and
 * kept beside the SQLite file, so hashes stay comparable across restarts. Read on first use:
 * on Firebase only the functions that hash IPs have the secret bound, and the CLI needs none.
 */
function ipHashPepper(config: Config): string {
  if (config.ipHashPepper) return config.ipHashPepper;
  if (config.store !== 'sqlite')
    throw new Error(
      `IP_HASH_PEPPER must be set when STORE=${config.store} (on Firebase a secret bound to this function; on PostgreSQL the same on every process)`,
    );
  const file = join(config.dataDir, 'ip-hash-pepper');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The services' in-process caches, each built by the one module that owns it (docs/architecture.md, "Caches"). */
export function serviceCaches(): ServiceDeps['caches'] {
  return {
    hosts: newHostCache(),
    links: newLinkCache(),
    clickQuota: newClickQuotaCache(),
    webhooks: newWebhookCache(),
    inviteChecks: newInviteCheckCache(),
  };
}

/**
 * Exact in-process counters for the one self-hosted SQLite process; exact shared counters in the
 * database for the processes of a PostgreSQL store; on Firestore, each limit where its precision
 * is worth its price (platform/firebase-limiter.ts). Required lazily, like the stores.
 */
function rateLimiter(config: Config, store: Store): RateLimiter {
  /* eslint-disable @typescript-eslint/no-require-imports */
  if (store.kind === 'postgres') {
    const { postgresLimiter } = require('./platform/postgres-limiter') as typeof import('./platform/postgres-limiter');
    const { poolOf } = require('./store/postgres') as typeof import('./store/postgres');
    return postgresLimiter(poolOf(store));
  }
  if (config.store === 'sqlite') return memoryLimiter();
  const { firebaseLimiter } = require('./platform/firebase-limiter') as typeof import('./platform/firebase-limiter');
  const { paths } = require('./store/firestore/database/documents') as typeof import('./store/firestore/database/documents');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return firebaseLimiter(paths.rateLimitWindows(firestoreDb(config.firebaseProjectId)));
}

export function buildDeps(config: Config, store: Store = openStore(config)): ServiceDeps {
  const prober = createUrlProber();
  const log = jsonLogger(config.logLevel);
  const healthProber = createUrlProber({ timeoutMs: 5_000 });
  let pepper: string | undefined;
  return {
    store,
    now: () => new Date(),
    hosts: config.hosts,
    verifyIdToken: (token) => verifyFirebaseIdToken(config.firebaseProjectId, token),
    consoleAuth: config.consoleAuth,
    ...(config.runtime === 'self-hosted' ? { accounts: accountsConfig(config, log) } : {}),
    limiter: rateLimiter(config, store),
    log,
    ...(config.traceProject ? { traceProject: config.traceProject } : {}),
    limits: config.rateLimits,
    firstLiveUrl: (urls) => prober.firstLive(urls),
    // A daily check is in no hurry: a slow site is not a dead one.
    checkUrl: (url) => healthProber.check(url),
    countryOf: createCountryLookup({ header: config.countryHeader }),
    appStoreIcon: createAppStoreIconLookup(config.appStoreLookupUrl),
    resolveCname: createCnameResolver(),
    get ipHashPepper() {
      return (pepper ??= ipHashPepper(config));
    },
    trustProxy: config.trustProxy,
    proxyHops: config.proxyHops,
    ...(config.clientIpHeader ? { clientIpHeader: config.clientIpHeader } : {}),
    caches: serviceCaches(),
    ...(config.hosting ? { hosting: hostingAutomation(config.hosting) } : {}),
    webhooks: {
      ...webhookTargets(config.webhooksPrivateNetwork),
      ...(config.runtime === 'functions' ? { requestDrain: taskDrainRequest(config.firebaseProjectId) } : {}),
    },
  };
}

/** Ferry's own accounts (self-hosted), with single sign-on when OIDC_ISSUER names a provider. */
function accountsConfig(config: Config, log: Logger): AccountsConfig {
  return { baseUrl: config.baseUrl, ...(config.oidc ? { oidc: createOidcProvider(config.oidc, log) } : {}) };
}

/**
 * Where webhooks may go: public https addresses (the fallback probe's SSRF policy), or, when the
 * operator turned WEBHOOKS_PRIVATE_NETWORK on, any http(s) address, their own network included.
 */
function webhookTargets(privateNetwork: boolean): ServiceDeps['webhooks'] {
  const policy = privateNetwork ? { isAllowedAddress: () => true } : {};
  return {
    post: createWebhookPoster(policy),
    checkUrl: (url) => targetVerdict(url, policy),
    privateNetwork,
  };
}

/** Cloud Functions only: loaded there, so the self-hosted server never loads firebase-functions. */
function taskDrainRequest(projectId: string): NonNullable<ServiceDeps['webhooks']['requestDrain']> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { REGION } = require('./function-options') as typeof import('./function-options');
  const { createTaskDrainRequest } = require('./platform/webhook-tasks') as typeof import('./platform/webhook-tasks');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return createTaskDrainRequest(projectId, REGION);
}

/**
 * Firebase Hosting's custom domains: one API adapter per site, made on first use. The adapter
 * itself loads googleapis' Hosting module only on its first call, so functions that never touch
 * Hosting (redirect, match) never load it. Create's operation is followed for about 5 s in a
 * request; the scheduled job follows what is still running after that.
 */
function hostingAutomation(settings: NonNullable<Config['hosting']>): NonNullable<ServiceDeps['hosting']> {
  const apis = new Map<string, HostingDomainsApi>();
  return {
    siteId: settings.siteId,
    domainLimit: settings.domainLimit,
    api(siteId) {
      let api = apis.get(siteId);
      if (!api) {
        const options = { projectId: settings.projectId, siteId, pollIntervalMs: 1_000, maxPolls: 5, timeoutMs: 10_000 };
        api = createGoogleHostingApi(settings.apiUrl ? { ...options, rootUrl: settings.apiUrl } : options);
        apis.set(siteId, api);
      }
      return api;
    },
  };
}
