// The request limits of the spec's Limits table that apply to whole route groups: the global
// API limit per IP (every /api/* route) and the two redirect limits of the link host.
// docs/rate-limits.md says how they combine.

import type { MiddlewareHandler } from 'hono';
import { HOUR_MS, MINUTE_MS, TOO_MANY_REQUESTS } from '../../domain/rate-limits';
import type { LimitResult } from '../../services/deps';
import { projectForHost } from '../../services/link-host/project-for-host';
import { clientHost, clientIp } from '../client';
import type { AppEnv } from '../env';
import { rateLimit, tooManyRequests, writeLimitHeaders } from './rate-limit';

/**
 * 100 a minute per IP over every /api/* route, counted on top of a route's own limit (a
 * match request counts against both). The pixel is left out: it is an image that websites
 * embed, limited on its own (120 a minute), not an API call.
 */
export const apiLimit = rateLimit({
  name: 'api',
  limit: (limits) => limits.apiPerMinute,
  windowMs: MINUTE_MS,
  key: (c) => (c.req.path.startsWith('/api/pixel/') ? null : (clientIp(c) ?? 'unknown')),
});

/**
 * GET|POST /:slug: 60 a minute per visitor IP, then 5,000 an hour per project (whichever host
 * of it was used). A refused visit is answered with the HTML page a browser can show. One
 * middleware for both limits, so the headers are written once, for the tighter of the two.
 */
export const redirectLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { deps } = c.var;
  const { limiter, limits } = deps;
  let shownLimit = 0;
  let shown: LimitResult | undefined;
  const perIp = limits.redirectsPerMinute;
  if (perIp > 0) {
    const answer = limiter.hit(`redirect:${clientIp(c) ?? 'unknown'}`, perIp, MINUTE_MS);
    const result = answer instanceof Promise ? await answer : answer;
    if (!result.allowed) return tooManyRequests(c, perIp, result, TOO_MANY_REQUESTS, 'html');
    shownLimit = perIp;
    shown = result;
  }
  const perProject = limits.projectRedirectsPerHour;
  if (perProject > 0) {
    // The cached host lookup the visit itself makes next; unknown hosts have no project budget.
    const project = await projectForHost(deps, clientHost(c));
    if (project) {
      const answer = limiter.hit(`project-redirects:${project.id}`, perProject, HOUR_MS);
      const result = answer instanceof Promise ? await answer : answer;
      if (!result.allowed) return tooManyRequests(c, perProject, result, TOO_MANY_REQUESTS, 'html');
      if (shown === undefined || result.remaining < shown.remaining) {
        shownLimit = perProject;
        shown = result;
      }
    }
  }
  if (shown !== undefined) writeLimitHeaders(c, shownLimit, shown);
  return next();
};
