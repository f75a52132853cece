// WAL checkpoints on a worker thread with its own connection: copying the WAL back into the
// database (and its fsync) then never blocks the event loop that serves redirects. The main
// connection has wal_autocheckpoint = 0, so nothing else checkpoints.
//
// A PASSIVE checkpoint never waits for the writer, so under a steady stream of writes it never
// reaches the end of the WAL, and SQLite only rewinds a WAL that was checkpointed to its end:
// the file would grow without bound (1 GB after 40,000 clicks in the redirect benchmark).
// So once the WAL holds more than `rewindBytes`, the worker asks the main thread to finish
// the job: the main connection is the writer, so its own PASSIVE checkpoint (of the few frames
// written since the worker's) reaches the end, and its next write rewinds the WAL. Doing it
// from the worker with TRUNCATE would stall the writer in SQLite's busy-wait sleeps instead.

import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { closeSync, fdatasyncSync, openSync } = require('node:fs');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
// SQLite syncs the database file only after a checkpoint that reached the end of the WAL, which
// under steady writes only the main connection's rewind step does: that one sync then flushed
// every page copied since the last rewind (50 ms and growing, on the event loop). Syncing here,
// after each pass, leaves it the few pages of its own step.
const dbFd = openSync(workerData.file, 'r');
const checkpoint = () => {
  try {
    const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)');
    fdatasyncSync(dbFd);
    if (log * workerData.pageSize > workerData.rewindBytes) parentPort.postMessage('rewind');
  } catch {
    // Busy or failed: the next tick tries again; a checkpoint is never urgent.
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); checkpoint(); db.close(); closeSync(dbFd); parentPort.close(); });
`;

/** The WAL's default `rewindBytes`: it can grow this large before it is rewound (`ferry doctor` counts on it). */
export const DEFAULT_REWIND_BYTES = 1024 * 1024 * 1024;

export interface CheckpointOptions {
  everyMs?: number;
  /**
   * WAL size past which the main connection is asked to checkpoint the rest, so it rewinds.
   * That step runs on the event loop (5-13 ms at 2,400 req/s since the thread syncs the
   * database itself); 1 GiB makes it rare (about 3 a minute at that rate).
   */
  rewindBytes?: number;
}

export function startCheckpointer(
  main: Database,
  file: string,
  { everyMs = 500, rewindBytes = DEFAULT_REWIND_BYTES }: CheckpointOptions = {},
): () => Promise<void> {
  // A rewound WAL is also cut back to this size, so a burst leaves no huge file behind.
  main.pragma(`journal_size_limit = ${rewindBytes}`);
  const pageSize = main.pragma('page_size', { simple: true }) as number;
  const workerData = { file, everyMs, rewindBytes, pageSize, driver: require.resolve('better-sqlite3') };
  const worker = new Worker(WORKER, { eval: true, workerData });
  worker.on('message', () => {
    try {
      if (main.open) main.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // A checkpoint is never urgent: the worker asks again on its next tick.
    }
  });
  // Never keeps a stopping process alive.
  worker.unref();
  return () =>
    new Promise<void>((resolve) => {
      // While we wait for it, the worker must hold the process open: otherwise a CLI whose only
      // pending work is this close() would exit before printing its result.
      worker.ref();
      worker.once('exit', () => resolve());
      worker.postMessage('stop');
    });
}
