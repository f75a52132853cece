// The request limits (docs/rate-limits.md) that apply to whole route groups: the global
// API limit per IP (every /api/* route) and the two redirect limits of the link host.
// docs/rate-limits.md says how they combine.

import type { MiddlewareHandler } from 'hono';
import { couldBeStoredSlug } from '../../domain/links/slug';
import { HOUR_MS, MINUTE_MS, TOO_MANY_REQUESTS } from '../../domain/rate-limits';
import type { LimitResult } from '../../runtime-ports';
import { projectForHost } from '../../services/project-hosts/project-for-host';
import { clientHost, clientLimitKey } from '../client';
import type { AppEnv } from '../env';
import { rateLimit, showLimit, tooManyRequests } from './rate-limit';

/**
 * 100 a minute per IP over every /api/* route, counted on top of a route's own limit (a
 * match request counts against both). The pixel is left out: it is an image that websites
 * embed, limited on its own (120 a minute), not an API call.
 */
export const apiLimit = rateLimit({
  name: 'api',
  limit: (limits) => limits.apiPerMinute,
  windowMs: MINUTE_MS,
  key: (c) => (c.req.path.startsWith('/api/pixel/') ? null : clientLimitKey(c)),
});

/**
 * GET|POST /:slug: 60 a minute per visitor IP, then 5,000 an hour per project (whichever host
 * of it was used). A refused visit is answered with the HTML page a browser can show. One
 * middleware for both limits, so the headers are written once, for the tighter of the two.
 *
 * On Firestore each check is a transaction, so the two run side by side rather than one after
 * the other (a redirect waits for one round trip, not two). An IP the limiter already knows
 * is over its budget is refused before the project's budget is touched, so one noisy client
 * cannot spend a project's hour; the first refusals of a window on a new instance may still
 * count against the project, at most once per instance and window.
 */
export const redirectLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { deps } = c.var;
  const { limiter, limits } = deps;
  const perIp = limits.redirectsPerMinute;
  const perProject = limits.projectRedirectsPerHour;
  const ipAnswer = perIp > 0 ? limiter.hit(`redirect:${clientLimitKey(c)}`, perIp, MINUTE_MS) : undefined;
  if (ipAnswer && !(ipAnswer instanceof Promise) && !ipAnswer.allowed) return tooManyRequests(c, perIp, ipAnswer, TOO_MANY_REQUESTS, 'html');
  // The cached host lookup the visit itself makes next; unknown hosts have no project budget,
  // nor do paths longer than any slug (the visit answers them 404 without a lookup).
  const project = perProject > 0 && couldBeStoredSlug(c.req.param('slug') ?? '') ? await projectForHost(deps, clientHost(c)) : null;
  const projectAnswer = project ? limiter.hit(`project-redirects:${project.id}`, perProject, HOUR_MS) : undefined;
  // The in-memory limiter answers synchronously: then nothing is awaited.
  const pending = ipAnswer instanceof Promise || projectAnswer instanceof Promise;
  const [ip, perProjectResult] = pending ? await Promise.all([ipAnswer, projectAnswer]) : [ipAnswer, projectAnswer];
  if (ip && !ip.allowed) return tooManyRequests(c, perIp, ip, TOO_MANY_REQUESTS, 'html');
  if (perProjectResult && !perProjectResult.allowed) return tooManyRequests(c, perProject, perProjectResult, TOO_MANY_REQUESTS, 'html');
  const shown: [number, LimitResult] | undefined =
    ip && (!perProjectResult || ip.remaining <= perProjectResult.remaining) ? [perIp, ip] : perProjectResult ? [perProject, perProjectResult] : undefined;
  // Through showLimit, so that a tighter window met later (a password's tries) can take over.
  if (shown) showLimit(c, shown[0], shown[1]);
  return next();
};
