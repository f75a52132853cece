// Firebase entry: one HTTPS function per route group, all served by the same Hono app
// factory. Deps are built on the first request, so module load stays light.

import { getRequestListener } from '@hono/node-server';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest, type HttpsOptions } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { loadConfig } from './config';
import { buildDeps } from './deps';
import { createApp, type RouteGroup } from './http/app';
import { expirePendingMatches } from './jobs/expire-matches';
import type { ServiceDeps } from './services/deps';

setGlobalOptions({ region: process.env.FUNCTION_REGION ?? 'us-central1' });

let deps: ServiceDeps | undefined;
const getDeps = () => (deps ??= buildDeps(loadConfig(process.env, 'functions')));

function serveGroup(group: RouteGroup) {
  let listener: ReturnType<typeof getRequestListener> | undefined;
  return (req: Parameters<ReturnType<typeof getRequestListener>>[0], res: Parameters<ReturnType<typeof getRequestListener>>[1]) => {
    listener ??= getRequestListener(createApp(getDeps, [group]).fetch);
    return listener(req, res);
  };
}

// Public hot paths take many requests per instance; the API is lighter traffic.
const hot: HttpsOptions = { memory: '512MiB', concurrency: 80, minInstances: 0 };
const light: HttpsOptions = { memory: '256MiB', concurrency: 40 };

export const api = onRequest(light, serveGroup('api'));
export const redirect = onRequest(hot, serveGroup('redirect'));
export const match = onRequest(hot, serveGroup('match'));
export const wellKnown = onRequest(light, serveGroup('wellKnown'));
export const pixel = onRequest(hot, serveGroup('pixel'));

/** Deletes pending deferred matches past their 24-hour window (bounded batches). */
export const expireMatches = onSchedule({ schedule: 'every 15 minutes', timeoutSeconds: 300 }, async () => {
  const deleted = await expirePendingMatches(getDeps());
  console.log(`expireMatches: deleted ${deleted} expired pending matches`);
});
