// /api/auth/oidc: console sign-in through an OpenID Connect provider (self-hosted, OIDC_ISSUER
// set). `start` sends the browser to the provider with a flow cookie; the provider sends it back
// to `callback`, which ends as password sign-in does: the session cookie, then the console.
// Both answer with redirects, since a browser navigates here: failures go to the console's
// sign-in page with `#/sign-in?error=<code>` (domain/accounts/oidc.ts), the reason to the log.
// Where single sign-on is not configured, or accounts are not offered (Firebase), both are 404.

import { type Context, Hono } from 'hono';
import { consoleHome, OIDC_CALLBACK_PATH, OIDC_START_PATH, OidcRefusal, oidcRedirectUri, signInErrorUrl } from '../../domain/accounts/oidc';
import { notFound } from '../../domain/errors';
import { openFlow, sealFlow } from '../../services/accounts/oidc/flow';
import type { OidcProvider } from '../../services/accounts/oidc/provider';
import { oidcSignIn } from '../../services/accounts/oidc/sign-in';
import type { AppEnv } from '../env';
import { clearFlowCookie, readFlowCookie, writeFlowCookie } from '../oidc-flow-cookie';
import { writeSessionCookie } from '../session-cookie';

type Ctx = Context<AppEnv>;

export const OIDC_NOT_OFFERED = 'Single sign-on is not offered by this server';

function oidcOf(c: Ctx): { baseUrl: string; oidc: OidcProvider } {
  const accounts = c.var.deps.accounts;
  if (!accounts?.oidc) throw notFound(OIDC_NOT_OFFERED);
  return { baseUrl: accounts.baseUrl, oidc: accounts.oidc };
}

/** A redirect no cache keeps: each one carries a new flow or a new session. */
function away(c: Ctx, location: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 302);
}

/** A refusal to the sign-in page; anything else (the store failing) to the JSON error answers. */
function refused(c: Ctx, baseUrl: string, error: unknown): Response {
  if (!(error instanceof OidcRefusal)) throw error;
  // A person declining at the provider is no incident.
  c.var.deps.log[error.code === 'cancelled' ? 'info' : 'warn']('Single sign-on refused', {
    code: error.code,
    reason: error.reason,
    requestId: c.var.requestId,
  });
  return away(c, signInErrorUrl(baseUrl, error.code));
}

export function oidcAuthRoutes() {
  const app = new Hono<AppEnv>();

  app.get(OIDC_START_PATH, async (c) => {
    const { baseUrl, oidc } = oidcOf(c);
    try {
      const { url, flow } = await oidc.begin(oidcRedirectUri(baseUrl));
      writeFlowCookie(c, baseUrl, sealFlow(c.var.deps, flow));
      return away(c, url);
    } catch (error) {
      return refused(c, baseUrl, error);
    }
  });

  app.get(OIDC_CALLBACK_PATH, async (c) => {
    const { baseUrl, oidc } = oidcOf(c);
    const sealed = readFlowCookie(c, baseUrl);
    // Whatever comes next, this flow is over: a second use of the callback finds no cookie.
    clearFlowCookie(c, baseUrl);
    try {
      const flow = openFlow(c.var.deps, sealed);
      // The redirect URI the provider knows, whatever host or proxy the request came through.
      const callbackUrl = new URL(`${oidcRedirectUri(baseUrl)}${new URL(c.req.url).search}`);
      const identity = await oidc.finish(callbackUrl, flow);
      const { token, expiresAt } = await oidcSignIn(c.var.deps, oidc.settings, identity);
      writeSessionCookie(c, baseUrl, token, expiresAt);
      return away(c, consoleHome(baseUrl));
    } catch (error) {
      return refused(c, baseUrl, error);
    }
  });

  return app;
}
