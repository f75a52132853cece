// GET /health/ready: readiness for load balancers and orchestrators. /health stays the cheap
// liveness answer; this one asks the store for one cheap read with a short deadline and says
// which part failed.

import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Firestore's read must come back within this; SQLite answers synchronously. */
export const READY_DEADLINE_MS = 2_000;

export function readyRoutes() {
  return new Hono<AppEnv>().get('/health/ready', async (c) => {
    try {
      await c.var.deps.store.ping(READY_DEADLINE_MS);
      return c.json({ status: 'ready', checks: { store: 'ok' } });
    } catch (error) {
      c.header('Retry-After', '5');
      const reason = error instanceof Error ? error.message : String(error);
      return c.json({ status: 'unavailable', checks: { store: 'failed' }, error: `The ${c.var.deps.store.kind} store cannot answer: ${reason}` }, 503);
    }
  });
}
