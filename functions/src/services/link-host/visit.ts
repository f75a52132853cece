// GET or POST /:slug on a project host: find the project and link, ask decideRedirect, do
// the I/O it needs (fallback probes, password check, click recording) and answer a redirect
// or a page view. The click write finishes before the answer: on Cloud Functions there is no
// CPU after the response.

import { shortUrl } from '../../domain/links/short-url';
import { couldBeStoredSlug } from '../../domain/links/slug';
import { decideAfterProbe, decideMissingLink, decideRedirect, expiredUrlOf } from '../../domain/redirect/decide-redirect';
import { parseUserAgent } from '../../platform/user-agent';
import { StoreUnavailableError } from '../../store/ports';
import type { HeaderReader, ServiceDeps } from '../deps';
import { cachedLink } from '../links/cached-link';
import { projectForHost } from '../project-hosts/project-for-host';
import { clickQuotaSpent } from './click-quota';
import { orLostClick } from './lost-clicks';
import type { PageView, VisitOutcome } from './page-view';
import { lookOf, pageFor } from './pages-for';
import { checkPassword } from './password-gate';
import { matchTokens, recordVisit } from './record-visit';

export interface VisitRequest {
  host: string | undefined;
  slug: string;
  /** Set on POST /:slug (the password form). */
  password?: string;
  /** HEAD requests (link checkers, prefetchers) see the answer but are never counted. */
  dryRun?: boolean;
  userAgent: string;
  ip: string | null;
  headers: HeaderReader;
  query: Record<string, string>;
  referer: string | null;
}

/** A read the redirect can do without: when the store cannot answer now, its safe default. */
async function orStoreFault<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof StoreUnavailableError) return fallback;
    throw error;
  }
}

const NOT_FOUND: VisitOutcome = { type: 'page', status: 404, view: { page: 'not-found' }, look: { layout: 'card', branding: true } };

export async function visitLink(deps: ServiceDeps, req: VisitRequest): Promise<VisitOutcome> {
  // Longer than any slug: no link, no lookup (nor a cache entry keyed by a 1,000-character path).
  if (!couldBeStoredSlug(req.slug)) return NOT_FOUND;
  const project = await projectForHost(deps, req.host);
  if (!project) return NOT_FOUND;
  const link = await cachedLink(deps, project.id, req.slug);
  if (!link) {
    const catchAll = decideMissingLink(project);
    if (catchAll) return { type: 'redirect', location: catchAll.location };
    return { type: 'page', status: 404, view: { page: 'not-found' }, look: lookOf(project) };
  }
  const look = lookOf(project);
  const url = shortUrl(project, link.slug, deps.hosts);
  let passwordAccepted = false;
  if (req.password !== undefined && link.passwordHash) {
    const answer = await checkPassword(deps, link, req.ip, req.password);
    if (answer.verdict !== 'ok') {
      const locked = answer.verdict === 'locked';
      const minutes = Math.max(1, Math.ceil((answer.window.result.resetAt - deps.now().getTime()) / 60_000));
      const error = locked ? `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` : 'Wrong password. Try again.';
      const view: PageView = { page: 'password', title: link.title, error, action: `/${encodeURIComponent(link.slug)}` };
      return { type: 'page', status: locked ? 429 : 401, view, look, limit: answer.window };
    }
    passwordAccepted = true;
  }
  const agent = parseUserAgent(req.userAgent);
  const country = deps.countryOf(req.headers, req.ip);
  // Match tokens only mean something on mobile, where the click can lead to an install.
  const tokens = agent.platform === 'web' ? { clipboardToken: '', referrerToken: '' } : matchTokens();
  const visitor = {
    platform: agent.platform,
    crawler: agent.crawler,
    inAppBrowser: agent.inAppBrowser,
    country,
    query: req.query,
    now: deps.now(),
    passwordAccepted,
    // The link is known: a store that cannot answer these reads must not fail its redirect.
    clickQuotaSpent: !agent.crawler && (await orStoreFault(() => clickQuotaSpent(deps, project), false)),
    clicksSoFar: link.maxClicks === undefined ? 0 : await orStoreFault(() => deps.store.links.clickCount(project.id, link.slug), 0),
    referrerToken: tokens.referrerToken,
  };
  const first = decideRedirect(link, project, visitor, url);
  const decision = first.kind === 'probe' ? decideAfterProbe(url, await deps.firstLiveUrl(first.urls)) : first;
  if (decision.count && !req.dryRun) {
    const facts = { agent, country, ip: req.ip, userAgent: req.userAgent, referer: req.referer, chain: decision.chain, ...tokens };
    const record = async () => {
      const recorded = await recordVisit(deps, project, link, facts);
      if (recorded === 'recorded') deps.metrics?.clickRecorded();
      return recorded;
    };
    const outcome = await orLostClick(record, 'recorded', { projectId: project.id, slug: link.slug }, deps);
    if (outcome === 'capped') {
      // The cap was reached by a concurrent visit between the count read and this write.
      const location = expiredUrlOf(link, project);
      return location ? { type: 'redirect', location } : { type: 'page', status: 410, view: { page: 'gone', reason: 'capped' }, look };
    }
  }
  if (decision.kind === 'redirect') return { type: 'redirect', location: decision.location };
  return { type: 'page', status: decision.status, view: await pageFor(deps, decision, { project, link, url, agent, tokens }), look };
}
