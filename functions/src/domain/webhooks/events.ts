// The events a webhook may subscribe to (docs/webhooks.md), and which plans may take
// the high-volume one: `link.clicked` is one delivery per counted visit.

import type { Plan } from '../projects/types';

export const WEBHOOK_EVENTS = [
  'link.clicked',
  'install.matched',
  'referral.tracked',
  'referral.qualified',
  'link.created',
  'link.deleted',
  'link.broken',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** At most this many webhooks per project. */
export const MAX_WEBHOOKS_PER_PROJECT = 10;

/** Events a plan may subscribe to: every one but `link.clicked` on the free plan. */
export function eventAllowed(plan: Plan, type: WebhookEventType): boolean {
  return type !== 'link.clicked' || plan !== 'free';
}

export const CLICK_EVENTS_PLAN_MESSAGE = 'link.clicked webhooks need the indie or studio plan';
