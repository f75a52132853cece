// createApp(deps): every route group on one Hono app, as the self-hosted server and the tests
// serve them. A Cloud Function mounts its own group only (entry/), from the same modules.

import type { Hono } from 'hono';
import type { ServiceDeps } from '../services/deps';
import { baseApp } from './base-app';
import { type ConsoleOptions, serveConsole } from './console/serve-console';
import type { AppEnv } from './env';
import { mountApi } from './groups/api';
import { mountMatch } from './groups/match';
import { ALL_GROUPS, type RouteGroup } from './groups/names';
import { mountPixel } from './groups/pixel';
import { mountRedirect } from './groups/redirect';
import { mountWellKnown } from './groups/well-known';
import type { RequestLogOptions } from './middleware/request-log';
import { type MetricsRouteOptions, metricsRoute } from './routes/metrics';

export { ALL_GROUPS, type RouteGroup };

export const MOUNT_GROUP: Record<RouteGroup, (app: Hono<AppEnv>) => void> = {
  api: mountApi,
  match: mountMatch,
  pixel: mountPixel,
  wellKnown: mountWellKnown,
  redirect: mountRedirect,
};

export interface AppOptions {
  /** The self-hosted server serves the console on the API host; on Firebase, Hosting does. */
  console?: ConsoleOptions;
  /** Told of every answered request (the self-hosted server's metrics). */
  observe?: RequestLogOptions['observe'];
  /** GET /metrics on the API host (self-hosted, METRICS_TOKEN set). */
  metrics?: MetricsRouteOptions;
}

export function createApp(getDeps: () => ServiceDeps | Promise<ServiceDeps>, groups: RouteGroup[] = ALL_GROUPS, options: AppOptions = {}) {
  const app = baseApp(getDeps, {
    ...(options.observe ? { observe: options.observe } : {}),
    // `/`, `/console` and `/metrics` would otherwise be slugs of the redirect group.
    before: [...(options.metrics ? [metricsRoute(options.metrics)] : []), ...(options.console ? [serveConsole(options.console)] : [])],
  });
  for (const group of ALL_GROUPS.filter((g) => groups.includes(g))) MOUNT_GROUP[group](app);
  return app;
}
