// What every use case receives first: the store port, the clock, host settings, the
// ID-token verifier and the link host's helpers (limiter, probes, country, icons, caches).
// Tests build it with a temp store and a fixed clock (test/support/test-app.ts).

import type { ProbeResult } from '../domain/links/health';
import type { HostConfig } from '../domain/links/short-url';
import type { LinkRecord } from '../domain/links/types';
import type { ProjectRecord } from '../domain/projects/types';
import type { RateLimits } from '../domain/rate-limits';
import type { WebhookRecord } from '../domain/webhooks/types';
import type { TargetVerdict } from '../platform/safe-target';
import type { TtlCache } from '../platform/ttl-cache';
import type { WebhookPoster } from '../platform/webhook-post';
import type { Logger, Metrics, RateLimiter } from '../runtime-ports';
import type { Store } from '../store/ports';
import type { OidcProvider } from './accounts/oidc/provider';
import type { HostingAutomation } from './hosting-domains/hosting-api';

export interface IdTokenClaims {
  uid: string;
  /** The token's `email`, lower-cased, when `email_verified` is true: invites by email apply to it. */
  verifiedEmail?: string;
}

/** Ferry's own accounts (email and password, session cookies): self-hosted only. */
export interface AccountsConfig {
  /** BASE_URL's origin: where the console is served, what cookie-signed changes must come from, what set-password links name. */
  baseUrl: string;
  /** Single sign-on with an OpenID Connect provider (OIDC_ISSUER set); absent: password sign-in only. */
  oidc?: OidcProvider;
}

export interface HeaderReader {
  get(name: string): string | undefined | null;
}

export interface ServiceDeps {
  store: Store;
  now: () => Date;
  hosts: HostConfig;
  /** Rejects (any error) when the token is not a valid Firebase ID token. */
  verifyIdToken: (token: string) => Promise<IdTokenClaims>;
  /**
   * Password sign-in with session cookies (services/accounts/). Absent on Firebase: Firebase Auth
   * signs people in there, and Hosting forwards no cookie but `__session` to functions.
   */
  accounts?: AccountsConfig;
  /** The console's sign-in options (GET /api/console-config); absent: API keys only. */
  consoleAuth?: { firebase: { apiKey: string; authDomain: string; projectId: string } | null; authEmulator?: string };
  limiter: RateLimiter;
  /** Request limits (docs/rate-limits.md; each configurable, 0 turns one off). */
  limits: RateLimits;
  /** HEADs fallback URLs in order (SSRF-safe); the first that answers 200, else null. */
  firstLiveUrl: (urls: string[]) => Promise<string | null>;
  /** One HEAD probe of a link's destination (same SSRF policy), with why it failed: the link health job. */
  checkUrl: (url: string) => Promise<ProbeResult>;
  countryOf: (headers: HeaderReader, ip: string | null) => string;
  /** App icon URL from the public App Store lookup by bundle ID; null when unknown. */
  appStoreIcon: (bundleId: string) => Promise<string | null>;
  /** CNAME targets of a host name ([] when it has none); rejects when DNS fails or times out. */
  resolveCname: (hostname: string) => Promise<string[]>;
  /** Key of the HMAC that hashes client IPs for deferred matching. */
  ipHashPepper: string;
  /** Take the client IP and host from X-Forwarded-* (behind Hosting or a trusted proxy). */
  trustProxy: boolean;
  /**
   * How many proxies in front append to X-Forwarded-For: the client IP is that many entries
   * from the right. Entries further left were sent by the client and are never trusted.
   */
  proxyHops: number;
  /** A header the platform itself sets to the client IP; when present it wins over X-Forwarded-For. */
  clientIpHeader?: string;
  /** Webhook deliveries: an SSRF-safe POST, and the same address check alone. */
  webhooks: {
    post: WebhookPoster;
    checkUrl: (url: string) => Promise<TargetVerdict>;
    /** Self-hosted receivers on the operator's own network: plain http and private addresses allowed (WEBHOOKS_PRIVATE_NETWORK). */
    privateNetwork?: boolean;
    /**
     * Firebase: asks the webhookTasks queue (Cloud Tasks) to drain the outbox at a time. Absent
     * self-hosted, where a timer drains it every second.
     */
    requestDrain?: (at?: Date) => Promise<void>;
  };
  /**
   * Firebase Hosting's custom domains (services/hosting-domains/): project hosts and custom
   * domains added to the Hosting site, their certificates followed. Absent self-hosted, and on
   * Firebase when HOSTING_AUTOMATION is off.
   */
  hosting?: HostingAutomation;
  /** Structured log lines (platform/logger.ts), at the configured LOG_LEVEL. */
  log: Logger;
  /** The Google Cloud project, so a log line's trace id becomes `projects/<id>/traces/<trace>`. */
  traceProject?: string;
  /** Counters for /metrics, self-hosted when METRICS_TOKEN is set. */
  metrics?: Metrics;
  /**
   * In-process caches, each built, read and cleared by its one owner module, which every other
   * module calls: what each holds, its owner and how stale it may be are in docs/architecture.md
   * ("Caches"), and test/unit/cache-owners.test.ts keeps other code out.
   */
  caches: {
    hosts: TtlCache<ProjectRecord | null>;
    links: TtlCache<LinkRecord | null>;
    /** Whether a project's monthly click quota is spent, re-read every few seconds. */
    clickQuota: TtlCache<boolean>;
    /** A project's webhooks, for raising events: one read per project and instance every 10 s. */
    webhooks: TtlCache<WebhookRecord[]>;
    /** Firebase users whose invites by email were looked at lately: one query per user and few minutes, not per request. */
    inviteChecks: TtlCache<true>;
  };
}
