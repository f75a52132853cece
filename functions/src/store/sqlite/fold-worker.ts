// The main thread's side of the fold worker (fold-thread.ts): starts it, asks it to fold
// through a place in the log file and waits for its answer, stops it. A file-backed store only:
// the worker opens the database and the log file itself.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

export interface FoldWorker {
  /** Resolves once the worker folded every click in the table and the file up to `seq` (or tried). */
  foldThrough(seq: number): Promise<void>;
  /** Called once if the worker dies; pending and later foldThrough calls then reject. */
  onFailure(callback: () => void): void;
  stop(): Promise<void>;
}

/** The compiled worker entry; none when the sources run as TypeScript (tests), then null. */
export function foldThreadScript(): string | null {
  const script = join(__dirname, 'fold-thread.js');
  return existsSync(script) ? script : null;
}

export function startFoldWorker(script: string, file: string, logFile: string): FoldWorker {
  const worker = new Worker(script, { workerData: { file, logFile } });
  // Never keeps a stopping process alive; stop() holds it while it closes its connections.
  worker.unref();
  let waiting: { seq: number; resolve: () => void; reject: (e: Error) => void }[] = [];
  let failed: Error | null = null;
  let stopping = false;
  let onFailure = () => {};
  const fail = (error: Error) => {
    if (failed || stopping) return;
    failed = error;
    waiting.forEach((w) => w.reject(error));
    waiting = [];
    onFailure();
  };
  worker.on('message', ({ through }: { through: number }) => {
    const done = waiting.filter((w) => w.seq <= through);
    waiting = waiting.filter((w) => w.seq > through);
    done.forEach((w) => w.resolve());
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`fold worker exited (${code})`)));
  return {
    foldThrough(seq) {
      if (failed) return Promise.reject(failed);
      return new Promise<void>((resolve, reject) => {
        waiting.push({ seq, resolve, reject });
        worker.postMessage({ through: seq });
      });
    },
    onFailure(callback) {
      onFailure = callback;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (failed) return resolve();
        stopping = true;
        worker.ref();
        worker.once('exit', () => resolve());
        worker.postMessage({ stop: true });
      }),
  };
}
