// The one set of link schemas (decisions §4): single create, bulk/batch/CSV items, updates.
// Routes parse with these; services receive typed, normalised input. Strict: a field they do
// not name is 400 `Unknown field: <name>` (decisions §3); `params` stays an open object.

import { z } from 'zod';
import * as f from './fields';

const optionalFields = {
  params: f.params,
  slug: f.slug,
  desktopUrl: f.httpUrl('desktopUrl'),
  utmSource: f.text('utmSource', 200),
  utmMedium: f.text('utmMedium', 200),
  utmCampaign: f.text('utmCampaign', 200),
  utmContent: f.text('utmContent', 200),
  utmTerm: f.text('utmTerm', 200),
  expiresAt: f.isoDateTime('expiresAt'),
  maxClicks: f.maxClicks,
  matchWindowMinutes: f.matchWindowMinutes,
  password: f.password,
  scheduledAt: f.isoDateTime('scheduledAt'),
  geoRouting: f.geoRouting,
  fallbackChain: f.fallbackChain,
  influencerId: f.text('influencerId', 128),
  campaignId: f.text('campaignId', 128),
  ogTitle: f.text('ogTitle', 300),
  ogDescription: f.text('ogDescription', 1000),
  ogImageUrl: f.httpsUrl('ogImageUrl'),
  tags: f.tags,
  appClipUrl: f.httpsUrl('appClipUrl'),
  instantAppUrl: f.httpsUrl('instantAppUrl'),
};

const projectId = f.text('projectId', 128).min(1, 'projectId is required').optional();

/** Bulk, batch and CSV items: only the title is required (decisions §4). */
export const linkItemSchema = z.strictObject({
  projectId,
  title: f.requiredText('title', 200),
  deepLink: f.deepLink.optional(),
  ...Object.fromEntries(Object.entries(optionalFields).map(([k, s]) => [k, s.optional()])),
} as { projectId: typeof projectId; title: ReturnType<typeof f.requiredText>; deepLink: z.ZodOptional<typeof f.deepLink> } & {
  [K in keyof typeof optionalFields]: z.ZodOptional<(typeof optionalFields)[K]>;
});

/** POST /api/links: deepLink is required too. */
export const createLinkSchema = linkItemSchema.extend({ deepLink: f.deepLink });

/** PUT /api/links/:slug: any create field; `null` clears an optional one. */
export const updateLinkSchema = z.strictObject({
  projectId,
  title: f.requiredText('title', 200).optional(),
  deepLink: f.deepLink.nullable().optional(),
  ...Object.fromEntries(Object.entries(optionalFields).map(([k, s]) => [k, s.nullable().optional()])),
} as { projectId: typeof projectId; title: z.ZodOptional<ReturnType<typeof f.requiredText>>; deepLink: z.ZodOptional<z.ZodNullable<typeof f.deepLink>> } & {
  [K in keyof typeof optionalFields]: z.ZodOptional<z.ZodNullable<(typeof optionalFields)[K]>>;
}).extend({ slug: f.slug.optional() });

/** Limits table: 100 links per request on /api/links/bulk and /api/links/batch. */
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
