// Reads of counters fold the click log's tail first (click-log.ts), so they answer exactly as if
// every click had been counted at once. The reads of one event-loop turn share one fold
// (fold-driver.ts foldSoon), which costs one indexed SELECT when the log is empty; the redirect
// path calls methods that skip it.

/** A copy of `repo` whose methods fold first, except those named in `skip`. */
export function foldFirst<T extends object>(repo: T, fold: () => Promise<unknown>, skip: readonly (keyof T)[] = []): T {
  const wrapped = { ...repo } as Record<string, unknown>;
  for (const [name, method] of Object.entries(repo)) {
    if (typeof method !== 'function' || skip.includes(name as keyof T)) continue;
    const call = method as (...a: unknown[]) => unknown;
    // A stream (ClickRepo.scan) stays a stream: its first page waits for the fold.
    wrapped[name] =
      method.constructor.name === 'AsyncGeneratorFunction'
        ? async function* (...args: unknown[]) {
            await fold();
            yield* call.apply(repo, args) as AsyncIterable<unknown>;
          }
        : async (...args: unknown[]) => {
            await fold();
            return call.apply(repo, args);
          };
  }
  return wrapped as T;
}
