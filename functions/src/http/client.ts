// Who is asking, as far as the transport tells: client IP and host, taken from X-Forwarded-*
// only when the server trusts its proxy (Cloud Functions behind Hosting; decisions §9).

import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './env';

export function clientIp(c: Context<AppEnv>): string | null {
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

export function clientHost(c: Context<AppEnv>): string | undefined {
  const forwarded = c.var.deps.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || c.req.header('host') || new URL(c.req.url).host;
}
