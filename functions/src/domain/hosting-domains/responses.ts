// What the custom domain answer says of Firebase Hosting (GET /api/projects/:projectId/domain,
// on Firebase only): the site's headroom and, per name, the records to add and the progress.

import { z } from 'zod';

const iso = z.iso.datetime();

export const hostingNameSchema = z.object({
  name: z.string().describe("The name on the Hosting site: the project's host or its custom domain"),
  site: z.string().nullable().describe('The Hosting site it was added to; null until Ferry asked for it'),
  stage: z.enum(['not-added', 'adding', 'dns', 'certificate', 'active', 'failed', 'site-full', 'removing']),
  progress: z.string().describe('In words: "waiting for DNS", "issuing certificate", "active", or what is wrong'),
  dnsRecords: z
    .array(z.object({ type: z.string(), name: z.string(), value: z.string(), action: z.enum(['ADD', 'REMOVE']) }))
    .describe('What Hosting asks the owner to change at their DNS provider; empty once DNS is right'),
  hostState: z.string().nullable().describe("Hosting's HostState, e.g. HOST_ACTIVE"),
  ownershipState: z.string().nullable().describe("Hosting's OwnershipState, e.g. OWNERSHIP_ACTIVE"),
  certState: z.string().nullable().describe("Hosting's certificate state, e.g. CERT_ACTIVE"),
  issues: z.array(z.string()).describe('What Hosting reports as wrong, in its words'),
  lastError: z.string().nullable().describe('The last call to Hosting that failed, if the latest did; it is retried'),
  updatedAt: iso.nullable().describe('When Ferry last heard from Hosting about it'),
  nextCheckAt: iso.nullable().describe('When Ferry looks again; null when nothing is left to do'),
});

export const hostingSchema = z
  .object({
    site: z.string().describe('The Hosting site new names are added to (HOSTING_SITE_ID)'),
    domainLimit: z.number().int().describe('How many custom domains the site may carry (HOSTING_DOMAIN_LIMIT)'),
    domainsUsed: z.number().int().describe('How many Ferry has added to it'),
    headroom: z.number().int().describe('How many more it takes; at 0 new projects and domains are refused (SITE_FULL)'),
    host: hostingNameSchema,
    customDomain: hostingNameSchema.nullable(),
  })
  .describe('Firebase only, when the Hosting automation is on: the names Ferry keeps on the Hosting site');

export type HostingNameView = z.infer<typeof hostingNameSchema>;
export type HostingView = z.infer<typeof hostingSchema>;
