// The self-hosted server runs the scheduled jobs of the Firebase deployment on timers.

import type { ServiceDeps } from '../services/deps';
import { expirePendingMatches } from './expire-matches';

export const JOB_INTERVAL_MS = 15 * 60 * 1000;

export function startJobTimers(deps: ServiceDeps, log: (line: string) => void): () => void {
  const run = () =>
    expirePendingMatches(deps).catch((error: unknown) => log(`expire-matches failed: ${error instanceof Error ? error.message : String(error)}`));
  // unref: the timers never keep a stopping process alive.
  const timer = setInterval(run, JOB_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
