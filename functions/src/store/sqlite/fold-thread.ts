// The fold worker (fold-worker.ts starts it): its own connections to the database and the
// click log file. It folds batch after batch while the log has clicks, looks again every
// FOLD_INTERVAL_MS, and answers the main thread's "fold through seq" once it has.

import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { FOLD_INTERVAL_MS, clickLog } from './click-log';
import { openClickLogFile } from './click-log-file';
import { configureConnection } from './connection';

/**
 * No visit waits behind the worker's batch, so it takes bigger ones than the event loop would
 * (FOLD_BATCH): fewer commits for the same clicks (bench:redirect, README).
 */
const WORKER_FOLD_BATCH = 1000;

const { file, logFile } = workerData as { file: string; logFile: string };
const db = new Database(file);
configureConnection(db);
const logs = openClickLogFile(logFile);
const log = clickLog(db, logs, WORKER_FOLD_BATCH);
const port = parentPort!;

const foldBatch = (): number => {
  try {
    return log.foldBatch();
  } catch (error) {
    // A failed batch changes nothing and keeps the log; the next look retries.
    console.error('Click log: fold failed, will retry', (error as { message?: unknown }).message ?? String(error));
    return 0;
  }
};

let timer: NodeJS.Timeout | undefined;
let sinceCheckpoint = 0;
const step = () => {
  const folded = foldBatch();
  sinceCheckpoint += folded;
  // The log file's WAL is copied back here, never inside a visit's append. A checkpoint of a
  // file this small usually reaches the WAL's end between two appends, so the WAL restarts.
  if (folded < WORKER_FOLD_BATCH || sinceCheckpoint >= 4 * WORKER_FOLD_BATCH) {
    log.checkpointFile();
    sinceCheckpoint = 0;
  }
  timer = setTimeout(step, folded === WORKER_FOLD_BATCH ? 0 : FOLD_INTERVAL_MS);
};
timer = setTimeout(step, 0);

port.on('message', (message: { through?: number; stop?: true }) => {
  if (message.stop) {
    clearTimeout(timer);
    db.close();
    logs.db.close();
    port.close();
    return;
  }
  const through = message.through ?? 0;
  // Stops early if a batch fails or finds nothing: the reader then answers what was folded.
  while (!log.foldedThrough(through) && foldBatch() > 0) {
    // one batch at a time, until the asked-for place is folded
  }
  port.postMessage({ through });
});
