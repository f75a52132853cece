// /api/auth: console sign-in with Ferry's own accounts (self-hosted): password to a session
// cookie, who is signed in, sign-out, and the set-password link's form. Where accounts are not
// offered (Firebase, which signs in with Firebase Auth) every route here answers 404.

import { type Context, Hono } from 'hono';
import { acceptInvitationSchema, signInSchema } from '../../domain/accounts/schema';
import type { AccountRecord } from '../../domain/accounts/types';
import { notFound, unauthenticated } from '../../domain/errors';
import { parseInput } from '../../domain/validation';
import { requireNoForeignOrigin, requireOwnOrigin } from '../../services/accounts/csrf';
import { acceptInvitation } from '../../services/accounts/password-links';
import { endSession, sessionAccount } from '../../services/accounts/sessions';
import { signIn } from '../../services/accounts/sign-in';
import type { AccountsConfig } from '../../services/deps';
import { clientIp } from '../client';
import type { AppEnv } from '../env';
import { readJson } from '../json-body';
import { tooManyRequests } from '../middleware/rate-limit';
import { clearSessionCookie, readSession, requestOrigin, writeSessionCookie } from '../session-cookie';

export const TOO_MANY_SIGN_INS = 'Too many failed sign-ins: try again later';
const NOT_OFFERED = 'Password sign-in is not offered by this server';

function accountsOf(c: Context<AppEnv>): AccountsConfig {
  const accounts = c.var.deps.accounts;
  if (!accounts) throw notFound(NOT_OFFERED);
  return accounts;
}

const userOf = (account: AccountRecord) => ({ user: { uid: account.uid, email: account.email } });

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/api/auth/login', async (c) => {
    const { baseUrl } = accountsOf(c);
    requireNoForeignOrigin(baseUrl, requestOrigin(c));
    const input = parseInput(signInSchema, await readJson(c));
    const result = await signIn(c.var.deps, input, clientIp(c));
    if (result.outcome === 'locked') return tooManyRequests(c, result.window.limit, result.window.result, TOO_MANY_SIGN_INS);
    writeSessionCookie(c, baseUrl, result.token, result.expiresAt);
    return c.json(userOf(result.account));
  });

  app.post('/api/auth/invitation', async (c) => {
    const { baseUrl } = accountsOf(c);
    requireNoForeignOrigin(baseUrl, requestOrigin(c));
    const input = parseInput(acceptInvitationSchema, await readJson(c));
    const { account, token, expiresAt } = await acceptInvitation(c.var.deps, input);
    writeSessionCookie(c, baseUrl, token, expiresAt);
    return c.json(userOf(account));
  });

  app.get('/api/auth/session', async (c) => {
    const { baseUrl } = accountsOf(c);
    const session = readSession(c);
    const account = session ? await sessionAccount(c.var.deps, session.token) : null;
    if (!account) {
      // A dead cookie is dropped, so the browser stops sending it.
      if (session) clearSessionCookie(c, baseUrl);
      throw unauthenticated('Not signed in');
    }
    c.header('Cache-Control', 'no-store');
    return c.json(userOf(account));
  });

  app.post('/api/auth/logout', async (c) => {
    const { baseUrl } = accountsOf(c);
    const session = readSession(c);
    if (session) {
      // Even sign-out: a page elsewhere must not end a session it cannot see.
      requireOwnOrigin(baseUrl, session);
      await endSession(c.var.deps, session.token);
    }
    clearSessionCookie(c, baseUrl);
    return c.json({ success: true as const });
  });

  return app;
}
