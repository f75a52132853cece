// Firebase entry: one HTTPS function per route group, plus the scheduled jobs
// (docs/adr/0015-cloud-functions-load-their-own-route-group-lazily.md). Only
// the definitions load here, so `firebase deploy` discovers them cheaply and a cold instance
// pays for firebase-functions and little else; each function requires its own group's app
// (entry/<group>.ts) on its instance's first request, so a redirect instance never loads the
// management API, CSV, QR or referral code. Deps (store, config, the pepper) are built then too.
/* eslint-disable @typescript-eslint/no-require-imports */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { onRequest } from 'firebase-functions/v2/https';
// Not 'firebase-functions/v2': its index loads every trigger provider, Firestore's client too.
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { hotPath, managementApi, REGION, webhookQueue, wellKnownFiles } from './function-options';
import { JOB_CRONS, type JobName } from './jobs/crons';

setGlobalOptions({ region: REGION });

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;

/** The group's listener, required on the first request this instance receives. */
function lazily(load: () => Listener) {
  let listener: Listener | undefined;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    await (listener ??= load())(req, res);
  };
}

export const api = onRequest(
  managementApi,
  lazily(() => (require('./entry/api') as typeof import('./entry/api')).listener),
);
export const redirect = onRequest(
  hotPath,
  lazily(() => (require('./entry/redirect') as typeof import('./entry/redirect')).listener),
);
export const match = onRequest(
  hotPath,
  lazily(() => (require('./entry/match') as typeof import('./entry/match')).listener),
);
export const wellKnown = onRequest(
  wellKnownFiles,
  lazily(() => (require('./entry/well-known') as typeof import('./entry/well-known')).listener),
);
export const pixel = onRequest(
  hotPath,
  lazily(() => (require('./entry/pixel') as typeof import('./entry/pixel')).listener),
);

function scheduled(name: JobName) {
  return onSchedule({ schedule: JOB_CRONS[name], timeZone: 'Etc/UTC', timeoutSeconds: 300, memory: '512MiB' }, async () => {
    const { runJob } = require('./entry/jobs') as typeof import('./entry/jobs');
    console.log(`${name}: ${await runJob(name)}`);
  });
}

/** Every minute: folds the click log into the counters (store/firestore/click-fold/). */
export const foldClicks = scheduled('foldClicks');
/** Deletes pending deferred matches past their 24-hour window (bounded batches). */
export const expireMatches = scheduled('expireMatches');
/** On the 1st of each month (UTC): closes the month that ended (see jobs/roll-usage.ts). */
export const rollMonthlyUsage = scheduled('rollMonthlyUsage');
/**
 * Webhook deliveries: a Cloud Tasks queue function, asked for a drain when deliveries are stored
 * or a retry falls due (platform/webhook-tasks.ts); its name is the queue's (WEBHOOK_TASK_FUNCTION).
 */
export const webhookTasks = onTaskDispatched(webhookQueue, async () => {
  const { runJob } = require('./entry/jobs') as typeof import('./entry/jobs');
  console.log(`webhookTasks: ${await runJob('deliverWebhooks')}`);
});
/** Every minute: sweeps up due deliveries whose task was lost (services/webhooks/). */
export const deliverWebhooks = scheduled('deliverWebhooks');
/** Every minute: raises link.clicked for the clicks of webhooks that take it (services/webhooks/). */
export const raiseClickEvents = scheduled('raiseClickEvents');
/** Daily: probes each link's web destination and records its health (services/link-health/). */
export const checkLinkHealth = scheduled('checkLinkHealth');
/**
 * Every 10 minutes: names on the Firebase Hosting site not yet active are checked, removals
 * retried, and custom domains Hosting now serves made active (services/projects/poll-hosting-names.ts).
 */
export const pollHostingNames = scheduled('pollHostingNames');
