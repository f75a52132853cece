// GET /api/links/resolve/:slug?subdomain=: an installed app turns a short URL into its deep
// link and params as JSON (no redirect, no click counted).

import { AppError, notFound } from '../../domain/errors';
import { fillVariables } from '../../domain/redirect/variables';
import type { ServiceDeps } from '../deps';
import { projectForSubdomain } from '../project-hosts/project-for-host';
import { cachedLink } from './cached-link';

export async function resolveLink(deps: ServiceDeps, slug: string | undefined, subdomain: string | undefined) {
  if (!slug || !subdomain) throw new AppError('INVALID_ARGUMENT', 'slug and subdomain are required');
  const project = await projectForSubdomain(deps, subdomain);
  const link = project ? await cachedLink(deps, project.id, slug) : null;
  const now = deps.now().getTime();
  const live = link && !(link.expiresAt && Date.parse(link.expiresAt) <= now) && !(link.scheduledAt && Date.parse(link.scheduledAt) > now);
  // A password link's deep link and params are what its password protects, and a link at its
  // click cap is deactivated: this public endpoint must not give out either.
  if (!link || !live || link.passwordHash) throw notFound('Link not found');
  if (link.maxClicks !== undefined && (await deps.store.links.clickCount(project!.id, link.slug)) >= link.maxClicks) throw notFound('Link not found');
  // The resolve answer types deepLink as a string, and client libraries decode it as one: a link made
  // without one (bulk, CSV) answers "", which the libraries read as "open the app's home". Its
  // variables are filled as on every URL Ferry sends; the app's platform and country are not
  // known here, so #{platform} and #{country} stay as written.
  const deepLink = link.deepLink ? fillVariables(link.deepLink, { slug: link.slug, now: deps.now(), query: {} }) : '';
  return { slug: link.slug, deepLink, params: link.params, title: link.title };
}
