// Liveness probe for web fallback URLs (decisions.md §5): HEAD, 200 only, no redirects, hard
// per-probe timeout, and never towards internal addresses. The address check runs on the
// resolved IPs and the connection is pinned to the checked IP, so a DNS answer that changes
// between check and connect (rebinding) cannot redirect the request inwards.
import { promises as dns } from 'node:dns';
import * as http from 'node:http';
import * as https from 'node:https';
import * as net from 'node:net';
import { isPublicAddress } from './ip-ranges';

export interface ResolvedAddress {
  address: string;
  family: number;
}

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
}

export interface UrlProber {
  firstLive(urls: readonly string[]): Promise<string | null>;
  isLive(url: string): Promise<boolean>;
}

type Outcome = 'live' | 'dead' | 'error';
type Target = { url: URL; host: string; pinned: ResolvedAddress };

const defaultResolve = (hostname: string): Promise<ResolvedAddress[]> =>
  dns.lookup(hostname, { all: true, verbatim: true });

export function createUrlProber(options: UrlProberOptions = {}): UrlProber {
  const timeoutMs = options.timeoutMs ?? 1500;
  const ttlMs = options.cacheTtlMs ?? 30_000;
  const errorTtlMs = Math.min(options.errorCacheTtlMs ?? 5_000, ttlMs);
  const cacheMax = Math.max(1, options.cacheMax ?? 1000);
  const resolve = options.resolve ?? defaultResolve;
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;

  /** Null when the URL must not be requested at all (bad scheme, any address not allowed). */
  async function checkTarget(raw: string): Promise<Target | null> {
    let url: URL;
    try {
      url = new URL(raw); // WHATWG parsing turns 2130706433 / 0x7f.1 / 0177.0.0.1 into 127.0.0.1
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const literal = net.isIP(host);
    const addresses = literal ? [{ address: host, family: literal }] : await resolve(host);
    // Every answer must pass: the OS may pick any of them, and a mixed answer is suspicious.
    if (addresses.length === 0 || !addresses.every((a) => isAllowed(a.address))) return null;
    return addresses[0] ? { url, host, pinned: addresses[0] } : null;
  }

  function send(target: Target, done: (o: Outcome) => void): http.ClientRequest {
    const { address, family } = target.pinned;
    // Hands the already-checked address to the socket instead of asking DNS again. Node 20
    // asks with all:true when autoSelectFamily is on, so both callback shapes are served.
    const lookup: net.LookupFunction = (_hostname, opts, cb) => {
      if (opts.all) cb(null, [{ address, family }]);
      else cb(null, address, family);
    };
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
      done(res.statusCode === 200 ? 'live' : 'dead');
    });
    req.on('error', () => done('error'));
    req.end();
    return req;
  }

  function probe(raw: string): Promise<Outcome> {
    return new Promise((settle) => {
      let req: http.ClientRequest | undefined;
      let finished = false;
      const finish = (outcome: Outcome): void => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        req?.destroy();
        settle(outcome);
      };
      const timer = setTimeout(() => finish('error'), timeoutMs);
      checkTarget(raw).then(
        (target) => {
          if (finished) return;
          if (!target) finish('dead');
          else req = send(target, finish);
        },
        () => finish('error'),
      );
    });
  }

  // Insertion-ordered Map as LRU; the promise is stored so concurrent clicks share one probe.
  const cache = new Map<string, { live: Promise<boolean>; expires: number }>();

  function isLive(url: string): Promise<boolean> {
    const now = Date.now();
    const hit = cache.get(url);
    cache.delete(url);
    if (hit && hit.expires > now) {
      cache.set(url, hit);
      return hit.live;
    }
    const entry = { live: Promise.resolve(false), expires: Number.POSITIVE_INFINITY };
    entry.live = probe(url)
      .catch((): Outcome => 'error')
      .then((outcome) => {
        entry.expires = Date.now() + (outcome === 'error' ? errorTtlMs : ttlMs);
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

  return { firstLive, isLive };
}
