// WAL checkpoints on a worker thread with its own connection: copying the WAL back into the
// database (and its fsync) then never blocks the event loop that serves redirects. The main
// connection has wal_autocheckpoint = 0, so nothing else checkpoints.
//
// A PASSIVE checkpoint never waits for the writer, so under a steady stream of writes it never
// reaches the end of the WAL, and SQLite only rewinds a WAL that was checkpointed to its end:
// the file would grow without bound (1 GB after 40,000 clicks in the redirect benchmark). Once
// the WAL passes `truncateBytes`, the worker runs a TRUNCATE checkpoint instead: it holds new
// writes back for as long as it takes to copy the last frames (most were copied by the
// PASSIVE ones already), then empties the file.

import { Worker } from 'node:worker_threads';

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { statSync } = require('node:fs');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const walBytes = () => statSync(workerData.file + '-wal', { throwIfNoEntry: false })?.size ?? 0;
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    if (walBytes() > workerData.truncateBytes) db.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // Busy or failed: the next tick tries again; a checkpoint is never urgent.
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); checkpoint(); db.close(); parentPort.close(); });
`;

export interface CheckpointOptions {
  everyMs?: number;
  /** WAL size past which the worker empties the WAL (TRUNCATE) instead of copying what it can. */
  truncateBytes?: number;
}

export function startCheckpointer(file: string, { everyMs = 500, truncateBytes = 64 * 1024 * 1024 }: CheckpointOptions = {}): () => Promise<void> {
  const worker = new Worker(WORKER, { eval: true, workerData: { file, everyMs, truncateBytes, driver: require.resolve('better-sqlite3') } });
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
