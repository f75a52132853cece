// baseApp(getDeps): what every route group shares: the request log, error answers, deps, CORS
// preflights, the /api limits and body limits, /health and /ready. A Cloud Function builds it
// with its own group only (entry/), so a redirect instance never loads the management API.

import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { jsonLogger } from '../platform/logger';
import type { ServiceDeps } from '../services/deps';
import type { AppEnv } from './env';
import { asError, notFoundJson, onError } from './errors';
import { methodNotAllowed } from './method-not-allowed';
import { APP_FACING_PATHS, appCors } from './middleware/app-cors';
import { bodyLimit } from './middleware/body-limit';
import { controlFreePath } from './middleware/control-free-path';
import { apiLimit } from './middleware/request-limits';
import { type RequestLogOptions, requestLog } from './middleware/request-log';
import { healthRoutes } from './routes/health';
import { readyRoutes } from './routes/ready';

const MAX_JSON_BODY = 1024 * 1024;
const MULTIPART_OVERHEAD = 64 * 1024;

export interface BaseAppOptions {
  /** Told of every answered request (the self-hosted server's metrics). */
  observe?: RequestLogOptions['observe'];
  /** Before every route (the self-hosted server's /metrics and console, app.ts). */
  before?: MiddlewareHandler<AppEnv>[];
}

/** Lines of a request whose deps could not load (the store failed to open): errors only. */
const FALLBACK_LOG = jsonLogger('warn');

export function baseApp(getDeps: () => ServiceDeps | Promise<ServiceDeps>, options: BaseAppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  const notAllowed = methodNotAllowed(app);
  app.notFound((c) => notAllowed(c) ?? notFoundJson(c));
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
  app.use('/api/*', controlFreePath);
  // Before every route: `/`, `/console` and `/metrics` would otherwise be slugs of the redirect group.
  for (const middleware of options.before ?? []) app.use('*', middleware);
  // Preflights are answered before any limit or auth: they carry no credential.
  for (const path of APP_FACING_PATHS) app.use(path, appCors);
  // A file name among the API's paths is matched before a templated route (method-not-allowed.ts).
  const fileNotAllowed = methodNotAllowed(app, { filesOnly: true });
  app.use('/api/*', async (c, next) => fileNotAllowed(c) ?? (await next()));
  // Before the body is read: a caller over the global API limit costs no parsing.
  app.use('/api/*', apiLimit);
  const jsonLimit = bodyLimit(MAX_JSON_BODY, (c) => c.json({ error: 'Request body is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' }, 413));
  // The CSV upload allows a 1 MB file plus its multipart envelope; busboy enforces the file's
  // own 1 MB limit with a message about the file.
  const uploadLimit = bodyLimit(MAX_JSON_BODY + MULTIPART_OVERHEAD, (c) => c.json({ error: 'CSV file is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' }, 413));
  const isUpload = (c: Context) => c.req.method === 'POST' && c.req.path === '/api/links/bulk-csv';
  app.use('/api/*', (c, next) => (isUpload(c) ? uploadLimit(c, next) : jsonLimit(c, next)));
  app.route('/', healthRoutes());
  app.route('/', readyRoutes());
  return app;
}
