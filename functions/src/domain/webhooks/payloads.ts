// The `data` of each event type (docs/webhooks.md). Built from what the stores keep, never a
// raw IP, a user agent, a key or a password: a visitor is described by platform, country and
// the referring host only.

import type { ClickEvent } from '../clicks/types';
import type { LinkRecord } from '../links/types';
import type { ReferralRecord } from '../referrals/types';
import type { WebhookEvent } from './types';

export const linkData = (link: LinkRecord, shortUrl: string) => ({
  slug: link.slug,
  shortUrl,
  title: link.title,
  deepLink: link.deepLink ?? null,
  desktopUrl: link.desktopUrl ?? null,
  tags: link.tags,
  campaignId: link.campaignId ?? null,
  createdAt: link.createdAt,
});

export const referralData = (r: ReferralRecord) => ({
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

/** install.matched: the click an install came from, and how it was found. */
export const installData = (m: { slug: string; clickId: string; clickedAt: string; osFamily: string }, matchType: string, confidence: number, at: string) => ({
  slug: m.slug,
  clickId: m.clickId,
  clickedAt: m.clickedAt,
  platform: m.osFamily,
  matchType,
  confidence,
  matchedAt: at,
});

export function eventOf(id: string, type: WebhookEvent['type'], projectId: string, createdAt: string, data: Record<string, unknown>): WebhookEvent {
  return { id, type, createdAt, projectId, data };
}

/** link.clicked: one counted visit, described without the visitor's IP or user agent. */
export const clickData = (click: ClickEvent) => ({
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
