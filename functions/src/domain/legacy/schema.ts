// Bodies and answers of the migration routes (POST /api/migration/preview and /convert). The
// routes refuse body fields these do not name; entries of legacyLinks are read one by one, and
// one that cannot be converted is reported in `errors`, not refused. The OpenAPI document is
// made from these.

import { z } from 'zod';
import { MAX_BULK_ITEMS } from '../links/schema';

const legacyUrl = z.string().describe('A long legacy dynamic link, e.g. https://x.page.link/?link=...');

export const previewBodySchema = z.strictObject({ legacyLink: legacyUrl });

export const convertBodySchema = z.strictObject({
  projectId: z.string().min(1).max(128).optional(),
  legacyLinks: z.array(legacyUrl).min(1).max(MAX_BULK_ITEMS),
});

export const migrationPreviewSchema = z.object({
  deepLink: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  utmSource: z.string(),
  utmMedium: z.string(),
  utmCampaign: z.string(),
  utmContent: z.string(),
  utmTerm: z.string(),
  ogImageUrl: z.string(),
  desktopUrl: z.string(),
  title: z.string(),
  fallbackChain: z.array(z.string()),
  appSettings: z
    .object({ androidPackageName: z.string().optional(), iosBundleId: z.string().optional(), iosAppStoreId: z.string().optional() })
    .describe('Project settings the legacy link named (apn, ibi, isi): set them on the project'),
  notes: z.array(z.string()).describe('What did not map exactly, one sentence each'),
});

export const convertResultSchema = z.object({
  converted: z.number().int().min(0),
  failed: z.number().int().min(0),
  links: z.array(z.object({ slug: z.string(), shortUrl: z.url(), legacyLink: z.string(), notes: z.array(z.string()) })),
  errors: z.array(z.object({ index: z.number().int().min(0), legacyLink: z.string().describe('The entry as sent'), reason: z.string() })),
});
