// The console's session cookie (docs/adr/0011): httpOnly (no script reads it), SameSite=Lax,
// Path=/, Secure when BASE_URL is https, and then named with the `__Host-` prefix, which
// browsers accept only from a secure origin and never with a Domain: no other host, a project
// host under the same domain included, can set or overwrite it. Its Max-Age is the session's
// absolute lifetime; the server ends it earlier when it is idle.

import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SessionCredential } from '../services/access/authenticate';
import type { AppEnv } from './env';

type Ctx = Context<AppEnv>;

const isSecure = (baseUrl: string) => new URL(baseUrl).protocol === 'https:';

export const sessionCookieName = (baseUrl: string): string => (isSecure(baseUrl) ? '__Host-ferry_session' : 'ferry_session');

/** The cookie's token with what the cross-site check reads; undefined when there is none (or no accounts here). */
export function readSession(c: Ctx): SessionCredential | undefined {
  const accounts = c.var.deps.accounts;
  if (!accounts) return undefined;
  const token = getCookie(c, sessionCookieName(accounts.baseUrl));
  if (!token) return undefined;
  return { token, method: c.req.method, origin: c.req.header('origin'), fetchSite: c.req.header('sec-fetch-site') };
}

/** What the sign-in routes check: the request's origin, with or without a cookie. */
export const requestOrigin = (c: Ctx) => ({ method: c.req.method, origin: c.req.header('origin'), fetchSite: c.req.header('sec-fetch-site') });

export function writeSessionCookie(c: Ctx, baseUrl: string, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - c.var.deps.now().getTime()) / 1000));
  setCookie(c, sessionCookieName(baseUrl), token, { httpOnly: true, secure: isSecure(baseUrl), sameSite: 'Lax', path: '/', maxAge });
  // An answer that sets a session must never be stored by a cache.
  c.header('Cache-Control', 'no-store');
}

export function clearSessionCookie(c: Ctx, baseUrl: string): void {
  deleteCookie(c, sessionCookieName(baseUrl), { httpOnly: true, secure: isSecure(baseUrl), sameSite: 'Lax', path: '/' });
  c.header('Cache-Control', 'no-store');
}
