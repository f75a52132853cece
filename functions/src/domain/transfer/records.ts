// The export format of `ferry export` / `ferry import`: NDJSON, one record per line,
// a header first. Store-neutral: what the API answers from, not how a store keeps it (rows of
// the daily rollup, not Firestore's shard maps; counters as totals, not shards). Key hashes
// only, never a key. Every line is checked before anything is written: a file that does not
// validate is refused whole, naming its first bad line.

import { z } from 'zod';
import { MAX_STORED_SLUG_LENGTH } from '../links/slug';

export const TRANSFER_VERSION = 1;

const id = z.string().min(1).max(200);
const iso = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, 'must be an ISO 8601 UTC time');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD day');
const month = z.string().regex(/^\d{4}-\d{2}$/, 'must be a YYYY-MM month');
const count = z.number().int().min(0);

const project = z.looseObject({
  id,
  name: z.string(),
  subdomain: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/),
  plan: z.enum(['free', 'indie', 'studio']),
  ownerUid: z.string().nullable(),
  members: z.record(z.string(), z.enum(['editor', 'viewer'])),
  settings: z.looseObject({}),
  customDomain: z.looseObject({ hostname: z.string(), status: z.enum(['pending', 'active']) }).nullable(),
  createdAt: iso,
  updatedAt: iso,
});
const key = z.strictObject({
  id,
  projectId: id,
  type: z.enum(['secret', 'publishable']),
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hex digest'),
  prefix: z.string(),
  name: z.string(),
  createdAt: iso,
});
const link = z.looseObject({
  projectId: id,
  slug: z.string().min(1).max(MAX_STORED_SLUG_LENGTH),
  title: z.string(),
  params: z.looseObject({}),
  geoRouting: z.array(z.looseObject({ countries: z.array(z.string()), url: z.string() })),
  fallbackChain: z.array(z.string()),
  tags: z.array(z.string()),
  createdAt: iso,
  updatedAt: iso,
});
const campaign = z.looseObject({ id, projectId: id, name: z.string(), createdAt: iso });
const click = z.looseObject({
  id,
  projectId: id,
  slug: z.string(),
  clickedAt: iso,
  country: z.string(),
  platform: z.enum(['ios', 'android', 'web']),
  redirectChain: z.array(z.string()),
  referrerHost: z.string().nullable(),
  uaFamily: z.string(),
});
const match = z.looseObject({
  clickId: id,
  projectId: id,
  slug: z.string(),
  clickedAt: iso,
  expiresAt: iso,
  ipHash: z.string(),
  osFamily: z.enum(['ios', 'android']),
  clipboardToken: z.string().min(1),
  referrerToken: z.string().min(1),
  consumedAt: iso.nullable(),
  consumedBy: z.string().nullable(),
});
const referral = z.looseObject({
  projectId: id,
  newUserId: id,
  referrerId: id,
  status: z.enum(['attributed', 'qualified']),
  flagReason: z.enum(['self_referral', 'velocity']).nullable(),
  attributedAt: iso,
});

// A webhook with its signing secret (Ferry must sign with it after the move, so receivers keep
// verifying): an export file is as sensitive as the store itself. Pending deliveries are not
// carried: drain them before moving (docs/self-hosting.md).
const webhook = z.looseObject({
  id: z.string().regex(/^wh_[0-9a-z]{16}$/, 'must be a webhook id (wh_…)'),
  projectId: id,
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  secret: z.string().min(1),
  disabledReason: z.enum(['gone']).nullable(),
  createdAt: iso,
  updatedAt: iso,
});

export const transferRecordSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('project'), project }),
  z.strictObject({ type: z.literal('key'), key }),
  z.strictObject({ type: z.literal('link'), link, clicks: count }),
  z.strictObject({ type: z.literal('campaign'), campaign, clicks: count }),
  z.strictObject({ type: z.literal('usage'), projectId: id, month, links: count, clicks: count }),
  z.strictObject({
    type: z.literal('rollup'),
    projectId: id,
    day,
    slug: z.string(),
    country: z.string(),
    platform: z.string(),
    referrerHost: z.string(),
    referrerId: z.string(),
    clicks: count,
    installs: count,
    referrerLabel: z.string().nullable(),
    referrerLabelAt: iso.nullable(),
  }),
  z.strictObject({ type: z.literal('installs'), projectId: id, scope: z.enum(['link', 'influencer', 'campaign']), id: z.string(), installs: count }),
  z.strictObject({ type: z.literal('influencer'), projectId: id, influencerId: id, clicks: count, visitors: z.array(z.string()) }),
  z.strictObject({ type: z.literal('referral'), referral }),
  z.strictObject({
    type: z.literal('referralDay'),
    projectId: id,
    day,
    referrerId: id,
    referrals: count,
    qualified: count,
    flagged: count,
    label: z.string().nullable(),
    labelAt: iso.nullable(),
  }),
  z.strictObject({ type: z.literal('click'), click }),
  z.strictObject({ type: z.literal('match'), match }),
  z.strictObject({ type: z.literal('pixelVisitor'), projectId: id, visitorHash: z.string().min(1), firstSeen: iso, lastSeen: iso, visits: count }),
  z.strictObject({ type: z.literal('webhook'), webhook }),
]);

export type TransferRecord = z.infer<typeof transferRecordSchema>;

export const transferHeaderSchema = z.strictObject({
  type: z.literal('ferry-export'),
  version: z.literal(TRANSFER_VERSION),
  exportedAt: iso,
  source: z.enum(['sqlite', 'firestore', 'postgres']),
});

export type TransferHeader = z.infer<typeof transferHeaderSchema>;
