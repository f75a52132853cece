// Reads of counters fold the click log's tail first (click-log.ts), so they answer exactly as if
// every click had been counted at once. The fold is synchronous and costs one indexed SELECT
// when the log is empty; the redirect and match paths call methods that skip it.

/** A copy of `repo` whose methods fold first, except those named in `skip`. */
export function foldFirst<T extends object>(repo: T, fold: () => unknown, skip: readonly (keyof T)[] = []): T {
  const wrapped = { ...repo } as Record<string, unknown>;
  for (const [name, method] of Object.entries(repo)) {
    if (typeof method !== 'function' || skip.includes(name as keyof T)) continue;
    wrapped[name] = (...args: unknown[]) => {
      fold();
      return (method as (...a: unknown[]) => unknown).apply(repo, args);
    };
  }
  return wrapped as T;
}
