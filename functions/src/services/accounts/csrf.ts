// A browser sends the session cookie with requests other sites cause (a form posted to Ferry, a
// fetch from a page on a sibling host): SameSite=Lax stops most of them, not those of a
// same-site host (a project's host under the same domain). So a change signed in by the cookie
// must prove it comes from the console's own origin: its Origin header, which browsers set on
// every non-GET request and a page cannot forge, or, from a browser that sends no Origin,
// Sec-Fetch-Site: same-origin. Reads (GET, HEAD, OPTIONS) change nothing and pass.

import { forbidden } from '../../domain/errors';

export interface RequestOrigin {
  method: string;
  origin: string | undefined;
  fetchSite: string | undefined;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = "Cross-site request refused: a request signed in by the console's cookie must come from the console's own origin";

export function fromOwnOrigin(baseUrl: string, request: RequestOrigin): boolean {
  if (SAFE.has(request.method.toUpperCase())) return true;
  if (request.origin !== undefined) return request.origin === new URL(baseUrl).origin;
  return request.fetchSite === 'same-origin';
}

/** Throws the 403 for a change that came from elsewhere. */
export function requireOwnOrigin(baseUrl: string, request: RequestOrigin): void {
  if (!fromOwnOrigin(baseUrl, request)) throw forbidden(CROSS_SITE_REFUSED);
}

/**
 * Sign-in and set-password carry no cookie yet, but a page elsewhere must not sign a visitor in
 * to an account of its choosing either (login CSRF): a browser's Origin, when sent, must be
 * ours. Clients that are not browsers (curl, scripts) send none and pass.
 */
export function requireNoForeignOrigin(baseUrl: string, request: RequestOrigin): void {
  const foreign =
    (request.origin !== undefined && request.origin !== new URL(baseUrl).origin) || request.fetchSite === 'cross-site' || request.fetchSite === 'same-site';
  if (foreign) throw forbidden(CROSS_SITE_REFUSED);
}
