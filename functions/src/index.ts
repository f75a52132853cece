// Firebase entry: one HTTPS function per route group, all served by the same Hono app
// factory, plus the scheduled jobs. Deps (store, config, the pepper secret) are built on the
// first request, and heavy modules load on first use, so module load stays light.

import { getRequestListener } from '@hono/node-server';
import { onRequest } from 'firebase-functions/v2/https';
// Not 'firebase-functions/v2': its index loads every trigger provider, Firestore's client too.
import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { loadConfig } from './config';
import { buildDeps } from './deps';
import { hotPath, managementApi, REGION, wellKnownFiles } from './function-options';
import { createApp, type RouteGroup } from './http/app';
import { SCHEDULED_JOBS, type JobName } from './jobs/schedule';
import type { ServiceDeps } from './services/deps';

setGlobalOptions({ region: REGION });

let deps: ServiceDeps | undefined;
/**
 * Built on the first request, never at import: Cloud Functions put a bound secret in
 * process.env (IP_HASH_PEPPER, the `ipHashPepper` param) only for the functions it is bound
 * to, at run time; the others never hash an IP, and deps read the pepper on first use.
 */
function getDeps(): ServiceDeps {
  return (deps ??= buildDeps(loadConfig(process.env, 'functions')));
}

type Listener = ReturnType<typeof getRequestListener>;

function serveGroup(group: RouteGroup) {
  let listener: Listener | undefined;
  return (req: Parameters<Listener>[0], res: Parameters<Listener>[1]) => {
    listener ??= getRequestListener(createApp(getDeps, [group]).fetch);
    return listener(req, res);
  };
}

export const api = onRequest(managementApi, serveGroup('api'));
export const redirect = onRequest(hotPath, serveGroup('redirect'));
export const match = onRequest(hotPath, serveGroup('match'));
export const wellKnown = onRequest(wellKnownFiles, serveGroup('wellKnown'));
export const pixel = onRequest(hotPath, serveGroup('pixel'));

function scheduled(name: JobName) {
  const job = SCHEDULED_JOBS[name];
  return onSchedule({ schedule: job.schedule, timeZone: 'Etc/UTC', timeoutSeconds: 300, memory: '512MiB' }, async () => {
    console.log(`${name}: ${await job.run(getDeps())}`);
  });
}

/** Every minute: folds the click log into the counters (store/firestore/click-fold/). */
export const foldClicks = scheduled('foldClicks');
/** Deletes pending deferred matches past their 24-hour window (bounded batches). */
export const expireMatches = scheduled('expireMatches');
/** On the 1st of each month (UTC): closes the month that ended (see jobs/roll-usage.ts). */
export const rollMonthlyUsage = scheduled('rollMonthlyUsage');
