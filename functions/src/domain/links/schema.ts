// The one set of link schemas: single create, bulk/batch/CSV items, updates.
// Routes parse with these; services receive typed, normalised input. Strict: a field they do
// not name is 400 `Unknown field: <name>`; `params` stays an open object.

import { z } from 'zod';
import * as f from './fields';
import { MAX_TITLE_LENGTH } from './title';

// Descriptions go into the OpenAPI document (http/openapi/), where clients read them.
const optionalFields = {
  params: f.params,
  slug: f.slug.describe('Custom slug, case-sensitive; generated from the title when omitted'),
  desktopUrl: f.httpUrl('desktopUrl').describe('Where desktop visitors go instead of the desktop deepview (http or https)'),
  utmSource: f.text('utmSource', 200),
  utmMedium: f.text('utmMedium', 200),
  utmCampaign: f.text('utmCampaign', 200),
  utmContent: f.text('utmContent', 200),
  utmTerm: f.text('utmTerm', 200),
  expiresAt: f.isoDateTime('expiresAt').describe('From then on the link answers 410'),
  maxClicks: f.maxClicks.describe('After this many clicks the link answers 410'),
  matchWindowMinutes: f.matchWindowMinutes.describe("Minutes after a click that a fingerprint match may name it; overrides the project's"),
  password: f.password.describe('Visitors must enter it first; stored as a hash, never returned'),
  scheduledAt: f.isoDateTime('scheduledAt').describe('Until then visitors see a Coming Soon page'),
  geoRouting: f.geoRouting.describe('Visitors from these countries go to url; answered as {countries, url}'),
  fallbackChain: f.fallbackChain.describe('https URLs (or {url}) probed in order for web visitors without desktopUrl; the first live one wins'),
  influencerId: f.text('influencerId', 128).describe('Counts clicks and installs for this influencer'),
  campaignId: f.text('campaignId', f.MAX_CAMPAIGN_ID_LENGTH).describe('The campaign (cmp_…) the link belongs to'),
  ogTitle: f.text('ogTitle', 300).describe('Social preview title'),
  ogDescription: f.text('ogDescription', 1000).describe('Social preview description'),
  ogImageUrl: f.httpsUrl('ogImageUrl').describe('Social preview image (https)'),
  tags: f.tags,
  appClipUrl: f.httpsUrl('appClipUrl').describe('iPhone visitors go to this App Clip URL (https)'),
  instantAppUrl: f.httpsUrl('instantAppUrl').describe('Android visitors go to this Instant App URL (https)'),
  expiredUrl: f
    .httpUrl('expiredUrl')
    .describe("Expired, capped or not-yet-scheduled visits go here (302) instead of the 410 or Coming Soon page; overrides the project's"),
};

const DEEP_LINK = 'The in-app route, any scheme but javascript:, data:, vbscript: and file:; #{...} variables are filled in';
const projectId = f.nonBlankText('projectId', 128).optional();

/** Bulk, batch and CSV items: only the title is required (deepLink too on a single create). */
export const linkItemSchema = z.strictObject({
  projectId,
  title: f.requiredText('title', MAX_TITLE_LENGTH),
  deepLink: f.deepLink.optional().describe(DEEP_LINK),
  ...Object.fromEntries(Object.entries(optionalFields).map(([k, s]) => [k, s.optional()])),
} as { projectId: typeof projectId; title: ReturnType<typeof f.requiredText>; deepLink: z.ZodOptional<typeof f.deepLink> } & {
  [K in keyof typeof optionalFields]: z.ZodOptional<(typeof optionalFields)[K]>;
});

/** POST /api/links: deepLink is required too. */
export const createLinkSchema = linkItemSchema.extend({ deepLink: f.deepLink.describe(DEEP_LINK) });

/** PUT /api/links/:slug: any create field; `null` clears an optional one. */
export const updateLinkSchema = z
  .strictObject({
    projectId,
    title: f.requiredText('title', MAX_TITLE_LENGTH).optional(),
    deepLink: f.deepLink.nullable().optional().describe(DEEP_LINK),
    ...Object.fromEntries(Object.entries(optionalFields).map(([k, s]) => [k, s.nullable().optional()])),
  } as { projectId: typeof projectId; title: z.ZodOptional<ReturnType<typeof f.requiredText>>; deepLink: z.ZodOptional<z.ZodNullable<typeof f.deepLink>> } & {
    [K in keyof typeof optionalFields]: z.ZodOptional<z.ZodNullable<(typeof optionalFields)[K]>>;
  })
  .extend({ slug: f.slug.optional() });

/** At most 100 links per request on /api/links/bulk and /api/links/batch. */
export const MAX_BULK_ITEMS = 100;

/**
 * The bodies read without parsing them whole (items are parsed one by one with linkItemSchema,
 * so an error names `links.3.title`): the routes refuse fields these do not name, and the
 * OpenAPI document is made from them.
 */
export const bulkBodySchema = z.strictObject({ projectId, links: z.array(linkItemSchema).min(1).max(MAX_BULK_ITEMS) });
export const batchBodySchema = z.array(linkItemSchema).min(1).max(MAX_BULK_ITEMS);
/** The copy takes every setting from its source; the body may only name the project. */
export const cloneBodySchema = z.strictObject({ projectId });

export type LinkItemInput = z.output<typeof linkItemSchema>;
export type CreateLinkInput = z.output<typeof createLinkSchema>;
export type UpdateLinkInput = z.output<typeof updateLinkSchema>;

/** GET /api/links/resolve/{slug}: the link's project by its subdomain; empty is the same 400 as missing. */
export const resolveQuery = z.object({ subdomain: z.string().min(1) });
