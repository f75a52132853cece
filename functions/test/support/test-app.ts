// An in-process Ferry for HTTP tests: temp SQLite store, controllable clock, real ID-token
// verification (emulator mode), and helpers to seed projects with keys.

import { serviceCaches } from '../../src/build-deps';
import type { Plan } from '../../src/domain/projects/types';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../src/domain/rate-limits';
import { type AppOptions, createApp } from '../../src/http/app';
import { createCountryLookup } from '../../src/platform/country';
import { verifyFirebaseIdToken } from '../../src/platform/firebase';
import { jsonLogger } from '../../src/platform/logger';
import { memoryLimiter } from '../../src/platform/memory-limiter';
import { targetVerdict } from '../../src/platform/safe-target';
import type { ServiceDeps } from '../../src/services/deps';
import { createKey } from '../../src/services/projects/keys';
import { createProject } from '../../src/services/projects/projects';
import type { Store } from '../../src/store/ports';
import { idToken } from './id-token';
import { tempSqliteStore } from './temp-sqlite';
import { testResolver } from './test-dns';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Webhook URLs resolve without DNS: `*.internal` and `localhost` to private addresses (refused),
 * the failing names of test-dns.ts fail, any other name is a public address; a delivery reaches
 * no one (no answer) unless a test passes a poster (support/webhook-receiver.ts).
 */
const testResolve = testResolver((host) => (host === 'localhost' || host.endsWith('.internal') ? '10.0.0.7' : '93.184.215.14'));
const TEST_WEBHOOKS: ServiceDeps['webhooks'] = {
  post: async () => ({ status: null, error: 'ECONNREFUSED', durationMs: 0 }),
  checkUrl: (url) => targetVerdict(url, { resolve: testResolve }),
};

export interface TestAppOptions {
  webhooks?: ServiceDeps['webhooks'];
  firstLiveUrl?: ServiceDeps['firstLiveUrl'];
  /** The link health probe; default: every URL is live. */
  checkUrl?: ServiceDeps['checkUrl'];
  appStoreIcon?: ServiceDeps['appStoreIcon'];
  /** DNS for custom-domain verification; default: no name has a CNAME. */
  resolveCname?: ServiceDeps['resolveCname'];
  countryHeader?: string;
  trustProxy?: boolean;
  proxyHops?: number;
  clientIpHeader?: string;
  /** Request limits; see TEST_LIMITS for the default. */
  limits?: RateLimits;
  /** Default: JSON lines at warn and above, to the console. */
  log?: ServiceDeps['log'];
  /** Default: the in-memory limiter on the test clock. */
  limiter?: ServiceDeps['limiter'];
  /** What the self-hosted server adds, e.g. the console. */
  app?: AppOptions;
  /** Firebase Hosting's custom domains (support/hosting-standin.ts); default: off, as self-hosted. */
  hosting?: ServiceDeps['hosting'];
  /** Ferry's own accounts and session cookies; default: on, as self-hosted, at http://localhost:8080. null: off, as on Firebase. */
  accounts?: ServiceDeps['accounts'] | null;
}

/**
 * The suite sends most calls from one (absent) IP with a frozen clock, so the default per-IP API
 * and redirect limits, the per-project redirect limit and the per-key creation limit would
 * trip unrelated tests: they are off here. The match limit keeps its default (the match
 * tests count on it). Tests of the limits pass `limits: DEFAULT_RATE_LIMITS` (test/http/rate-limits.test.ts).
 */
export const TEST_LIMITS: RateLimits = {
  apiPerMinute: 0,
  matchPerMinute: DEFAULT_RATE_LIMITS.matchPerMinute,
  redirectsPerMinute: 0,
  projectRedirectsPerHour: 0,
  linkCreationsPerHour: 0,
};

export function testApp(store: Store = tempSqliteStore(), options: TestAppOptions = {}) {
  let now = new Date('2026-11-22T10:00:00.000Z');
  const deps: ServiceDeps = {
    store,
    now: () => now,
    hosts: { shortDomain: 'localhost:8080', publicScheme: 'http' },
    verifyIdToken: (token) => verifyFirebaseIdToken('demo-ferry', token),
    ...(options.accounts === null ? {} : { accounts: options.accounts ?? { baseUrl: 'http://localhost:8080' } }),
    limiter: options.limiter ?? memoryLimiter(() => now.getTime()),
    limits: options.limits ?? TEST_LIMITS,
    firstLiveUrl: options.firstLiveUrl ?? (async () => null),
    checkUrl: options.checkUrl ?? (async () => ({ live: true, error: null })),
    countryOf: createCountryLookup({ header: options.countryHeader ?? 'x-test-country' }),
    appStoreIcon: options.appStoreIcon ?? (async () => null),
    resolveCname: options.resolveCname ?? (async () => []),
    ipHashPepper: 'test-pepper-0123456789',
    trustProxy: options.trustProxy ?? true,
    proxyHops: options.proxyHops ?? 1,
    ...(options.clientIpHeader ? { clientIpHeader: options.clientIpHeader } : {}),
    // Quiet: request lines (info) are not written; warnings and errors are, as in production.
    log: options.log ?? jsonLogger('warn'),
    caches: serviceCaches(),
    webhooks: options.webhooks ?? TEST_WEBHOOKS,
    ...(options.hosting ? { hosting: options.hosting } : {}),
  };
  const app = createApp(() => deps, undefined, options.app);

  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  /** A project with an owner (ID token), a secret key and a publishable key. */
  async function seedProject(subdomain: string, plan: Plan = 'studio', ownerUid = `owner-of-${subdomain}`) {
    const project = await createProject(deps, { name: subdomain, subdomain, plan, ownerUid });
    const secretKey = (await createKey(deps, project.id, 'secret')).key;
    const publishableKey = (await createKey(deps, project.id, 'publishable')).key;
    return { project, id: project.id, secretKey, publishableKey, ownerToken: idToken(ownerUid), ownerUid };
  }

  /** Two fresh projects, `acme-*` and `other-*`, for tests of one project's calls and isolation. */
  async function seedPair() {
    const suffix = Math.random().toString(36).slice(2, 8);
    return { acme: await seedProject(`acme-${suffix}`), other: await seedProject(`other-${suffix}`) };
  }

  /** How many links a project holds (tests check that refused requests created nothing). */
  const countLinks = async (projectId: string) => (await store.links.list(projectId, { limit: 500 })).items.length;

  return {
    app,
    deps,
    store,
    call,
    countLinks,
    seedProject,
    seedPair,
    setNow: (date: Date) => {
      now = date;
    },
    close: () => store.close(),
  };
}

export { idToken };
