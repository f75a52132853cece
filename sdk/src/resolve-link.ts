// resolve: a short link opened while the app is installed (Universal Links, App Links) turned
// into its deep link and params by GET /api/links/resolve/:slug?subdomain= (no click counted).

import { FerryError } from './errors.js';
import { type LinkHost, slugOf } from './link-host.js';
import { requestJson, type Transport } from './request.js';
import type { ResolvedLink } from './types.js';

export interface ResolveContext {
  transport: Transport;
  host: LinkHost;
}

export async function resolveLink(ctx: ResolveContext, urlOrSlug: string): Promise<ResolvedLink | null> {
  const slug = slugOf(urlOrSlug);
  if (!slug) return null; // no path, or a path no Ferry slug can have: nothing to ask
  // The resolve route names the project by subdomain, whatever host it is called on.
  const { subdomain } = ctx.host;
  if (!subdomain)
    throw new FerryError(0, 'CONFIG', 'resolve needs the project subdomain: pass `subdomain` to createFerry when host is not <subdomain>.<domain>');
  const url = `${ctx.host.apiOrigin}/api/links/resolve/${encodeURIComponent(slug)}?subdomain=${encodeURIComponent(subdomain)}`;
  // 404: unknown, expired, scheduled, password-protected or capped link: all "not a link to open".
  const answer = await requestJson(ctx.transport, { url, method: 'GET', expected: [404] });
  if (answer.status === 404) return null;
  const link = answer.body as Partial<ResolvedLink> | null;
  if (!link || typeof link.slug !== 'string' || typeof link.deepLink !== 'string') {
    throw new FerryError(answer.status, 'BAD_RESPONSE', 'Ferry answered the resolve with an unexpected body');
  }
  return link as ResolvedLink;
}
