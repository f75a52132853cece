// GET /metrics on the API host of the self-hosted server: Prometheus text, only
// with `Authorization: Bearer <METRICS_TOKEN>`. Without the token set, there is no route at
// all (off by default). On project hosts `/metrics` stays a slug like any other.

import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { isApiHost } from '../console/serve-console';
import type { AppEnv } from '../env';

export interface MetricsRouteOptions {
  token: string;
  /** BASE_URL: its host is the API host. */
  baseUrl: string;
  render(): Promise<{ contentType: string; body: string }>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function metricsRoute(options: MetricsRouteOptions): MiddlewareHandler<AppEnv> {
  const apiHost = new URL(options.baseUrl).host.toLowerCase();
  const expected = digest(options.token);
  return async (c, next) => {
    if (c.req.path !== '/metrics' || c.req.method !== 'GET' || !(await isApiHost(c, apiHost))) return next();
    const offered = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    // Digests of equal length, compared in constant time: the answer says nothing of the token.
    if (!offered || !timingSafeEqual(digest(offered), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ error: 'A valid metrics token is required', code: 'UNAUTHENTICATED' }, 401);
    }
    const { contentType, body } = await options.render();
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  };
}
