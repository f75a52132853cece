// The internal listener's app (127.0.0.1:INTERNAL_PORT, never proxied): the TLS proxy's
// on-demand question and a liveness check. Nothing here is reachable from the public ports.

import { Hono } from 'hono';
import { invalid, notFound } from '../../domain/errors';
import { parseTlsName } from '../../domain/hosts/tls-name';
import type { ServiceDeps } from '../../services/deps';
import { allowedTlsName } from '../../services/tls/allowed-name';
import type { AppEnv } from '../env';
import { asError, notFoundJson, onError } from '../errors';
import { healthRoutes } from '../routes/health';

export interface InternalAppOptions {
  /** BASE_URL's host: the API and console get a certificate too. */
  apiHost: string;
}

export function createInternalApp(getDeps: () => ServiceDeps, options: InternalAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.notFound(notFoundJson);
  app.use('*', async (c, next) => {
    c.set('deps', getDeps());
    try {
      await next();
    } catch (thrown) {
      c.res = onError(asError(thrown), c);
    }
  });
  app.route('/', healthRoutes());
  // Caddy's `ask`: 200 lets it issue a certificate for `domain`; any other status refuses.
  app.get('/tls/allowed', async (c) => {
    const raw = c.req.query('domain');
    if (raw === undefined || raw === '') throw invalid('domain', 'domain is required');
    const name = parseTlsName(raw);
    if (name === null) throw invalid('domain', 'domain must be a host name like go.example.com, without a scheme, port or path');
    const answer = await allowedTlsName(c.var.deps, name, options.apiHost);
    if (!answer) throw notFound(`${name} is not a host Ferry serves`);
    return c.json({ allowed: true, domain: name, ...answer });
  });
  return app;
}
