// How an adapter keeps the port's promise about passing failures: the store it opens is wrapped
// once, and every method's transient error (as the adapter's `isTransient` judges its driver's
// errors) leaves as StoreUnavailableError. Only the port's outer methods are wrapped: inside an
// adapter, raw errors still flow, so a Firestore transaction still retries on ABORTED and only
// its final failure is translated.

import { StoreUnavailableError } from './errors';

export type IsTransient = (error: unknown) => boolean;

/** `error` as the port raises it: a StoreUnavailableError when transient, else as it was. */
export function asStoreError(error: unknown, isTransient: IsTransient): unknown {
  return !(error instanceof StoreUnavailableError) && isTransient(error) ? new StoreUnavailableError(error) : error;
}

/**
 * A copy of `port` (the store, or one of its repositories) whose methods translate. Nested plain
 * objects (`store.links`) are wrapped alike; other values (`kind`) are kept as they are.
 */
export function withUnavailableErrors<T extends object>(port: T, isTransient: IsTransient): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(port)) {
    if (typeof value === 'function') wrapped[name] = translating(value as (...args: unknown[]) => unknown, port, isTransient);
    else if (isPlainObject(value)) wrapped[name] = withUnavailableErrors(value, isTransient);
    else wrapped[name] = value;
  }
  return wrapped as T;
}

function isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Synchronous methods (better-sqlite3 answers at once) throw, promises reject, and streams
 * (`clicks.scan`, `transfer.exportProject`) fail between pages: each is translated where it fails.
 */
function translating(method: (...args: unknown[]) => unknown, owner: object, isTransient: IsTransient) {
  const fail = (error: unknown): never => {
    throw asStoreError(error, isTransient);
  };
  return (...args: unknown[]): unknown => {
    let result: unknown;
    try {
      result = method.apply(owner, args);
    } catch (error) {
      return fail(error);
    }
    if (result instanceof Promise) return result.then(undefined, fail);
    if (typeof result === 'object' && result !== null && Symbol.asyncIterator in result) return translatingStream(result as AsyncIterable<unknown>, fail);
    return result;
  };
}

async function* translatingStream<T>(source: AsyncIterable<T>, fail: (error: unknown) => never): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (error) {
    fail(error);
  }
}
