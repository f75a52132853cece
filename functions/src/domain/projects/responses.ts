// What the project, key, member and domain routes answer, as zod schemas (see
// links/responses.ts for why they are closed objects). Settings that are not set are left out.

import { z } from 'zod';
import { hostingSchema } from '../hosting-domains/responses';

const iso = z.iso.datetime();
const role = z.enum(['editor', 'viewer']);

export const customDomainSchema = z
  .object({
    hostname: z.string(),
    status: z.enum(['pending', 'active']).describe('active once DNS verification passed; new links then use it'),
    dnsRecord: z.object({ type: z.literal('CNAME'), name: z.string(), value: z.string() }).describe('The record to create at your DNS provider'),
  })
  .nullable();

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  plan: z.enum(['free', 'indie', 'studio']),
  ownerUid: z.string().nullable(),
  customDomain: z.object({ hostname: z.string(), status: z.enum(['pending', 'active']) }).nullable(),
  matchWindowMinutes: z.number().int().min(1).max(1440).describe('The fingerprint match window in force (1440 when not set)'),
  clickRetentionDays: z.number().int().min(1).max(3650).describe('Days raw clicks are kept (90 when not set); counters and daily reports are kept for good'),
  createdAt: iso,
  updatedAt: iso,
  appName: z.string().optional(),
  iconUrl: z.string().optional(),
  uriScheme: z.string().optional(),
  ios: z
    .object({ bundleId: z.string().optional(), teamId: z.string().optional(), appStoreId: z.string().optional(), appClipBundleId: z.string().optional() })
    .optional(),
  android: z.object({ packageName: z.string().optional(), sha256CertFingerprints: z.array(z.string()).optional() }).optional(),
  deepview: z
    .object({
      enabled: z.boolean().optional(),
      primaryColor: z.string().optional(),
      backgroundColor: z.string().optional(),
      layout: z.string().optional(),
      removeBranding: z.boolean().optional(),
    })
    .optional(),
  allowedDomains: z.array(z.string()).optional(),
  catchAllUrl: z.string().optional(),
  expiredUrl: z.string().optional().describe('Where expired, capped or not-yet-scheduled links send visitors when they name no expiredUrl of their own'),
  host: z.string().describe("Where the project's links live: its subdomain host, or its active custom domain"),
  members: z.array(z.object({ uid: z.string(), role })),
});

export const projectChangedSchema = z.object({ success: z.literal(true), project: projectSchema });

const meter = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().positive().nullable().describe("The plan's monthly limit; null when the plan has none"),
});

export const projectUsageSchema = z.object({
  month: z.string().describe('The UTC calendar month counted, e.g. 2026-11'),
  plan: z.enum(['free', 'indie', 'studio']),
  links: meter.describe('Links created this month'),
  clicks: meter.describe('Clicks counted this month'),
  hostingDomains: z
    .object({
      site: z.string().describe('The Firebase Hosting site new names are added to'),
      used: z.number().int().min(0).describe('Custom domains Ferry has added to it, for every project'),
      limit: z.number().int().positive().describe('How many it may carry (HOSTING_DOMAIN_LIMIT)'),
      headroom: z.number().int().min(0).describe('How many more it takes; at 0 new projects and custom domains are refused (SITE_FULL)'),
    })
    .optional()
    .describe("On Firebase with the Hosting automation on: the room left on the Hosting site every project's host and custom domain is added to"),
});

export const apiKeySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  type: z.enum(['secret', 'publishable']),
  prefix: z.string().describe('The first characters of the key, to tell keys apart'),
  name: z.string(),
  createdAt: iso,
});

export const apiKeyCreatedSchema = apiKeySchema.extend({
  success: z.literal(true),
  key: z
    .string()
    .regex(/^(sk|pk)_live_/)
    .describe('The key itself: shown once, only its hash is stored'),
});

export const memberChangedSchema = z.object({ success: z.literal(true), member: z.object({ uid: z.string(), role }) });

export const domainSchema = z.object({ domain: customDomainSchema, hosting: hostingSchema.optional() });
export const domainSetSchema = z.object({ success: z.literal(true), domain: customDomainSchema, project: projectSchema });
export const domainVerifiedSchema = z.object({
  success: z.literal(true),
  verified: z.boolean(),
  reason: z.string().optional().describe('Why DNS does not verify yet (only when verified is false)'),
  domain: customDomainSchema,
});
export const domainRemovedSchema = z.object({ success: z.literal(true), domain: z.null() });
