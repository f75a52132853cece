// GET /api/console-config: what the console needs to know before sign-in. With a Firebase web
// API key configured it offers Firebase Auth (email/password, Google); otherwise `firebase` is
// null and the console signs in with a secret API key only. Public: these values are the web
// app's public config, the same any Firebase web page ships.

import { Hono } from 'hono';
import type { AppEnv } from '../env';

export function consoleConfigRoutes() {
  return new Hono<AppEnv>().get('/api/console-config', (c) => {
    const auth = c.var.deps.consoleAuth ?? { firebase: null };
    return c.json(auth, 200, { 'Cache-Control': 'no-cache' });
  });
}
