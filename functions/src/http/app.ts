// createApp(deps): the one Hono app behind every entry point. Cloud Functions mount one route
// group per function; the self-hosted server mounts them all.

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonLogger } from '../platform/logger';
import type { ServiceDeps } from '../services/deps';
import { serveConsole, type ConsoleOptions } from './console/serve-console';
import type { AppEnv } from './env';
import { asError, notFoundJson, onError } from './errors';
import { APP_FACING_PATHS, appCors } from './middleware/app-cors';
import { LINK_CREATION_ROUTES, linkCreationLimit } from './middleware/link-creation-limit';
import { apiLimit } from './middleware/request-limits';
import { requestLog, type RequestLogOptions } from './middleware/request-log';
import { apiDocsRoutes } from './routes/api-docs';
import { bulkRoutes } from './routes/bulk';
import { bulkCsvRoutes } from './routes/bulk-csv';
import { analyticsRoutes } from './routes/analytics';
import { campaignRoutes } from './routes/campaigns';
import { consoleConfigRoutes } from './routes/console-config';
import { exportRoutes } from './routes/exports';
import { customDomainRoutes } from './routes/custom-domain';
import { healthRoutes } from './routes/health';
import { readyRoutes } from './routes/ready';
import { metricsRoute, type MetricsRouteOptions } from './routes/metrics';
import { journeyRoutes } from './routes/journey';
import { linkRoutes } from './routes/links';
import { migrationRoutes } from './routes/migration';
import { pixelRoutes } from './routes/pixel';
import { projectRoutes } from './routes/projects';
import { qrRoutes } from './routes/qr';
import { matchRoutes, signalRoutes } from './routes/match';
import { referralRoutes } from './routes/referrals';
import { redirectRoutes } from './routes/redirect';
import { wellKnownRoutes } from './routes/well-known';

export type RouteGroup = 'api' | 'match' | 'pixel' | 'wellKnown' | 'redirect';
export const ALL_GROUPS: RouteGroup[] = ['api', 'match', 'pixel', 'wellKnown', 'redirect'];

const MAX_JSON_BODY = 1024 * 1024;
const MULTIPART_OVERHEAD = 64 * 1024;

export interface AppOptions {
  /** The self-hosted server serves the console on the API host; on Firebase, Hosting does. */
  console?: ConsoleOptions;
  /** Told of every answered request (the self-hosted server's metrics). */
  observe?: RequestLogOptions['observe'];
  /** GET /metrics on the API host (self-hosted, METRICS_TOKEN set). */
  metrics?: MetricsRouteOptions;
}

/** Lines of a request whose deps could not load (the store failed to open): errors only. */
const FALLBACK_LOG = jsonLogger('warn');

export function createApp(getDeps: () => ServiceDeps | Promise<ServiceDeps>, groups: RouteGroup[] = ALL_GROUPS, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(notFoundJson);
  // Outermost: it sees the final status, errors included, and stamps every answer's request id.
  app.use('*', requestLog({ fallback: FALLBACK_LOG, ...(options.observe ? { observe: options.observe } : {}) }));
  // Hono hands only instances of Error to onError and rethrows anything else: a value thrown
  // from another realm (a native module's error class under a test runner) would escape as an
  // unanswered request. Caught here first, it gets the same answer.
  app.use('*', async (c, next) => {
    try {
      await next();
    } catch (thrown) {
      c.res = onError(asError(thrown), c);
    }
  });
  app.use('*', async (c, next) => {
    c.set('deps', await getDeps());
    await next();
  });
  // Before every route: `/`, `/console` and `/metrics` would otherwise be slugs of the redirect group.
  if (options.metrics) app.use('*', metricsRoute(options.metrics));
  if (options.console) app.use('*', serveConsole(options.console));
  // Preflights are answered before any limit or auth: they carry no credential.
  for (const path of APP_FACING_PATHS) app.use(path, appCors);
  // Before the body is read: a caller over the global API limit costs no parsing.
  app.use('/api/*', apiLimit);
  const jsonLimit = bodyLimit({
    maxSize: MAX_JSON_BODY,
    onError: (c) => c.json({ error: 'Request body is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' }, 413),
  });
  // The CSV upload allows a 1 MB file plus its multipart envelope; busboy enforces the file's
  // own 1 MB limit with a message about the file.
  const uploadLimit = bodyLimit({
    maxSize: MAX_JSON_BODY + MULTIPART_OVERHEAD,
    onError: (c) => c.json({ error: 'CSV file is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' }, 413),
  });
  app.use('/api/*', (c, next) => (c.req.path === '/api/links/bulk-csv' ? uploadLimit(c, next) : jsonLimit(c, next)));
  app.route('/', healthRoutes());
  app.route('/', readyRoutes());
  // Order matters: the redirect group's `/:slug` must come after every fixed path.
  for (const group of ALL_GROUPS.filter((g) => groups.includes(g))) {
    if (group === 'api') {
      for (const [path, asked] of LINK_CREATION_ROUTES) app.post(path, linkCreationLimit(asked));
      app.route('/', projectRoutes());
      app.route('/', customDomainRoutes());
      app.route('/', bulkRoutes());
      app.route('/', bulkCsvRoutes());
      app.route('/', exportRoutes());
      app.route('/', linkRoutes());
      app.route('/', qrRoutes());
      app.route('/', migrationRoutes());
      app.route('/', campaignRoutes());
      app.route('/', analyticsRoutes());
      app.route('/', referralRoutes());
      app.route('/', signalRoutes());
      app.route('/', journeyRoutes());
      app.route('/', apiDocsRoutes());
      app.route('/', consoleConfigRoutes());
    }
    if (group === 'match') app.route('/', matchRoutes());
    if (group === 'pixel') app.route('/', pixelRoutes());
    if (group === 'wellKnown') app.route('/', wellKnownRoutes());
    if (group === 'redirect') app.route('/', redirectRoutes());
  }
  return app;
}
