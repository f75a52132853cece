// The self-hosted server runs the scheduled jobs of the Firebase deployment on timers, and
// its own (SELF_HOSTED_JOBS).

import type { ServiceDeps } from '../services/deps';
import { SCHEDULED_JOBS, SELF_HOSTED_JOBS, type ScheduledJob } from './schedule';

export function startJobTimers(
  deps: ServiceDeps,
  log: (line: string) => void,
  jobs: Record<string, ScheduledJob> = { ...SCHEDULED_JOBS, ...SELF_HOSTED_JOBS },
): () => void {
  const timers = Object.entries(jobs).map(([name, job]) => {
    let running = false;
    const run = async () => {
      if (running) return; // a slow run is never overlapped by the next tick
      running = true;
      try {
        await job.run(deps);
      } catch (error: unknown) {
        log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = false;
      }
    };
    // unref: the timers never keep a stopping process alive.
    return setInterval(() => void run(), job.everyMs).unref();
  });
  return () => timers.forEach(clearInterval);
}
