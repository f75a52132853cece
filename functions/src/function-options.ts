// Runtime options of each Cloud Function (2nd gen, so each is a Cloud Run service), and why.
// Only types and the secret's declaration here: this file is loaded on every cold start.

import { defineSecret } from 'firebase-functions/params';
import type { HttpsOptions } from 'firebase-functions/v2/https';
import type { TaskQueueOptions } from 'firebase-functions/v2/tasks';

/** firebase.json's Hosting rewrites name this region too; a unit test keeps them equal. */
export const REGION = 'us-central1';

/**
 * Key of the HMAC that hashes client IPs (deferred matching, pixel, per-IP limits). Set it once
 * with `firebase functions:secrets:set IP_HASH_PEPPER`; in the emulator it comes from
 * functions/.secret.local. Bound only to the functions that hash IPs, read at request time.
 */
export const ipHashPepper = defineSecret('IP_HASH_PEPPER');

/**
 * redirect, match and pixel: short requests that spend most of their time waiting on Firestore
 * (about 1-3 ms of CPU each), so one instance with a whole vCPU serves many at once. A high
 * concurrency means fewer instances, fewer cold starts, and in-process caches (hosts, links,
 * quota state) shared by more requests. 30 s bounds a redirect that probes fallback URLs
 * (1.5 s each, at most 3). minInstances 0 costs nothing idle; set 1 on redirect to keep one
 * instance warm (no cold start on the first click after a quiet spell).
 */
export const hotPath: HttpsOptions = {
  cpu: 1,
  memory: '512MiB',
  concurrency: 250,
  minInstances: 0,
  timeoutSeconds: 30,
  secrets: [ipHashPepper],
};

/**
 * The management API: fewer requests, some CPU-heavier (CSV import, QR PNGs, key hashing),
 * so the default concurrency of 80; bulk and CSV imports of 400 links get 2 minutes. It has
 * the secret because its per-IP rate limits may key on the IP hash.
 */
export const managementApi: HttpsOptions = {
  cpu: 1,
  memory: '512MiB',
  concurrency: 80,
  timeoutSeconds: 120,
  secrets: [ipHashPepper],
};

/** The well-known files: one cached project read each, no IP hashing, so no secret. */
export const wellKnownFiles: HttpsOptions = {
  cpu: 1,
  memory: '256MiB',
  concurrency: 80,
  timeoutSeconds: 10,
};

/**
 * webhookTasks, the Cloud Tasks queue that sends webhook deliveries (platform/webhook-tasks.ts).
 * A task drains every due delivery for up to 50 s; a drain that fails (a store error) is retried
 * by the queue 3 times, and the per-minute deliverWebhooks job sweeps up anything left. At most
 * 6 drains at once: each claims its own deliveries, and receivers are not flooded.
 */
export const webhookQueue: TaskQueueOptions = {
  cpu: 1,
  memory: '512MiB',
  timeoutSeconds: 120,
  retryConfig: { maxAttempts: 3, minBackoffSeconds: 10 },
  rateLimits: { maxConcurrentDispatches: 6 },
};
