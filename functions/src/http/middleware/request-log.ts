// One structured log line per request, and the request id every answer carries.
//
// - `X-Request-Id`: the caller's own when it looks like an id (a proxy's, a client's retry
//   key), else a new UUID; echoed on the response and on every log line of the request, so a
//   user's bug report can be found in the logs.
// - The line: Cloud Logging's `httpRequest` (method, path, status, latency, size), the route
//   group, the trace of X-Cloud-Trace-Context / traceparent. Never the query string, a raw IP,
//   a referrer, a header with a credential, or a link-host visitor's user agent (personal
//   data under the GDPR in combination; the click record keeps only its parsed family).
// - Severity: ERROR for 5xx, INFO otherwise; health checks at DEBUG (a load balancer asks
//   every few seconds). LOG_LEVEL chooses what is written.

import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../../runtime-ports';
import type { ServiceDeps } from '../../services/deps';
import type { AppEnv } from '../env';
import { fromCloudTrace, fromTraceparent, traceFields } from '../trace-context';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const MAX_USER_AGENT = 200;

export type RouteGroupName = 'api' | 'match' | 'pixel' | 'wellKnown' | 'health' | 'metrics' | 'link';

/** The route group a path belongs to, for logs and metrics (a bounded set of labels). */
export function routeGroupOf(path: string): RouteGroupName {
  if (path === '/api/match' || path.startsWith('/api/match/')) return 'match';
  if (path.startsWith('/api/pixel/')) return 'pixel';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/.well-known/') || path === '/apple-app-site-association') return 'wellKnown';
  if (path === '/health' || path.startsWith('/health/')) return 'health';
  if (path === '/metrics') return 'metrics';
  return 'link';
}

export interface RequestLogOptions {
  /** Where lines go when the request has no deps (they failed to load). */
  fallback: Logger;
  /** Told of every answered request (metrics). */
  observe?: (group: RouteGroupName, method: string, status: number, seconds: number) => void;
}

export function requestLog(options: RequestLogOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const offered = c.req.header('x-request-id');
    const requestId = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
    c.set('requestId', requestId);
    await next();
    const seconds = (performance.now() - started) / 1000;
    const { status } = c.res;
    setResponseHeader(c, 'X-Request-Id', requestId);
    const path = c.req.path;
    const group = routeGroupOf(path);
    options.observe?.(group, c.req.method, status, seconds);
    const deps = c.get('deps') as ServiceDeps | undefined;
    const log = deps?.log ?? options.fallback;
    const level = status >= 500 ? 'error' : group === 'health' ? 'debug' : 'info';
    // The redirect path at LOG_LEVEL=warn builds nothing.
    if (!log.enabled(level)) return;
    const userAgent = group === 'link' ? undefined : c.req.header('user-agent')?.slice(0, MAX_USER_AGENT);
    const size = c.res.headers.get('content-length');
    const fields = {
      httpRequest: {
        requestMethod: c.req.method,
        requestUrl: path,
        status,
        latency: `${seconds.toFixed(3)}s`,
        ...(size ? { responseSize: size } : {}),
        ...(userAgent ? { userAgent } : {}),
      },
      group,
      requestId,
      ...traceFields(fromTraceparent(c.req.header('traceparent')) ?? fromCloudTrace(c.req.header('x-cloud-trace-context')), deps?.traceProject),
    };
    log[level](`${c.req.method} ${path} ${status}`, fields);
  };
}

/** Some responses (a fetched or static one) have immutable headers: copy them then. */
function setResponseHeader(c: Parameters<MiddlewareHandler<AppEnv>>[0], name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
