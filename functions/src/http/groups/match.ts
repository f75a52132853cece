// The `match` group: POST /api/match, the deferred deep-link answer apps ask for on first launch.

import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { matchRoutes } from '../routes/match';

export function mountMatch(app: Hono<AppEnv>): void {
  app.route('/', matchRoutes());
}
