// Liveness probe for web fallback URLs (docs/link-host.md, Fallback probes): HEAD, 200 only,
// no redirects, hard per-probe timeout, and never towards internal addresses. The address check runs on the
// resolved IPs and the connection is pinned to the checked IP, so a DNS answer that changes
// between check and connect (rebinding) cannot redirect the request inwards.
import * as http from 'node:http';
import * as https from 'node:https';
import { isPublicAddress } from './ip-ranges';
import { pinnedLookup, type ResolvedAddress, type SafeTarget, safeTarget } from './safe-target';

export type { ResolvedAddress };

export interface UrlProberOptions {
  /** Whole-probe budget: DNS + connect + response headers. */
  timeoutMs?: number;
  cacheTtlMs?: number;
  /** TTL for timeouts / network errors: shorter, so a blip does not hide a fallback for long. */
  errorCacheTtlMs?: number;
  cacheMax?: number;
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Test seam only; the default (isPublicAddress) is the production SSRF policy. */
  isAllowedAddress?: (ip: string) => boolean;
  /** The clock the cache's TTLs are read on (ms); tests move their own. */
  now?: () => number;
}

export interface UrlProber {
  firstLive(urls: readonly string[]): Promise<string | null>;
  isLive(url: string): Promise<boolean>;
  /** One uncached probe and why it failed (the link health job's lastError). */
  check(url: string): Promise<{ live: boolean; error: string | null }>;
}

type Outcome = 'live' | 'dead' | 'error';
type Done = (outcome: Outcome, detail: string | null) => void;
type Target = SafeTarget;

export function createUrlProber(options: UrlProberOptions = {}): UrlProber {
  const timeoutMs = options.timeoutMs ?? 1500;
  const ttlMs = options.cacheTtlMs ?? 30_000;
  const errorTtlMs = Math.min(options.errorCacheTtlMs ?? 5_000, ttlMs);
  const cacheMax = Math.max(1, options.cacheMax ?? 1000);
  const resolve = options.resolve;
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const now = options.now ?? Date.now;

  const checkTarget = (raw: string) => safeTarget(raw, { resolve, isAllowedAddress: isAllowed });

  function send(target: Target, done: Done): http.ClientRequest {
    const lookup = pinnedLookup(target.pinned);
    const lib = target.url.protocol === 'https:' ? https : http;
    const req = lib.request({
      method: 'HEAD',
      host: target.host, // keeps Host header, SNI and certificate check on the real name
      port: target.url.port || undefined,
      path: `${target.url.pathname}${target.url.search}`,
      lookup,
      agent: false, // no pooled socket that could have been opened to another address
      headers: { 'user-agent': 'FerryLinkProbe/1.0', accept: '*/*' },
    });
    req.on('response', (res) => {
      res.resume();
      done(res.statusCode === 200 ? 'live' : 'dead', res.statusCode === 200 ? null : `HTTP ${res.statusCode}`);
    });
    req.on('error', (error: NodeJS.ErrnoException) => done('error', error.code ?? error.message));
    req.end();
    return req;
  }

  function probe(raw: string): Promise<{ outcome: Outcome; detail: string | null }> {
    return new Promise((settle) => {
      let req: http.ClientRequest | undefined;
      let finished = false;
      const finish: Done = (outcome, detail) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        req?.destroy();
        settle({ outcome, detail });
      };
      const timer = setTimeout(() => finish('error', `no answer within ${timeoutMs} ms`), timeoutMs);
      checkTarget(raw).then(
        (target) => {
          if (finished) return;
          if (!target) finish('dead', 'not a public http(s) address');
          else req = send(target, finish);
        },
        (error: NodeJS.ErrnoException) => finish('error', error.code ?? 'DNS lookup failed'),
      );
    });
  }

  // Insertion-ordered Map as LRU; the promise is stored so concurrent clicks share one probe.
  const cache = new Map<string, { live: Promise<boolean>; expires: number }>();

  function isLive(url: string): Promise<boolean> {
    const hit = cache.get(url);
    cache.delete(url);
    if (hit && hit.expires > now()) {
      cache.set(url, hit);
      return hit.live;
    }
    const entry = { live: Promise.resolve(false), expires: Number.POSITIVE_INFINITY };
    entry.live = probe(url)
      .then(({ outcome }) => outcome)
      .catch((): Outcome => 'error')
      .then((outcome) => {
        entry.expires = now() + (outcome === 'error' ? errorTtlMs : ttlMs);
        return outcome === 'live';
      });
    cache.set(url, entry);
    for (const key of cache.keys()) {
      if (cache.size <= cacheMax) break;
      cache.delete(key);
    }
    return entry.live;
  }

  async function firstLive(urls: readonly string[]): Promise<string | null> {
    // Sequential on purpose: order is the author's preference and the chain is at most 3 long.
    for (const url of urls) {
      if (await isLive(url)) return url;
    }
    return null;
  }

  async function check(url: string) {
    const { outcome, detail } = await probe(url);
    return { live: outcome === 'live', error: outcome === 'live' ? null : detail };
  }

  return { firstLive, isLive, check };
}
