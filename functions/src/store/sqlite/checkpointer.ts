// WAL checkpoints on a worker thread with its own connection: copying the WAL back into the
// database (and its fsync) then never blocks the event loop that serves redirects. The main
// connection has wal_autocheckpoint = 0, so nothing else checkpoints.

import { Worker } from 'node:worker_threads';

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} }, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} db.close(); parentPort.close(); });
`;

export function startCheckpointer(file: string, everyMs = 500): () => Promise<void> {
  const worker = new Worker(WORKER, { eval: true, workerData: { file, everyMs, driver: require.resolve('better-sqlite3') } });
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
