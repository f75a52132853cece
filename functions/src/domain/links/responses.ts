// What the link routes answer, as zod schemas: the OpenAPI document is made from these, and the
// contract tests check every answer against it. Plain objects, so the document marks them
// closed (`additionalProperties: false`): a field added to an answer must be added here too.
// `params` stays an open object, as on input.

import { z } from 'zod';

const iso = z.iso.datetime();
const count = z.number().int().min(0);
const params = z.record(z.string(), z.unknown()).describe('Key-value payload returned on match and resolve (open object)');

export const linkSchema = z.object({
  slug: z.string(),
  title: z.string(),
  shortUrl: z.url(),
  projectId: z.string(),
  deepLink: z.string().optional(),
  params,
  desktopUrl: z.string().optional(),
  utmSource: z.string().optional(),
  utmMedium: z.string().optional(),
  utmCampaign: z.string().optional(),
  utmContent: z.string().optional(),
  utmTerm: z.string().optional(),
  expiresAt: iso.optional(),
  maxClicks: z.number().int().min(1).optional(),
  matchWindowMinutes: z.number().int().min(1).max(1440).optional(),
  scheduledAt: iso.optional(),
  geoRouting: z.array(z.object({ countries: z.array(z.string().length(2)), url: z.string() })),
  fallbackChain: z.array(z.string()),
  influencerId: z.string().optional(),
  campaignId: z.string().optional(),
  ogTitle: z.string().optional(),
  ogDescription: z.string().optional(),
  ogImageUrl: z.string().optional(),
  tags: z.array(z.string()),
  appClipUrl: z.string().optional(),
  instantAppUrl: z.string().optional(),
  expiredUrl: z.string().optional(),
  createdAt: iso,
  updatedAt: iso,
  health: z
    .object({ status: z.enum(['live', 'dead']), checkedAt: iso, lastError: z.string().nullable() })
    .optional()
    .describe('The daily check of the web destination (desktopUrl, else the fallback chain); absent until the first check'),
  hasPassword: z.boolean().describe('The password itself is never returned'),
  fallbackUrl: z.string().nullable().describe('The first URL of fallbackChain'),
  clicks: count.optional().describe('All-time clicks; on GET of a link and in the list'),
});

export const linkCreatedSchema = z.object({ success: z.literal(true), slug: z.string(), shortUrl: z.url(), link: linkSchema });
export const linkChangedSchema = z.object({ success: z.literal(true), link: linkSchema });
export const successSchema = z.object({ success: z.literal(true) });

export const clickHistoryItemSchema = z.object({
  clickedAt: iso,
  country: z.string().length(2).describe('ISO 3166-1 alpha-2; XX when unknown'),
  redirectChain: z.array(z.string()),
  platform: z.enum(['ios', 'android', 'web']),
  referrerHost: z.string().nullable(),
  userAgentFamily: z.string(),
});

export const resolveResultSchema = z.object({ slug: z.string(), deepLink: z.string().describe('"" when the link has none'), params, title: z.string() });

export const qrCodeSchema = z.object({
  qrCode: z
    .string()
    .regex(/^data:image\/(png|svg\+xml);base64,/)
    .describe('A data URL of the image'),
  shortUrl: z.url(),
});

const createdLink = z.object({ slug: z.string(), shortUrl: z.url() });

export const bulkResultSchema = z.object({
  success: z.literal(true),
  created: count,
  links: z.array(createdLink),
  limitReached: z.literal(true).optional().describe("Only when the plan's monthly link limit stopped part of the request"),
  notCreated: count.optional(),
});

export const csvImportResultSchema = bulkResultSchema.extend({
  skipped: count,
  errors: z.array(z.object({ row: z.number().int().min(2).describe('Line of the file where the record starts (header = 1)'), message: z.string() })),
});
