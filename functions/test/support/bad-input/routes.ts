// The route table of the bad-input sweep (test/http/bad-input-*.test.ts): every route of the
// app, how it authenticates, what its errors look like and what its body holds.

export type Auth = 'secret' | 'owner' | 'none';
/** json: errors are JSON. page: the link host (HTML). public: a documented 2xx/3xx for any input. */
export type Kind = 'json' | 'page' | 'public';
export interface Body {
  strings: string[];
  arrays?: string[];
  objects?: string[];
  /** Puts an item (JSON text) where the route expects its items; `item` is a valid one. */
  wrap?: (item: string) => string;
  item?: () => object;
  valid: () => unknown;
  /** The route documents that it ignores what the body holds. */
  ignored?: true;
  /** Bad items are reported one by one in a 200 answer (as documented): then nothing may be written. */
  itemErrors?: true;
}
export interface Route {
  method: string;
  path: string;
  auth: Auth;
  kind: Kind;
  body?: Body;
  multipart?: true;
  host?: 'link';
  /** Sent after each probe's own query (the probe's value wins): keeps QR images small and quick. */
  extraQuery?: string;
}

let unique = 0;
export const next = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;
export const LINK_STRINGS = ['title', 'deepLink', 'slug', 'desktopUrl', 'utmSource', 'expiresAt', 'password'];
export const linkBody: Body = {
  strings: LINK_STRINGS,
  arrays: ['tags', 'fallbackChain'],
  objects: ['params'],
  valid: () => ({ title: 'T', deepLink: 'acme://x' }),
};
export const LEGACY = 'https://acme.page.link/?link=https%3A%2F%2Facme.example%2Fp%2F1&st=Hello';
export const CSV = 'multipart/form-data; boundary=XyZ';
export const csvBody = (file: string) =>
  `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="l.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--XyZ--\r\n`;

type Seeded = { id: string; secretKey: string; ownerUid: string; ownerToken: string; project: { subdomain: string } };
/** The two projects of the sweep, set by the harness before its tests. */
export const projects = {} as { acme: Seeded; other: Seeded };

export const ROUTES: Route[] = [
  { method: 'GET', path: '/health', auth: 'none', kind: 'json' },
  { method: 'GET', path: '/health/ready', auth: 'none', kind: 'public' },
  {
    method: 'POST',
    path: '/api/projects',
    auth: 'owner',
    kind: 'json',
    body: { strings: ['name', 'subdomain'], valid: () => ({ name: 'N', subdomain: `s${next()}` }) },
  },
  { method: 'GET', path: '/api/projects', auth: 'owner', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p', auth: 'owner', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/usage', auth: 'owner', kind: 'json' },
  {
    method: 'PATCH',
    path: '/api/projects/:p',
    auth: 'owner',
    kind: 'json',
    body: {
      strings: ['name', 'appName', 'iconUrl', 'uriScheme', 'catchAllUrl'],
      arrays: ['allowedDomains'],
      objects: ['ios', 'android', 'deepview'],
      valid: () => ({ appName: 'Acme' }),
    },
  },
  { method: 'GET', path: '/api/projects/:p/keys', auth: 'owner', kind: 'json' },
  { method: 'POST', path: '/api/projects/:p/keys', auth: 'owner', kind: 'json', body: { strings: ['type', 'name'], valid: () => ({ type: 'publishable' }) } },
  { method: 'DELETE', path: '/api/projects/:p/keys/:k', auth: 'owner', kind: 'json' },
  { method: 'PATCH', path: '/api/projects/:p/members/:u', auth: 'owner', kind: 'json', body: { strings: ['role'], valid: () => ({ role: 'viewer' }) } },
  { method: 'DELETE', path: '/api/projects/:p/members/:u', auth: 'owner', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/members', auth: 'owner', kind: 'json' },
  {
    method: 'POST',
    path: '/api/projects/:p/members',
    auth: 'owner',
    kind: 'json',
    body: { strings: ['email', 'uid', 'role'], valid: () => ({ email: `m${next()}@sweep.example`, role: 'viewer' }) },
  },
  { method: 'DELETE', path: '/api/projects/:p/invites/:e', auth: 'owner', kind: 'json' },
  {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    kind: 'json',
    body: { strings: ['email', 'password'], valid: () => ({ email: 'nobody@sweep.example', password: 'not the password' }) },
  },
  {
    method: 'POST',
    path: '/api/auth/invitation',
    auth: 'none',
    kind: 'json',
    body: { strings: ['token', 'password'], valid: () => ({ token: 'no-such-token', password: 'a long pass phrase' }) },
  },
  { method: 'GET', path: '/api/auth/session', auth: 'none', kind: 'json' },
  { method: 'POST', path: '/api/auth/logout', auth: 'none', kind: 'json' },
  // No provider is configured in the sweeps: both answer their JSON 404 (test/oidc/ signs in through one).
  { method: 'GET', path: '/api/auth/oidc/start', auth: 'none', kind: 'json' },
  { method: 'GET', path: '/api/auth/oidc/callback', auth: 'none', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/domain', auth: 'owner', kind: 'json' },
  {
    method: 'PUT',
    path: '/api/projects/:p/domain',
    auth: 'owner',
    kind: 'json',
    body: { strings: ['hostname'], valid: () => ({ hostname: `go${next()}.example.com` }) },
  },
  { method: 'POST', path: '/api/projects/:p/domain/verify', auth: 'owner', kind: 'json', body: { strings: [], valid: () => ({}), ignored: true } },
  { method: 'DELETE', path: '/api/projects/:p/domain', auth: 'owner', kind: 'json' },
  ...['/api/links', '/api/projects/:p/links'].flatMap((base): Route[] => [
    { method: 'POST', path: base, auth: 'secret', kind: 'json', body: linkBody },
    { method: 'GET', path: base, auth: 'secret', kind: 'json' },
    { method: 'GET', path: `${base}/:s`, auth: 'secret', kind: 'json' },
    { method: 'PUT', path: `${base}/:s`, auth: 'secret', kind: 'json', body: { ...linkBody, valid: () => ({ title: 'Renamed' }) } },
    { method: 'DELETE', path: `${base}/:s`, auth: 'secret', kind: 'json' },
    { method: 'POST', path: `${base}/:s/clone`, auth: 'secret', kind: 'json', body: { strings: ['projectId'], valid: () => ({}) } },
    { method: 'GET', path: `${base}/:s/history`, auth: 'secret', kind: 'json' },
    { method: 'GET', path: `${base}/:s/qr`, auth: 'secret', kind: 'json', extraQuery: 'size=64' },
    { method: 'GET', path: `${base}/:s/qr/png`, auth: 'secret', kind: 'json', extraQuery: 'size=64' },
  ]),
  { method: 'GET', path: '/api/links/resolve/:s', auth: 'none', kind: 'json' },
  { method: 'GET', path: '/api/links/resolve', auth: 'none', kind: 'json' },
  {
    method: 'POST',
    path: '/api/links/bulk',
    auth: 'secret',
    kind: 'json',
    body: { ...linkBody, wrap: (item) => `{"links":[${item}]}`, item: () => ({ title: 'B' }), valid: () => ({ links: [{ title: 'B' }] }) },
  },
  {
    method: 'POST',
    path: '/api/links/batch',
    auth: 'secret',
    kind: 'json',
    body: { ...linkBody, wrap: (item) => `[${item}]`, item: () => ({ title: 'B' }), valid: () => [{ title: 'B' }] },
  },
  { method: 'POST', path: '/api/links/bulk-csv', auth: 'secret', kind: 'json', multipart: true },
  { method: 'GET', path: '/api/links/bulk-csv/template', auth: 'none', kind: 'public' },
  { method: 'POST', path: '/api/migration/preview', auth: 'none', kind: 'json', body: { strings: ['legacyLink'], valid: () => ({ legacyLink: LEGACY }) } },
  {
    method: 'POST',
    path: '/api/migration/convert',
    auth: 'secret',
    kind: 'json',
    body: { strings: [], arrays: ['legacyLinks'], valid: () => ({ legacyLinks: [LEGACY] }), itemErrors: true },
  },
  { method: 'POST', path: '/api/campaigns', auth: 'secret', kind: 'json', body: { strings: ['name', 'description'], valid: () => ({ name: `c${next()}` }) } },
  { method: 'GET', path: '/api/campaigns', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/analytics', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/links/export.csv', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/links/export.csv', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/clicks.csv', auth: 'secret', kind: 'json' },
  {
    method: 'POST',
    path: '/api/projects/:p/webhooks',
    auth: 'secret',
    kind: 'json',
    body: { strings: ['url'], arrays: ['events'], valid: () => ({ url: `https://h${next()}.example.com/x`, events: ['link.deleted'] }) },
  },
  { method: 'GET', path: '/api/projects/:p/webhooks', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/webhooks/:w', auth: 'secret', kind: 'json' },
  {
    method: 'PATCH',
    path: '/api/projects/:p/webhooks/:w',
    auth: 'secret',
    kind: 'json',
    body: { strings: ['url'], arrays: ['events'], valid: () => ({ enabled: false }) },
  },
  { method: 'DELETE', path: '/api/projects/:p/webhooks/:w', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/webhooks/:w/deliveries', auth: 'secret', kind: 'json' },
  { method: 'POST', path: '/api/projects/:p/webhooks/:w/test', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/analytics.csv', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/projects/:p/usage', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/analytics/influencers', auth: 'secret', kind: 'json' },
  {
    method: 'POST',
    path: '/api/referrals/track',
    auth: 'secret',
    kind: 'json',
    body: { strings: ['referrerId', 'newUserId', 'referrerLabel', 'linkId'], valid: () => ({ referrerId: 'r1', newUserId: `u${next()}` }) },
  },
  {
    method: 'POST',
    path: '/api/referrals/qualify',
    auth: 'secret',
    kind: 'json',
    body: { strings: ['newUserId', 'event'], valid: () => ({ newUserId: 'nobody' }) },
  },
  { method: 'GET', path: '/api/referrals', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/referrals/stats', auth: 'secret', kind: 'json' },
  { method: 'GET', path: '/api/referrals/leaderboard', auth: 'secret', kind: 'json' },
  {
    method: 'POST',
    path: '/api/match',
    auth: 'none',
    kind: 'json',
    body: {
      strings: ['subdomain', 'userAgent', 'clipboard', 'installReferrer'],
      objects: ['deviceInfo'],
      valid: () => ({ subdomain: projects.acme.project.subdomain, userAgent: 'x' }),
    },
  },
  {
    method: 'POST',
    path: '/api/match/signals',
    auth: 'none',
    kind: 'json',
    body: {
      strings: ['timezone', 'language', 'platformVersion', 'model'],
      arrays: ['languages'],
      objects: ['screen'],
      valid: () => ({ timezone: 'Europe/Paris' }),
    },
  },
  { method: 'GET', path: '/api/pixel/:p', auth: 'none', kind: 'public' },
  { method: 'GET', path: '/api/projects/:p/journey.js', auth: 'none', kind: 'json' },
  { method: 'GET', path: '/api/openapi.json', auth: 'none', kind: 'json' },
  { method: 'GET', path: '/api/console-config', auth: 'none', kind: 'json' },
  { method: 'GET', path: '/api/docs', auth: 'none', kind: 'json' },
  { method: 'GET', path: '/api/docs/assets/ferry-docs.js', auth: 'none', kind: 'json' },
  { method: 'GET', path: '/.well-known/apple-app-site-association', auth: 'none', kind: 'json', host: 'link' },
  { method: 'GET', path: '/apple-app-site-association', auth: 'none', kind: 'json', host: 'link' },
  { method: 'GET', path: '/.well-known/assetlinks.json', auth: 'none', kind: 'json', host: 'link' },
  { method: 'GET', path: '/:s', auth: 'none', kind: 'page', host: 'link' },
  { method: 'HEAD', path: '/:s', auth: 'none', kind: 'page', host: 'link' },
  { method: 'POST', path: '/:s', auth: 'none', kind: 'page', host: 'link', body: { strings: ['password'], valid: () => 'password=x', ignored: true } },
];

/** What one request looks like; `refuse`: only a 4xx is right; `unchanged`: nothing may be written whatever the status. */
export interface Probe {
  route: Route;
  label: string;
  path?: string;
  query?: string;
  body?: string;
  contentType?: string | null;
  headers?: Record<string, string>;
  method?: string;
  refuse: boolean;
  unchanged?: boolean;
  kind?: Kind;
}
