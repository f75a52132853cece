// The store port of webhooks and their delivery outbox (part of Store, ports.ts). Every adapter
// implements it and passes functions/test/contract/suite/webhook-contract.ts.

import type { DeliveryRecord, WebhookRecord } from '../domain/webhooks/types';

/** Webhooks and their deliveries. */
export interface WebhookRepo {
  /** Atomic per project: false (nothing stored) when the project already has `max` webhooks. */
  create(record: WebhookRecord, max: number): Promise<boolean>;
  /** The project's webhooks, oldest first. */
  list(projectId: string): Promise<WebhookRecord[]>;
  get(projectId: string, id: string): Promise<WebhookRecord | null>;
  update(record: WebhookRecord): Promise<void>;
  /** Deletes the webhook and its deliveries; false when there was none. */
  delete(projectId: string, id: string): Promise<boolean>;
  /** Stores new deliveries (pending, due at their nextAttemptAt). */
  enqueue(deliveries: DeliveryRecord[]): Promise<void>;
  /**
   * Pending deliveries due at `now` (oldest due first, at most `limit`), each claimed until
   * `until`: its nextAttemptAt moves there, so no other drain takes it meanwhile, and a drain
   * that dies leaves it due again then.
   */
  claimDue(now: string, until: string, limit: number): Promise<DeliveryRecord[]>;
  /** Saves a delivery after an attempt; keeps the webhook's newest `keep` finished ones. */
  saveAttempt(delivery: DeliveryRecord, keep: number): Promise<void>;
  /** A webhook's deliveries, newest first. */
  deliveries(projectId: string, webhookId: string, limit: number): Promise<DeliveryRecord[]>;
  /** The enabled webhooks of every project that take `link.clicked`. */
  clickSubscribers(): Promise<WebhookRecord[]>;
  /** Moves a webhook's `clicksFrom` (and nothing else); nothing when the webhook is gone. */
  setClicksFrom(projectId: string, id: string, at: string): Promise<void>;
}
