// A promise that fails with `message` when `work` takes longer than `ms` (readiness checks must
// answer quickly even when the store hangs). The timer never keeps the process alive.

export function withDeadline<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
    timer.unref();
  });
  // Past the deadline nobody waits for `work`: its late failure must not go unhandled.
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
