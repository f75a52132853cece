// WORKERS=N: one self-hosted Ferry as N Node processes sharing its ports (node:cluster), to use N
// cores of one machine on a PostgreSQL store. The primary only forks, watches and stops: every
// worker is a whole Ferry (docs/scale-out.md). A worker that dies is replaced; one that cannot
// start (a bad setting, the database unreachable) is not restarted in a loop: the start fails.

import cluster, { type Worker } from 'node:cluster';

/** A worker that exits within this long of being forked did not start: no replacement. */
const START_GRACE_MS = 10_000;

export interface WorkerStart {
  /** 0 for the first worker (which prints the start lines), 1.. for the others. */
  index: number;
}

/** The index of this worker, or null in a process that is not one. */
function workerIndex(): number | null {
  if (!cluster.isWorker) return null;
  return Number(process.env.FERRY_WORKER_INDEX ?? 0);
}

/** Whether this process prints the start lines: alone, or the first worker of a start (not its replacement). */
export function speaksForStart(): boolean {
  return (workerIndex() ?? 0) === 0 && process.env.FERRY_WORKER_REPLACES === undefined;
}

/**
 * In the primary: forks `count` workers and resolves when all have stopped (a SIGTERM or SIGINT
 * here is passed to each, which stops as one Ferry does). Exit code: 0 after a stop, 1 when a
 * worker could not start.
 */
export function runPrimary(count: number, log: (line: string) => void): Promise<number> {
  let stopping = false;
  let failed = false;
  const live = new Set<Worker>();
  return new Promise((resolve) => {
    const fork = (index: number, replaces = false): Worker => {
      const forkedAt = Date.now();
      const worker = cluster.fork({ FERRY_WORKER_INDEX: String(index), ...(replaces ? { FERRY_WORKER_REPLACES: '1' } : {}) });
      live.add(worker);
      worker.on('exit', (code, signal) => {
        live.delete(worker);
        const early = Date.now() - forkedAt < START_GRACE_MS;
        if (!stopping && early && code !== 0) {
          failed = true;
          stopAll();
        } else if (!stopping) {
          log(`worker ${index} ended (${signal ?? `exit ${code}`}); starting another`);
          fork(index, true);
        }
        if (live.size === 0) resolve(failed ? 1 : 0);
      });
      return worker;
    };
    const stopAll = () => {
      stopping = true;
      for (const worker of live) worker.process.kill('SIGTERM');
    };
    process.once('SIGTERM', stopAll);
    process.once('SIGINT', stopAll);
    // The first worker alone until it listens: a start that fails (a bad DATABASE_URL) says so
    // once, not once per worker, and the demo project is seeded by one process.
    fork(0).once('listening', () => {
      for (let index = 1; index < count && !stopping; index++) fork(index);
      log(`${count} workers (WORKERS=${count}) share the ports; pid ${process.pid} watches them`);
    });
  });
}

export const isPrimaryOf = (workers: number) => workers > 1 && cluster.isPrimary;
