// The self-hosted server runs the scheduled jobs of the Firebase deployment on timers, and
// its own (SELF_HOSTED_JOBS). On a store several processes share (PostgreSQL), each run is
// claimed first (store/jobs-ports.ts): one process runs it per period, and a run whose process
// died is taken over once its lease ends.

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ServiceDeps } from '../services/deps';
import type { JobLeaseRepo } from '../store/ports';
import { SCHEDULED_JOBS, type ScheduledJob, SELF_HOSTED_JOBS } from './schedule';

/** A held lease lasts this long unless renewed; renewed every third of it while the run goes on. */
export const JOB_LEASE_MS = 60_000;

export function startJobTimers(
  deps: ServiceDeps,
  log: (line: string) => void,
  jobs: Record<string, ScheduledJob> = { ...SCHEDULED_JOBS, ...SELF_HOSTED_JOBS },
  leaseMs = JOB_LEASE_MS,
): () => void {
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leases = deps.store.jobLeases;
  const timers = Object.entries(jobs).map(([name, job]) => {
    let running = false;
    const run = async () => {
      if (running) return; // a slow run is never overlapped by the next tick
      running = true;
      try {
        if (leases) await runLeased(leases, name, job, holder, leaseMs, () => job.run(deps));
        else await job.run(deps);
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

async function runLeased(leases: JobLeaseRepo, name: string, job: ScheduledJob, holder: string, leaseMs: number, work: () => Promise<string>): Promise<void> {
  if (!(await leases.claim(name, job.everyMs, holder, leaseMs))) return;
  const renewing = setInterval(() => void leases.renew(name, holder, leaseMs).catch(() => undefined), leaseMs / 3).unref();
  try {
    await work();
  } catch (error) {
    // A failed run is given up at once: the next tick, here or in another process, tries again.
    await leases.renew(name, holder, 0).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(renewing);
  }
  await leases.finish(name, holder);
}
