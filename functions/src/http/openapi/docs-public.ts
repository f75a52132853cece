// Route docs of the public routes: health, the deferred match and its beacon, the pixel, the
// web-banner script, the link host (well-known files, the short link itself) and this
// document with its reference page.

import { z } from 'zod';
import { FORM_PASSWORD_MAX } from '../../domain/links/password-form';
import { matchResultSchema } from '../../domain/match/responses';
import { matchRequestSchema, signalsQuery, signalsSchema } from '../../domain/match/schema';
import { appleAppSiteAssociationSchema, assetLinksSchema } from '../../domain/wellknown/responses';
import { DOCS_ASSETS } from '../pages/api-docs';
import { type Named, named, type Reply, type RouteDoc } from './route-doc';

const html = (description: string, extra: Partial<Reply> = {}): Reply => ({
  description,
  media: { 'text/html': {} },
  headers: ['Cache-Control', 'Content-Security-Policy'],
  ...extra,
});
const notModified: Reply = { description: 'Not modified (If-None-Match matched the ETag)', headers: ['ETag'] };

const readySchema = z.object({ status: z.literal('ready'), checks: z.object({ store: z.literal('ok') }) });
const notReadySchema = z.object({ status: z.literal('unavailable'), checks: z.object({ store: z.literal('failed') }), error: z.string() });
const healthSchema = z.object({
  status: z.literal('ok'),
  timestamp: z.number().int().describe('Milliseconds since 1970'),
  uptime: z.number().int().min(0).describe('Seconds'),
});

function wellKnown(path: string, operationId: string, what: string, json: Named): RouteDoc {
  return {
    method: 'get',
    path,
    operationId,
    group: 'wellKnown',
    tag: 'Link host',
    auth: [],
    linkHost: 'only',
    summary: what,
    description: 'Built from the project settings; 404 until they name the app. Never a redirect (Apple and Google refuse one).',
    replies: { 200: { description: what, json, headers: ['ETag', 'Cache-Control'] }, 304: notModified },
    errors: ['NOT_FOUND'],
  };
}

const aasa = named('AppleAppSiteAssociation', appleAppSiteAssociationSchema);
/**
 * A short link's path: a slug, or any other segment, which goes to the project's catch-all URL
 * when it has one (a mistyped link still lands somewhere) and is the 404 page otherwise.
 */
const linkHostPath = z.string().min(1).meta({
  description: "The link's slug (case-sensitive). Any other path is answered too: with the project's catch-all URL, a 302 there; without, the 404 page",
  example: 'summer-sale',
});
const slugPage = {
  group: 'redirect',
  tag: 'Link host',
  auth: [],
  linkHost: 'only',
  pageLimits: true,
  errors: [],
  params: { slug: linkHostPath },
} as const;
const VISIT =
  "Unknown host or slug: the 404 page (or a 302 to the project's catch-all URL). Crawlers get a preview page; a scheduled link the Coming Soon page; an expired or capped one the 410 page; a password link the password form; a spent monthly click quota the 403 page. Otherwise by platform: a geo rule, App Clip or Instant App URL, the deepview page or the store on mobile, desktopUrl, a live fallback or the desktop deepview on the web (docs/link-host.md).";
const visitReplies: RouteDoc['replies'] = {
  200: html('A page: deepview, desktop deepview, crawler preview, Coming Soon or the password form'),
  302: {
    description: 'Where the visitor goes: the store, an app URL, desktopUrl, a geo rule, a fallback or the catch-all URL',
    headers: ['Location', 'Cache-Control'],
  },
  403: html("The project's monthly click quota is spent"),
  404: html('No such link on this host'),
  410: html('The link expired or reached its maxClicks'),
  429: html('Too many visits from this IP or to this project (or wrong passwords)', { headers: ['Cache-Control', 'Retry-After'] }),
};

const consoleConfigSchema = z.object({
  firebase: z
    .object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() })
    .nullable()
    .describe('The Firebase web config for Firebase Auth sign-in (FIREBASE_WEB_API_KEY, FIREBASE_AUTH_DOMAIN), or null: API-key sign-in only'),
  authEmulator: z.string().optional().describe('The Auth emulator URL, when FIREBASE_AUTH_EMULATOR_HOST is set'),
  password: z.boolean().describe("Whether Ferry's own accounts sign in here with email and password (POST /api/auth/login): self-hosted, yes"),
  oidc: z
    .object({ name: z.string().describe('The button label, OIDC_NAME (default `single sign-on`)') })
    .nullable()
    .describe('The single sign-on provider the console offers, whose button opens GET /api/auth/oidc/start (self-hosted with OIDC_ISSUER set); null: none'),
});

export const PUBLIC_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/console-config',
    operationId: 'getConsoleConfig',
    group: 'api',
    tag: 'Health',
    auth: [],
    summary: "The console's sign-in options",
    description:
      "Public. Whether the console offers Firebase Auth sign-in (email/password and Google) and with which web config; `firebase: null` when the deployment has no web API key (docs/console.md). Whether Ferry's own accounts sign in with a password, and which single sign-on provider the console names (docs/accounts.md).",
    replies: {
      200: {
        description: 'The sign-in options',
        json: named('ConsoleConfig', consoleConfigSchema),
        headers: ['Cache-Control'],
        example: { firebase: { apiKey: 'AIzaSyExample', authDomain: 'acme-ferry.firebaseapp.com', projectId: 'acme-ferry' }, password: false, oidc: null },
      },
    },
    errors: [],
  },
  {
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    group: 'every',
    tag: 'Health',
    auth: [],
    summary: 'Liveness',
    description: 'Answers on every host, from every function.',
    replies: { 200: { description: 'Up', json: named('Health', healthSchema) } },
    errors: [],
  },
  {
    method: 'get',
    path: '/health/ready',
    operationId: 'getReadiness',
    group: 'every',
    tag: 'Health',
    auth: [],
    summary: 'Readiness',
    description:
      'One cheap read of the store (SQLite: a query; Firestore: one document read within 2 s). 503 names the part that failed; /health stays the liveness answer.',
    replies: {
      200: { description: 'Ready', json: named('Readiness', readySchema) },
      503: { description: 'The store cannot answer', json: named('NotReady', notReadySchema), headers: ['Retry-After'] },
    },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/match',
    operationId: 'matchInstall',
    group: 'match',
    tag: 'Apps',
    auth: [],
    cors: true,
    summary: 'Deferred deep link on first launch',
    description:
      "The app asks once per install: install referrer, then clipboard token, then fingerprint (docs/deferred-deep-linking.md). The project comes from the host, else `subdomain`: called on the API host (not a project's host or custom domain) without `subdomain`, the answer is 400. 10 requests a minute per IP. `deviceInfo` is an open object: facts Ferry does not use are ignored, never stored. No credential is needed; with `debug: true` and the project's secret key as `Authorization: Bearer sk_...`, the answer adds `reason` and `checks` (why it matched or not: a code and a sentence per signal tried). Any other credential with `debug` is ignored, never refused.",
    body: {
      json: named('MatchRequest', matchRequestSchema),
      // `subdomain`: the example is sent to the API host, where the project is not in the host name.
      example: {
        subdomain: 'demo',
        deviceInfo: {
          userAgent: 'Acme/3.1 CFNetwork/1494.0.7 Darwin/23.4.0',
          timestamp: 1788000000000,
          timezone: 'Europe/Paris',
          language: 'fr-FR',
          screen: { width: 390, height: 844, pixelRatio: 3 },
        },
        clipboard: 'Qm9uam91ciBsZSBtb25kZQ',
      },
    },
    replies: {
      200: {
        description: 'The match, or `{matched: false}`',
        json: named('MatchResult', matchResultSchema),
        headers: ['Cache-Control'],
        example: {
          matched: true,
          deepLink: 'acme://sale?id=42',
          params: { campaign: 'summer' },
          slug: 'summer',
          subdomain: 'acme',
          title: 'Summer sale',
          projectId: 'prj_0123456789abcdef',
          clickedAt: '2026-08-29T10:00:00.000Z',
          matchType: 'clipboard',
          confidence: 1,
        },
      },
    },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/match/signals',
    operationId: 'sendDeviceSignals',
    group: 'api',
    tag: 'Apps',
    auth: [],
    summary: "The deepview's device signals",
    description:
      'Sent by the deepview page with sendBeacon, so any Content-Type is read as JSON. Checked like every body: 400 INVALID_ARGUMENT naming the field; a client hint of an unexpected shape is dropped.',
    query: { t: signalsQuery.shape.t.describe('The clipboard token of the click') },
    body: {
      beacon: named('DeviceSignals', signalsSchema),
      example: { timezone: 'Europe/Paris', language: 'fr-FR', screen: { width: 390, height: 844, pixelRatio: 3 } },
    },
    replies: { 204: { description: 'Taken (a token that names no click is ignored)' } },
    errors: ['INVALID_ARGUMENT'],
  },
  {
    method: 'get',
    path: '/api/pixel/{projectId}',
    operationId: 'getPixel',
    group: 'pixel',
    tag: 'Apps',
    auth: [],
    linkHost: 'also',
    summary: 'Retargeting pixel',
    description: 'A 1x1 GIF that records a keyed hash of the visitor (no cookie); the same GIF for unknown projects. 120 a minute per IP.',
    replies: {
      200: { description: 'A transparent GIF', media: { 'image/gif': { type: 'string', contentMediaType: 'image/gif' } }, headers: ['Cache-Control'] },
    },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/projects/{projectId}/journey.js',
    operationId: 'getJourneyScript',
    group: 'api',
    tag: 'Apps',
    auth: [],
    summary: 'Web banner script',
    description: 'For websites to embed (docs/web-banner.md); cacheable for 5 minutes, then revalidated with its ETag.',
    replies: {
      200: { description: 'The script', media: { 'application/javascript': { type: 'string' } }, headers: ['ETag', 'Cache-Control'] },
      304: notModified,
    },
    errors: ['NOT_FOUND'],
  },
  wellKnown('/.well-known/apple-app-site-association', 'getAppleAppSiteAssociation', 'Apple app site association (Universal Links)', aasa),
  wellKnown('/apple-app-site-association', 'getAppleAppSiteAssociationAtRoot', 'Apple app site association, at the root (older iOS)', aasa),
  wellKnown('/.well-known/assetlinks.json', 'getAssetLinks', 'Android asset links (App Links)', named('AssetLinks', assetLinksSchema)),
  {
    ...slugPage,
    method: 'get',
    path: '/{slug}',
    operationId: 'visitLink',
    summary: 'Open a short link',
    description: `A counted visit. ${VISIT}`,
    replies: visitReplies,
  },
  {
    ...slugPage,
    method: 'head',
    path: '/{slug}',
    operationId: 'checkLink',
    summary: 'Check a short link (not counted)',
    description: 'The answer a GET would get, without a body; never counted as a click.',
    replies: visitReplies,
  },
  {
    ...slugPage,
    method: 'post',
    path: '/{slug}',
    operationId: 'unlockLink',
    summary: "Send a password link's form",
    description:
      'The right password continues as a GET would; a wrong one shows the form again (401, its RateLimit-* headers counting the tries left); more than 5 wrong tries per IP and link, or 100 per link, in 15 minutes: 429, with Retry-After and RateLimit-* for that lockout.',
    body: { form: named('PasswordForm', z.object({ password: z.string().max(FORM_PASSWORD_MAX).optional() })), example: { password: 'summer-2026' } },
    replies: {
      ...visitReplies,
      400: html(
        'A form that cannot be read (malformed, the password field repeated or a file) or a password longer than 1,024 characters, refused whatever the link',
        { headers: ['Cache-Control'] },
      ),
      401: html('Wrong password: the form again'),
      413: html('The form is larger than 16 KB', { headers: ['Cache-Control'] }),
      415: html('Not a form: no body, or a body that is neither url-encoded nor multipart', { headers: ['Cache-Control'] }),
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    group: 'api',
    tag: 'Reference',
    auth: [],
    summary: 'This document',
    replies: { 200: { description: 'OpenAPI 3.1', media: { 'application/json': { type: 'object' } }, headers: ['Cache-Control'] } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs',
    operationId: 'getApiReference',
    group: 'api',
    tag: 'Reference',
    auth: [],
    summary: 'API reference page',
    replies: { 200: html('This document, rendered') },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs/assets/{file}',
    operationId: 'getApiReferenceAsset',
    group: 'api',
    tag: 'Reference',
    auth: [],
    summary: "The reference page's scripts and styles",
    params: { file: z.enum(Object.keys(DOCS_ASSETS) as [string, ...string[]]) },
    replies: {
      200: { description: 'The file', media: { 'text/javascript': { type: 'string' }, 'text/css': { type: 'string' } }, headers: ['ETag', 'Cache-Control'] },
      304: notModified,
    },
    errors: ['NOT_FOUND'],
  },
];
