// The PostgreSQL store opens synchronously (as the other stores do, so buildDeps stays
// synchronous) while its pool connects and migrates in the background: every method of the port
// waits for that first. The server awaits `opened` before it answers anything, so a bad
// DATABASE_URL is one clear line at start rather than an error on the first request.

export function afterOpened<T extends object>(port: T, opened: Promise<void>): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(port)) {
    if (typeof value === 'function') wrapped[name] = waiting(name, value as (...args: unknown[]) => unknown, port, opened);
    else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) wrapped[name] = afterOpened(value, opened);
    else wrapped[name] = value;
  }
  return wrapped as T;
}

/** The port's methods that answer an async iterable rather than a promise (store/*-ports.ts). */
const STREAM_METHODS = new Set(['scan', 'exportProject']);

function waiting(name: string, method: (...args: unknown[]) => unknown, owner: object, opened: Promise<void>) {
  return (...args: unknown[]): unknown => {
    const result = opened.then(() => method.apply(owner, args));
    return STREAM_METHODS.has(name) ? streamAfter(result as Promise<AsyncIterable<unknown>>) : result;
  };
}

async function* streamAfter<T>(source: Promise<AsyncIterable<T>>): AsyncGenerator<T> {
  yield* await source;
}
