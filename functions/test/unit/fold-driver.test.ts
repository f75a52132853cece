// The SQLite fold driver, shaped by the soak benchmark (bench:soak): the background drains the
// click log one batch per event-loop turn, so a visit never waits behind the whole log; reads
// fold everything at once.
import { type ClickLog, FOLD_BATCH, FOLD_INTERVAL_MS } from '../../src/store/sqlite/click-fold/click-log';
import { startFolding } from '../../src/store/sqlite/click-fold/fold-driver';

const fakeLog = (waiting: number) => {
  const state = { waiting, batches: 0 };
  const log: ClickLog = {
    append: () => undefined,
    foldBatch() {
      state.batches += 1;
      const n = Math.min(FOLD_BATCH, state.waiting);
      state.waiting -= n;
      return n;
    },
    fold() {
      const n = state.waiting;
      state.waiting = 0;
      return n;
    },
    lag: () => state.waiting,
  };
  return { log, state };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('when the log holds more than a batch, then each timer start folds one batch and yields before the next', () => {
  const { log, state } = fakeLog(2 * FOLD_BATCH + 10);
  const driver = startFolding(log, () => true);
  jest.advanceTimersByTime(FOLD_INTERVAL_MS - 1);
  expect(state.batches).toBe(0);
  jest.advanceTimersByTime(1);
  expect(state).toEqual({ waiting: FOLD_BATCH + 10, batches: 1 });
  jest.runOnlyPendingTimers(); // the next turn (setImmediate), and the interval again
  expect(state.waiting).toBeLessThan(FOLD_BATCH + 10);
  jest.advanceTimersByTime(FOLD_INTERVAL_MS);
  expect(state.waiting).toBe(0);
  const batches = state.batches;
  jest.advanceTimersByTime(FOLD_INTERVAL_MS);
  expect(state.batches).toBe(batches + 1); // an empty log costs one batch query a start
  driver.stop();
  jest.advanceTimersByTime(10 * FOLD_INTERVAL_MS);
  expect(state.batches).toBe(batches + 1);
});

it('when a batch fails, then the error is logged, the drain stops, and the next start retries', () => {
  const { log, state } = fakeLog(FOLD_BATCH * 3);
  let failures = 1;
  const real = log.foldBatch;
  log.foldBatch = () =>
    failures-- > 0
      ? (() => {
          throw new Error('disk full');
        })()
      : real();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const driver = startFolding(log, () => true);
  jest.advanceTimersByTime(FOLD_INTERVAL_MS);
  expect(errors).toHaveBeenCalledWith('Click log: fold failed, will retry', 'disk full');
  expect(state.waiting).toBe(FOLD_BATCH * 3);
  jest.advanceTimersByTime(FOLD_INTERVAL_MS);
  jest.runOnlyPendingTimers();
  jest.runOnlyPendingTimers();
  expect(state.waiting).toBe(0);
  expect(driver.foldAll()).toBe(0);
  errors.mockRestore();
  driver.stop();
});

it('when the store is closed, then neither the drain nor a read folds', () => {
  const { log, state } = fakeLog(10);
  const driver = startFolding(log, () => false);
  jest.advanceTimersByTime(FOLD_INTERVAL_MS);
  expect(driver.foldAll()).toBe(0);
  expect(state).toEqual({ waiting: 10, batches: 0 });
  driver.stop();
});

it('when reads ask for a fold in one turn, then they share one fold, run after the turn; a later read gets its own', async () => {
  jest.useRealTimers();
  const { log, state } = fakeLog(10);
  const folds = jest.spyOn(log, 'fold');
  const driver = startFolding(log, () => true);
  const first = driver.foldSoon();
  const second = driver.foldSoon();
  expect(second).toBe(first);
  expect(folds).not.toHaveBeenCalled(); // not inside the caller's turn
  await Promise.all([first, second]);
  expect(folds).toHaveBeenCalledTimes(1);
  expect(state.waiting).toBe(0);
  const third = driver.foldSoon();
  expect(third).not.toBe(first);
  await third;
  expect(folds).toHaveBeenCalledTimes(2);
  driver.stop();
});
