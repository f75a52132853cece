// Runs the click log's folds (click-log.ts). Reads fold the whole tail first (they must see
// every click answered before them). In the background, a file-backed store folds on a worker
// thread (fold-worker.ts) with its own connections, so a fold batch never holds up a visit;
// without one (an in-memory store, tests of the sources, a worker that died) the event loop
// drains the log one batch per turn, so a visit waits behind one batch at most.

import { FOLD_BATCH, FOLD_INTERVAL_MS, type ClickLog } from './click-log';


import type { FoldWorker } from './fold-worker';

export interface FoldDriver {
  /** Folds every logged click now, on this thread; never throws (a failed fold keeps the log). */
  foldAll(): number;
  /**
   * Folds every click logged before this call, once the current event-loop turn is done: the
   * reads of one turn share one fold. Each fold transaction rewrites the pages it touches in the
   * WAL, so a fold per read (hundreds a second under load, a few clicks each) wrote about 20 KB
   * of WAL per request and made the checkpoints that rewind it grow (issue #14 soak). With a
   * worker, the worker folds and the event loop only waits for its answer.
   */
  foldSoon(): Promise<void>;
  /** Folds what is logged now (through the worker if there is one); answers how many that was. */
  foldLogged(): Promise<number>;
  /** Stops background folding; a batch already started has committed. */
  stop(): Promise<void>;
}

export function startFolding(log: ClickLog, isOpen: () => boolean, worker?: FoldWorker): FoldDriver {
  // A fold that fails (a full disk, a locked file) changes nothing and keeps the log: reads then
  // answer what was folded before, and the next fold catches up. It never fails a visit.
  const guarded = (step: () => number): number => {
    try {
      return isOpen() ? step() : 0;
    } catch (error) {
      // better-sqlite3's errors may come from another realm (instanceof Error fails there).
      console.error('Click log: fold failed, will retry', (error as { message?: unknown }).message ?? String(error));
      return 0;
    }
  };
  let stopped = false;
  let draining = false;
  let helper = worker;
  const drain = () => {
    // With a worker, the worker folds; this thread drains only without one (or once it died).
    if (stopped || helper) return;
    if (guarded(() => log.foldBatch()) === FOLD_BATCH) {
      draining = true;
      setImmediate(drain);
    } else {
      draining = false;
      log.checkpointFile();
    }
  };
  const timer = setInterval(() => {
    if (!draining) drain();
  }, FOLD_INTERVAL_MS);
  timer.unref();
  helper?.onFailure(() => {
    console.error('Click log: the fold worker stopped; folding on the main thread');
    helper = undefined;
  });

  const foldNow = async (): Promise<void> => {
    // Any process's clicks (the server's, seen from a CLI command), not only this one's.
    const through = log.latest();
    if (!isOpen() || log.foldedThrough(through)) return;
    if (helper) await helper.foldThrough(through).catch(() => guarded(() => log.fold()));
    else guarded(() => log.fold());
  };
  let soon: Promise<void> | null = null;
  return {
    foldAll: () => guarded(() => log.fold()),
    foldSoon: () =>
      (soon ??= new Promise<void>((resolve) =>
        // After the click group commits queued before it (clicks.ts), so it counts those too.
        setImmediate(() => {
          soon = null;
          foldNow().then(resolve, resolve);
        }),
      )),
    async foldLogged() {
      if (!helper) return guarded(() => log.fold());
      const waiting = isOpen() ? log.lag() : 0;
      await foldNow();
      return waiting;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await helper?.stop();
    },
  };
}
