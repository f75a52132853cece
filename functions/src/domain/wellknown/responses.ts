// The well-known files Ferry serves per project host, as zod schemas (closed objects: see
// links/responses.ts): Apple's and Google's formats, as far as Ferry fills them in.

import { z } from 'zod';

export const appleAppSiteAssociationSchema = z.object({
  applinks: z.object({
    apps: z.array(z.string()).max(0),
    details: z.array(
      z.object({
        appIDs: z.array(z.string()),
        components: z.array(z.object({ '/': z.string(), exclude: z.literal(true).optional() })),
        appID: z.string(),
        paths: z.array(z.string()),
      }),
    ),
  }),
  appclips: z.object({ apps: z.array(z.string()) }).optional(),
});

export const assetLinksSchema = z.array(
  z.object({
    relation: z.array(z.string()),
    target: z.object({ namespace: z.literal('android_app'), package_name: z.string(), sha256_cert_fingerprints: z.array(z.string()) }),
  }),
);
