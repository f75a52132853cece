// Who is asking, as far as the transport tells: client IP and host, taken from X-Forwarded-*
// only when the server trusts its proxy (TRUST_PROXY: on by default for Cloud Functions behind Hosting).

import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ipBucket } from '../platform/ip-bucket';
import type { AppEnv } from './env';

export function clientIp(c: Context<AppEnv>): string | null {
  const { trustProxy, proxyHops, clientIpHeader } = c.var.deps;
  if (trustProxy) {
    const fromPlatform = clientIpHeader ? c.req.header(clientIpHeader)?.trim() : undefined;
    if (fromPlatform) return fromPlatform;
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), proxyHops);
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

/**
 * The client's address in an X-Forwarded-For chain that `hops` trusted proxies appended to:
 * read from the right, since anything left of those entries came from the client itself.
 * A shorter chain than expected gives its left-most entry.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (!header) return undefined;
  const entries = header
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/** The key of per-IP request limits: the client IP, an IPv6 client's whole /64 as one. */
export function clientLimitKey(c: Context<AppEnv>): string {
  return ipBucket(clientIp(c));
}

/**
 * The host the visitor asked for. Behind a trusted proxy that is X-Forwarded-Host's last
 * entry: proxies set it (Hosting, nginx `$host`), and one that appends puts its own view
 * last; anything before it may have come from the client.
 */
export function clientHost(c: Context<AppEnv>): string | undefined {
  const forwarded = c.var.deps.trustProxy ? c.req.header('x-forwarded-host')?.split(',').pop()?.trim() : undefined;
  return forwarded || c.req.header('host') || new URL(c.req.url).host;
}
