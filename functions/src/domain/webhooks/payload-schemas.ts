// The `data` of each event Ferry delivers, as zod schemas: events.ts ties each event type to
// one of them, payloads.ts builds each from records to its type, and the OpenAPI document's
// `webhooks` section is made from them. Plain objects, so the document marks them closed: a
// field added to a payload must be added here. Never a raw IP, user agent, key or password.

import { z } from 'zod';

const iso = z.iso.datetime();
const slug = z.string().describe("The link's slug");

export const linkPayloadSchema = z.object({
  slug,
  shortUrl: z.string(),
  title: z.string(),
  deepLink: z.string().nullable(),
  desktopUrl: z.string().nullable(),
  tags: z.array(z.string()),
  campaignId: z.string().nullable(),
  createdAt: iso,
});

export const linkDeletedPayloadSchema = z.object({ slug, deletedAt: iso });

export const clickPayloadSchema = z.object({
  slug,
  clickId: z.string(),
  clickedAt: iso,
  platform: z.enum(['ios', 'android', 'web']),
  country: z.string().describe('ISO 3166-1 alpha-2, `XX` when unknown'),
  os: z.string().nullable(),
  osVersion: z.string().nullable(),
  browser: z.string().describe('Browser or app family from the user agent ("Mobile Safari", "Instagram")'),
  referrerHost: z.string().nullable(),
  campaignId: z.string().nullable(),
  influencerId: z.string().nullable(),
});

export const linkBrokenPayloadSchema = z.object({
  slug,
  shortUrl: z.string(),
  title: z.string(),
  desktopUrl: z.string().nullable(),
  fallbackChain: z.array(z.string()),
  lastError: z.string().nullable().describe('The URL found dead and what it answered'),
  checkedAt: iso,
  previousCheckAt: iso.nullable().describe('null when the link had never been checked'),
});

export const installPayloadSchema = z.object({
  slug,
  clickId: z.string(),
  clickedAt: iso,
  platform: z.enum(['ios', 'android']),
  matchType: z.enum(['referrer', 'clipboard', 'fingerprint']),
  confidence: z.number().min(0).max(1),
  matchedAt: iso,
});

export const referralPayloadSchema = z.object({
  newUserId: z.string(),
  referrerId: z.string(),
  referrerLabel: z.string().nullable(),
  linkId: z.string().nullable().describe("The invite link's slug, when the client library knew it"),
  status: z.enum(['attributed', 'qualified']),
  flagReason: z.enum(['self_referral', 'velocity']).nullable().describe('Set when the attribution is flagged as likely fraud'),
  attributedAt: iso,
  qualifiedAt: iso.nullable(),
  qualifyEvent: z.string().nullable(),
});

export const testPayloadSchema = z.object({ webhookId: z.string(), message: z.string() });

/** The JSON body of every delivery: the event's envelope around its `data`. */
export const eventBodySchema = (type: string, data: z.ZodObject) =>
  z.object({
    id: z.string().describe('The same on every retry (and sent as Ferry-Webhook-Id): drop duplicates by it'),
    type: z.literal(type),
    createdAt: iso,
    projectId: z.string(),
    data,
  });
