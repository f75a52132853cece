// Reading the link host and short URLs without `new URL`: React Native's URL polyfill throws
// "not implemented" for hostname and pathname on many versions still in use.

import { FerryError } from './errors.js';

export interface LinkHost {
  /** scheme://host[:port] as configured, no trailing slash: names the install's stored answer. */
  origin: string;
  /** Where the calls go: `origin`, except that a *.localhost host is called on localhost (below). */
  apiOrigin: string;
  /** The project's subdomain: the `subdomain` option, else the host's first label. */
  subdomain: string | undefined;
  /** Named in the match body: the `subdomain` option, or the label a *.localhost host loses. */
  bodySubdomain: string | undefined;
}

const ORIGIN = /^(https?):\/\/([^/?#@\s]+)/i;
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * Every *.localhost name is loopback (RFC 6761) and browsers and curl treat it so, but Node's
 * resolver answers ENOTFOUND for demo.localhost on most systems, and fetch will not send a
 * Host header naming the project instead (browsers forbid it; Node's fetch silently sends its
 * own). So demo.localhost:8080 is called as localhost:8080 with the project named by
 * subdomain, which every call here can carry (match body, resolve query; referrals take the
 * project from the key): the same server and the same answers in Node, browsers and React Native.
 */
export function readLinkHost(host: string, subdomain?: string): LinkHost {
  const found = ORIGIN.exec(host.trim());
  if (!found) throw new FerryError(0, 'CONFIG', `host must be the project's link host URL, such as https://acme.links.example.com (got "${host}")`);
  const scheme = found[1]!.toLowerCase();
  const authority = found[2]!.toLowerCase();
  const label = firstLabel(authority);
  const loopback = /^[^[]+\.localhost(:\d+)?$/.exec(authority);
  return {
    origin: `${scheme}://${authority}`,
    apiOrigin: loopback ? `${scheme}://localhost${loopback[1] ?? ''}` : `${scheme}://${authority}`,
    subdomain: subdomain ?? label,
    bodySubdomain: subdomain ?? (loopback ? label : undefined),
  };
}

/** acme.links.example.com -> acme; an IP address or a one-label host (localhost) names no project. */
function firstLabel(authority: string): string | undefined {
  if (authority.startsWith('[')) return undefined; // IPv6 literal
  const hostname = authority.replace(/:\d+$/, '');
  if (/^\d+(\.\d+){3}$/.test(hostname) || !hostname.includes('.')) return undefined;
  return hostname.split('.')[0];
}

/**
 * The slug of a short URL (its first path segment), or the slug itself. Null when the input
 * cannot be one of Ferry's slugs, so no request is made for it.
 */
export function slugOf(urlOrSlug: string): string | null {
  const input = urlOrSlug.trim();
  const origin = ORIGIN.exec(input);
  const path = origin ? input.slice(origin[0].length) : input;
  const segment = path.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return SLUG.test(slug) ? slug : null;
}
