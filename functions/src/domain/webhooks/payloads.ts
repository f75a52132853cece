// The `data` of each event, built from what the stores keep (docs/webhooks.md): one builder per
// payload, each typed by its schema in payload-schemas.ts (through events.ts), so a field the
// schema does not name fails the type check here. Never a raw IP, a user agent, a key or a
// password: a visitor is described by platform, country and the referring host only.

import type { ClickEvent } from '../clicks/types';
import type { LinkHealth, LinkRecord } from '../links/types';
import type { ReferralRecord } from '../referrals/types';
import type { DeliveredEventType, WebhookPayload } from './events';
import type { WebhookEvent } from './types';

/** link.created. */
export const linkData = (link: LinkRecord, shortUrl: string): WebhookPayload<'link.created'> => ({
  slug: link.slug,
  shortUrl,
  title: link.title,
  deepLink: link.deepLink ?? null,
  desktopUrl: link.desktopUrl ?? null,
  tags: link.tags,
  campaignId: link.campaignId ?? null,
  createdAt: link.createdAt,
});

/** link.deleted: the link is gone, so only its slug and when. */
export const deletedData = (slug: string, at: string): WebhookPayload<'link.deleted'> => ({ slug, deletedAt: at });

/** link.broken: the check that found it dead, and when the one before it was made. */
export const brokenData = (link: LinkRecord, shortUrl: string, health: LinkHealth): WebhookPayload<'link.broken'> => ({
  slug: link.slug,
  shortUrl,
  title: link.title,
  desktopUrl: link.desktopUrl ?? null,
  fallbackChain: link.fallbackChain,
  lastError: health.lastError,
  checkedAt: health.checkedAt,
  previousCheckAt: link.health?.checkedAt ?? null,
});

/** referral.tracked and referral.qualified. */
export const referralData = (r: ReferralRecord): WebhookPayload<'referral.tracked'> => ({
  newUserId: r.newUserId,
  referrerId: r.referrerId,
  referrerLabel: r.referrerLabel ?? null,
  linkId: r.linkId ?? null,
  status: r.status,
  flagReason: r.flagReason,
  attributedAt: r.attributedAt,
  qualifiedAt: r.qualifiedAt ?? null,
  qualifyEvent: r.qualifyEvent ?? null,
});

type Install = WebhookPayload<'install.matched'>;

/** install.matched: the click an install came from, and how it was found. */
export const installData = (
  m: { slug: string; clickId: string; clickedAt: string; osFamily: Install['platform'] },
  matchType: Install['matchType'],
  confidence: number,
  at: string,
): Install => ({
  slug: m.slug,
  clickId: m.clickId,
  clickedAt: m.clickedAt,
  platform: m.osFamily,
  matchType,
  confidence,
  matchedAt: at,
});

/** link.clicked: one counted visit, described without the visitor's IP or user agent. */
export const clickData = (click: ClickEvent): WebhookPayload<'link.clicked'> => ({
  slug: click.slug,
  clickId: click.id,
  clickedAt: click.clickedAt,
  platform: click.platform,
  country: click.country,
  os: click.os ?? null,
  osVersion: click.osVersion ?? null,
  browser: click.uaFamily,
  referrerHost: click.referrerHost,
  campaignId: click.campaignId ?? null,
  influencerId: click.influencerId ?? null,
});

/** webhook.test. */
export const testData = (webhookId: string): WebhookPayload<'webhook.test'> => ({ webhookId, message: 'A test event from Ferry' });

/** The body of every delivery; `data` must be the payload of `type`. */
export function eventOf<T extends DeliveredEventType>(id: string, type: T, projectId: string, createdAt: string, data: WebhookPayload<T>): WebhookEvent {
  return { id, type, createdAt, projectId, data };
}
