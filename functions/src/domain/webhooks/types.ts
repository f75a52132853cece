// Webhooks and their deliveries as the stores keep them.

import type { DeliveredEventType, WebhookEventType, WebhookPayload } from './events';

export interface WebhookRecord {
  id: string;
  projectId: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /**
   * The signing key. Kept as it is, unlike API keys: Ferry must sign with it on every delivery,
   * so a hash would not do. Answered once, at creation; never by a read.
   */
  secret: string;
  /** Why Ferry turned it off (the receiver answered 410), null otherwise. */
  disabledReason: 'gone' | null;
  /**
   * link.clicked is raised for the clicks made from this instant on (services/webhooks/
   * click-events.ts moves it ahead); set when the webhook starts taking link.clicked, so a new
   * subscription never replays old clicks. Never answered by the API.
   */
  clicksFrom?: string;
  createdAt: string;
  updatedAt: string;
}

/** The JSON body of every delivery (eventBodySchema in payload-schemas.ts describes it). */
export interface WebhookEvent {
  id: string;
  type: DeliveredEventType;
  createdAt: string;
  projectId: string;
  data: WebhookPayload<DeliveredEventType>;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryRecord {
  id: string;
  projectId: string;
  webhookId: string;
  eventId: string;
  eventType: WebhookEvent['type'];
  /** The exact body sent on every attempt (so the signature covers the same bytes). */
  body: string;
  eventAt: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  /** The last attempt's HTTP status, null when it got none. */
  responseStatus: number | null;
  lastError: string | null;
  durationMs: number | null;
  createdAt: string;
  updatedAt: string;
}
