// GET /api/console-config: what the console needs to know before sign-in. With a Firebase web
// API key configured it offers Firebase Auth (email/password, Google); otherwise `firebase` is
// null. `password` says whether Ferry's own accounts sign in here (self-hosted: POST
// /api/auth/login); `oidc` is where a single sign-on provider will be named, none yet. A
// secret API key always works. Public: these values are what any sign-in page shows.

import { Hono } from 'hono';
import type { AppEnv } from '../env';

export function consoleConfigRoutes() {
  return new Hono<AppEnv>().get('/api/console-config', (c) => {
    const auth = c.var.deps.consoleAuth ?? { firebase: null };
    return c.json({ ...auth, password: c.var.deps.accounts !== undefined, oidc: null }, 200, { 'Cache-Control': 'no-cache' });
  });
}
