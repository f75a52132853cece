// The `wellKnown` group: apple-app-site-association and assetlinks.json of each project host.

import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { wellKnownRoutes } from '../routes/well-known';

export function mountWellKnown(app: Hono<AppEnv>): void {
  app.route('/', wellKnownRoutes());
}
