// How a delivery is signed (docs/webhooks.md): HMAC-SHA256, keyed by the webhook's secret, over
// `<timestamp>.<body>`, where the timestamp is the Unix seconds sent in Ferry-Webhook-Timestamp.
// A receiver recomputes it over the raw body and refuses old timestamps (replays).

import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'ferry-webhook-signature';
export const TIMESTAMP_HEADER = 'ferry-webhook-timestamp';
export const EVENT_ID_HEADER = 'ferry-webhook-id';

/** `v1=<hex>`: the scheme's version first, so a later scheme can be sent beside it. */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A receiver's check, as docs/webhooks.md shows it; tolerance in seconds. */
export function verifyDelivery(secret: string, header: { signature: string; timestamp: string }, body: string, nowSeconds: number, tolerance = 300): boolean {
  const timestamp = Number(header.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > tolerance) return false;
  const expected = Buffer.from(signDelivery(secret, timestamp, body));
  const given = Buffer.from(header.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
