// What every use case receives first: the store port, the clock, host settings, the
// ID-token verifier and the link host's helpers (limiter, probes, country, icons, caches).
// Tests build it with a temp store and a fixed clock (test/support/test-app.ts).

import type { HostConfig } from '../domain/links/short-url';
import type { LinkRecord } from '../domain/links/types';
import type { ProjectRecord } from '../domain/projects/types';
import type { TtlCache } from '../platform/ttl-cache';
import type { Store } from '../store/ports';

export interface IdTokenClaims {
  uid: string;
}

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  /** Epoch ms when the current window ends. */
  resetAt: number;
}

export interface RateLimiter {
  /** Counts one hit against `key` and says whether it is within `limit` per window. */
  hit(key: string, limit: number, windowMs: number): Promise<LimitResult>;
  /** Reads without counting: lets an already-blocked caller be refused at no cost. */
  peek(key: string, limit: number): Promise<LimitResult>;
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
  limiter: RateLimiter;
  /** HEADs fallback URLs in order (SSRF-safe); the first that answers 200, else null. */
  firstLiveUrl: (urls: string[]) => Promise<string | null>;
  countryOf: (headers: HeaderReader, ip: string | null) => string;
  /** App icon URL from the public App Store lookup by bundle ID; null when unknown. */
  appStoreIcon: (bundleId: string) => Promise<string | null>;
  /** CNAME targets of a host name ([] when it has none); rejects when DNS fails or times out. */
  resolveCname: (hostname: string) => Promise<string[]>;
  /** Key of the HMAC that hashes client IPs for deferred matching. */
  ipHashPepper: string;
  /** Take the client IP and host from X-Forwarded-* (behind Hosting or a trusted proxy). */
  trustProxy: boolean;
  caches: {
    hosts: TtlCache<ProjectRecord | null>;
    links: TtlCache<LinkRecord | null>;
    /** Whether a project's monthly click quota is spent, re-read every few seconds. */
    clickQuota: TtlCache<boolean>;
  };
}
