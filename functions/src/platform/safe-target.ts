// Where a server-side request may go: http(s) only, and every address
// the name resolves to must be public. The connection is then pinned to the checked address,
// so a DNS answer that changes between check and connect (rebinding) cannot turn it inwards.
// Shared by the fallback probe (probe-url.ts) and webhook deliveries (webhook-post.ts).

import { promises as dns } from 'node:dns';
import * as net from 'node:net';
import { isPublicAddress } from './ip-ranges';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface TargetPolicy {
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Test seam only; the default (isPublicAddress) is the production SSRF policy. */
  isAllowedAddress?: (ip: string) => boolean;
}

export type SafeTarget = { url: URL; host: string; pinned: ResolvedAddress };

const defaultResolve = (hostname: string): Promise<ResolvedAddress[]> => dns.lookup(hostname, { all: true, verbatim: true });

/** Null when the URL must not be requested at all (bad scheme, any address not allowed). */
export async function safeTarget(raw: string, policy: TargetPolicy = {}): Promise<SafeTarget | null> {
  let url: URL;
  try {
    url = new URL(raw); // WHATWG parsing turns 2130706433 / 0x7f.1 / 0177.0.0.1 into 127.0.0.1
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const literal = net.isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await (policy.resolve ?? defaultResolve)(host);
  const isAllowed = policy.isAllowedAddress ?? isPublicAddress;
  // Every answer must pass: the OS may pick any of them, and a mixed answer is suspicious.
  if (addresses.length === 0 || !addresses.every((a) => isAllowed(a.address))) return null;
  return addresses[0] ? { url, host, pinned: addresses[0] } : null;
}

/**
 * What a check made for a caller (a webhook URL being saved) says: allowed, refused by the
 * policy, a name that does not exist, or DNS failing now (worth a retry, not a correction).
 */
export type TargetVerdict = 'allowed' | 'refused' | 'unknown-host' | 'dns-unavailable';

/**
 * A name that does not exist: dns.lookup reports getaddrinfo's EAI_NONAME and EAI_NODATA as
 * ENOTFOUND; a resolver-based `policy.resolve` (dns.resolve*) may also say ENODATA.
 */
const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA']);

export async function targetVerdict(raw: string, policy: TargetPolicy = {}): Promise<TargetVerdict> {
  try {
    return (await safeTarget(raw, policy)) ? 'allowed' : 'refused';
  } catch (error) {
    return NO_SUCH_NAME.has(String((error as { code?: unknown }).code)) ? 'unknown-host' : 'dns-unavailable';
  }
}

/**
 * Hands the already-checked address to the socket instead of asking DNS again. Node 20 asks
 * with all:true when autoSelectFamily is on, so both callback shapes are served.
 */
export function pinnedLookup({ address, family }: ResolvedAddress): net.LookupFunction {
  return (_hostname, opts, cb) => {
    if (opts.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  };
}
