// Runs the click log's folds (click-log.ts). Reads fold the whole tail at once (they must see
// every click answered before them); the background drains it one batch per event-loop turn,
// so a visit waits behind at most one batch, never behind the whole log.

import { type ClickLog, FOLD_BATCH, FOLD_INTERVAL_MS } from './click-log';

export interface FoldDriver {
  /** Folds every logged click now; never throws (a failed fold keeps the log for the next). */
  foldAll(): number;
  /**
   * Folds every click logged before this call, once the current event-loop turn is done: the
   * reads of one turn share one fold. Each fold transaction rewrites the pages it touches in the
   * WAL, so a fold per read (hundreds a second under load, a few clicks each) wrote about 20 KB
   * of WAL per request and made the checkpoints that rewind it grow (as the soak benchmark,
   * bench:soak, showed).
   */
  foldSoon(): Promise<void>;
  /** Stops the background drain; a batch already started has committed. */
  stop(): void;
}

export function startFolding(log: ClickLog, isOpen: () => boolean): FoldDriver {
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
  let draining = false;
  let stopped = false;
  const drain = () => {
    if (stopped) return;
    if (guarded(() => log.foldBatch()) === FOLD_BATCH) {
      draining = true;
      setImmediate(drain);
    } else draining = false;
  };
  const timer = setInterval(() => {
    if (!draining) drain();
  }, FOLD_INTERVAL_MS);
  timer.unref();
  let soon: Promise<void> | null = null;
  return {
    foldAll: () => guarded(() => log.fold()),
    foldSoon: () =>
      (soon ??= new Promise<void>((resolve) =>
        // After the click group commits queued before it (sqlite/clicks/clicks.ts), so it counts those too.
        setImmediate(() => {
          soon = null;
          guarded(() => log.fold());
          resolve();
        }),
      )),
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
