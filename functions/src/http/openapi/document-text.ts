// The prose and fixed parts of the OpenAPI document: introduction, tags, credentials, headers.

const KEY = 'A project API key, sent as `Authorization: Bearer <key>`.';

export const SECURITY_SCHEMES = {
  secretKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sk_live_…',
    description: `${KEY} A secret key (\`sk_live_…\`) acts for its own project, on every route but the owner's (keys, members, project creation). Server side only.`,
  },
  publishableKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'pk_live_…',
    description: `${KEY} A publishable key (\`pk_live_…\`) may only call referral track and qualify; safe in apps and websites.`,
  },
  idToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A Firebase ID token of a signed-in user: acts for the projects where the user is owner or member (`editor` writes, `viewer` reads). The project comes from `projectId`.',
  },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'ferry_session',
    description:
      "Self-hosted: the console's session after signing in with a Ferry account (`POST /api/auth/login` or single sign-on), in an HttpOnly cookie, named `__Host-ferry_session` when BASE_URL is https. Acts exactly as an ID token of that account. Sent with an `Authorization` header, it is ignored. A request that changes something must come from BASE_URL's origin (`Origin`), or it is refused with 403.",
  },
};

const integer = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });

export const HEADERS = {
  'RateLimit-Limit': integer('Requests allowed in the window of the tightest limit that applies (sent while the limit is on)'),
  'RateLimit-Remaining': integer('Requests left in that window'),
  'RateLimit-Reset': integer('Seconds until that window ends'),
  'Retry-After': integer('Seconds to wait before trying again (at least 1)'),
  Location: { description: 'Where to go', schema: { type: 'string' } },
  'X-Next-Cursor': { description: 'The cursor of the next page; absent on the last page', schema: { type: 'string' } },
  Link: { description: 'RFC 8288 `<…&cursor=…>; rel="next"`; absent on the last page', schema: { type: 'string' } },
  ETag: { description: 'Send it back in If-None-Match to get a 304', schema: { type: 'string' } },
  'Cache-Control': { description: 'How long the answer may be kept', schema: { type: 'string' } },
  'Content-Disposition': {
    description: 'attachment; filename="…" (the download name: the slug for QR images, the project, report and day for CSV)',
    schema: { type: 'string' },
  },
  'X-Export-From': { description: 'The first day exported (YYYY-MM-DD)', schema: { type: 'string' } },
  'X-Export-To': { description: 'The last day exported (YYYY-MM-DD)', schema: { type: 'string' } },
  'X-Export-Cut': {
    description: '`true` when the days asked for were more than 92: the oldest were left out (ask again for them)',
    schema: { type: 'string' },
  },
  'Content-Security-Policy': { description: 'What the page may load', schema: { type: 'string' } },
};

export const TAGS = [
  { name: 'Projects', description: 'Projects, settings, API keys and members' },
  { name: 'Custom domains', description: 'A project host on your own domain (indie and studio plans)' },
  { name: 'Links', description: 'Short links. Every route also exists under /api/projects/{projectId}/links' },
  { name: 'Bulk and migration', description: 'Many links at once, from JSON, CSV or legacy dynamic links' },
  { name: 'Exports', description: 'Links, clicks and reports as CSV files (docs/exports.md)' },
  { name: 'Webhooks', description: 'Signed HTTP calls to your backend when links, installs and referrals happen (docs/webhooks.md)' },
  { name: 'Campaigns', description: 'Named groups of links, with their clicks and installs' },
  { name: 'Analytics', description: 'Clicks and installs by day, country, platform, referrer, link and influencer (docs/analytics.md)' },
  { name: 'Referrals', description: 'Who invited whom: attribution, qualification, funnel and leaderboard (docs/referrals.md)' },
  { name: 'Apps', description: 'What apps, websites and the deepview call: no credential, or a publishable key' },
  { name: 'Link host', description: 'Served on project hosts `<subdomain>.<SHORT_DOMAIN>` and active custom domains' },
  { name: 'Health', description: "Liveness, readiness and the console's sign-in options" },
  { name: 'Reference', description: 'This document and its page' },
];

export const INTRODUCTION = `Ferry's HTTP API: projects, keys, links, reports, the deferred match, and the link host that
serves short links. Generated from the zod schemas the routes validate with; the prose guide is
docs/api.md.

**Credentials.** \`Authorization: Bearer <credential>\`: a secret key (\`sk_live_…\`), a publishable
key (\`pk_live_…\`, referral track and qualify only) or a Firebase ID token. Each operation lists the
ones it accepts; public ones list none. A missing or unknown credential is 401, one that may not act
on the project 403.

**Errors.** Every error is JSON \`{error, code, field?}\`. Each operation lists the codes it can
answer at each status. Request bodies are strict: a field the route does not know is refused with
400 \`Unknown field: <name>\` (\`additionalProperties: false\`), so a typo never drops a setting. Open
objects stay open: link \`params\` and match \`deviceInfo\`.

**Limits.** 100 requests a minute per IP on /api/*, 10 on /api/match, 60 visits a minute per IP and
5,000 an hour per project on the link host, 1,000 links an hour per API key (defaults). Limited routes
send \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; a 429 adds \`Retry-After\`.
A request body is at most 1 MB.

**Link host.** Short links and the well-known files answer on each project's host
\`<subdomain>.<SHORT_DOMAIN>\` (and its active custom domain) with redirects and HTML pages.`;
