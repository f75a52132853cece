// GET /api/console-config: what the console needs to know before sign-in. With a Firebase web
// API key configured it offers Firebase Auth (email/password, Google); otherwise `firebase` is
// null. `password` says whether Ferry's own accounts sign in here (self-hosted: POST
// /api/auth/login); `oidc` names the single sign-on provider (self-hosted with OIDC_ISSUER: the
// button that opens GET /api/auth/oidc/start), else null. A secret API key always works.
// Public: these values are what any sign-in page shows.

import { Hono } from 'hono';
import type { AppEnv } from '../env';

export function consoleConfigRoutes() {
  return new Hono<AppEnv>().get('/api/console-config', (c) => {
    const { consoleAuth, accounts } = c.var.deps;
    const oidc = accounts?.oidc ? { name: accounts.oidc.settings.name } : null;
    return c.json({ ...(consoleAuth ?? { firebase: null }), password: accounts !== undefined, oidc }, 200, { 'Cache-Control': 'no-cache' });
  });
}
