// @ferry/sdk/admin: the typed client of Ferry's management API (projects, keys, links, bulk,
// analytics, referrals, campaigns, domains), for dashboards, scripts and CI. Its types are
// generated from the OpenAPI document that the server itself builds from the zod schemas that
// validate requests (docs/openapi.json -> api.ts), and openapi-fetch sends the requests, so no
// request or answer shape is written a second time by hand.

import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './api.js';

export type { components, operations, paths, webhooks } from './api.js';
/** The webhook events, each with its one-line summary (for a form's checkboxes, as the console's). */
export { webhookEvents } from './api.js';
/** Every error answer: `{error, code, field?}` (docs/api.md, Errors). */
export type ApiError = components['schemas']['Error'];
export type FerryAdmin = Client<paths>;

export interface FerryAdminOptions {
  /** The API host, e.g. `https://api.links.example.com` or `http://localhost:8080`. */
  baseUrl: string;
  /**
   * A secret key (`sk_live_…`) or a Firebase ID token, or a function that answers one per
   * request: ID tokens expire hourly, so a console passes `() => user.getIdToken()`.
   */
  credential?: string | (() => string | null | undefined | Promise<string | null | undefined>);
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * `const { data, error } = await admin.GET('/api/links/{id}', { params: { path: { id: 'promo' } } })`:
 * `data` is the typed answer, `error` the typed `{error, code, field?}`.
 */
export function createFerryAdmin(options: FerryAdminOptions): FerryAdmin {
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: options.fetch });
  client.use({
    async onRequest({ request }) {
      const credential = typeof options.credential === 'function' ? await options.credential() : options.credential;
      if (credential) request.headers.set('Authorization', `Bearer ${credential}`);
      return request;
    },
  });
  return client;
}
