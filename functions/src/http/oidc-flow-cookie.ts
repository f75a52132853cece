// The single sign-on flow's cookie (services/accounts/oidc/flow.ts holds what is in it): as the
// session cookie, httpOnly, SameSite=Lax (sent when the provider sends the browser back with a
// top-level GET) and, over https, Secure with the `__Host-` prefix; alive 10 minutes, and
// cleared by the callback whatever its outcome, so a flow is finished once.

import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { OIDC_FLOW_MS } from '../services/accounts/oidc/flow';
import type { AppEnv } from './env';

type Ctx = Context<AppEnv>;

const isSecure = (baseUrl: string) => new URL(baseUrl).protocol === 'https:';

export const flowCookieName = (baseUrl: string): string => (isSecure(baseUrl) ? '__Host-ferry_oidc' : 'ferry_oidc');

const options = (baseUrl: string) => ({ httpOnly: true, secure: isSecure(baseUrl), sameSite: 'Lax', path: '/' }) as const;

export const readFlowCookie = (c: Ctx, baseUrl: string): string | undefined => getCookie(c, flowCookieName(baseUrl));

export function writeFlowCookie(c: Ctx, baseUrl: string, sealed: string): void {
  setCookie(c, flowCookieName(baseUrl), sealed, { ...options(baseUrl), maxAge: OIDC_FLOW_MS / 1000 });
}

export function clearFlowCookie(c: Ctx, baseUrl: string): void {
  deleteCookie(c, flowCookieName(baseUrl), options(baseUrl));
}
