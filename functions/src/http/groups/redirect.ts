// The `redirect` group: the short links themselves (GET and the password form's POST /:slug).

import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { redirectRoutes } from '../routes/redirect';

export function mountRedirect(app: Hono<AppEnv>): void {
  app.route('/', redirectRoutes());
}
