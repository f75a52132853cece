// The wrapper each adapter puts around the store it opens (store/unavailable-errors.ts), and the
// two adapters' judgements of their drivers' errors (store/*/transient.ts): a transient error
// leaves the port as StoreUnavailableError however the method answers, anything else as it was.

import { isFirestoreTransient } from '../../src/store/firestore/database/transient';
import { StoreConflictError, StoreUnavailableError } from '../../src/store/ports';
import { isSqliteTransient } from '../../src/store/sqlite/database/transient';
import { asStoreError, withUnavailableErrors } from '../../src/store/unavailable-errors';

const coded = (code: unknown, message = `failed with ${String(code)}`) => Object.assign(new Error(message), { code });
const isTransient = (error: unknown) => (error as { code?: unknown }).code === 'BUSY';

async function caught(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('withUnavailableErrors', () => {
  const fail = (error: unknown) => {
    const port = {
      kind: 'fake' as const,
      sync: (): number => {
        throw error;
      },
      async promised(): Promise<number> {
        throw error;
      },
      nested: {
        deeper: { get: async (): Promise<number> => Promise.reject(error) },
      },
      async *stream(): AsyncGenerator<number> {
        yield 1;
        throw error;
      },
    };
    return withUnavailableErrors(port, isTransient);
  };

  it('when a synchronous method, a promise, a nested repository or a stream fails transiently, then each raises StoreUnavailableError keeping the message, code and cause', async () => {
    const busy = coded('BUSY', 'file is busy');
    const store = fail(busy);
    const errors = [
      await caught(() => store.sync()),
      await caught(() => store.promised()),
      await caught(() => store.nested.deeper.get()),
      await caught(async () => {
        for await (const _ of store.stream());
      }),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect(error).toMatchObject({ message: 'file is busy', code: 'BUSY', cause: busy, name: 'StoreUnavailableError' });
    }
    expect(() => store.sync()).toThrow(StoreUnavailableError); // thrown at once, not as a rejection
  });

  it('when a method fails otherwise (a conflict, a bug), then the very same error leaves', async () => {
    for (const error of [new StoreConflictError('slug'), new TypeError('x is undefined'), coded('CONSTRAINT')]) {
      const store = fail(error);
      expect([await caught(() => store.sync()), await caught(() => store.promised()), await caught(() => store.nested.deeper.get())]).toEqual([
        error,
        error,
        error,
      ]);
    }
  });

  it('when methods succeed, then they answer as before: values, `this`, streams, and plain fields', async () => {
    const inner = {
      kind: 'fake',
      base: 40,
      add(n: number) {
        return this.base + n;
      },
      async later(n: number) {
        return n * 2;
      },
      async *pages() {
        yield [1, 2];
        yield [3];
      },
    };
    const store = withUnavailableErrors(inner, isTransient);
    const pages: number[][] = [];
    for await (const page of store.pages()) pages.push(page);
    expect([store.kind, store.add(2), await store.later(21), pages]).toEqual(['fake', 42, 42, [[1, 2], [3]]]);
  });

  it('when an error is already StoreUnavailableError, then it is not wrapped again', () => {
    const once = new StoreUnavailableError(coded('BUSY'));
    expect(asStoreError(once, isTransient)).toBe(once);
  });
});

describe('each adapter judges its own driver errors', () => {
  it.each([
    ['SQLITE_FULL', true],
    ['SQLITE_BUSY', true],
    ['SQLITE_BUSY_SNAPSHOT', true],
    ['SQLITE_LOCKED', true],
    ['SQLITE_IOERR_WRITE', true],
    ['SQLITE_READONLY', true],
    ['SQLITE_CANTOPEN', true],
    ['SQLITE_NOMEM', true],
    ['SQLITE_PROTOCOL', true],
    ['SQLITE_CONSTRAINT_UNIQUE', false],
    ['SQLITE_ERROR', false],
    ['SQLITE_CORRUPT', false],
    [14, false],
  ])('when SQLite fails with code %s, then transient is %s', (code, transient) => {
    expect(isSqliteTransient(coded(code))).toBe(transient);
  });

  it.each([
    [4, true],
    [8, true],
    [10, true],
    [14, true],
    [3, false],
    [5, false],
    [6, false],
    [7, false],
    [9, false],
    ['SQLITE_FULL', false],
  ])('when Firestore fails with code %s, then transient is %s', (code, transient) => {
    expect(isFirestoreTransient(coded(code))).toBe(transient);
  });

  it('when a connection was closed, then only its own adapter calls it transient; a plain error or a non-object is not', () => {
    const closedSqlite = new TypeError('The database connection is not open');
    const terminated = new Error('The client has already been terminated');
    expect([isSqliteTransient(closedSqlite), isSqliteTransient(terminated)]).toEqual([true, false]);
    expect([isFirestoreTransient(terminated), isFirestoreTransient(closedSqlite)]).toEqual([true, false]);
    for (const other of [new Error('x is undefined'), 'UNAVAILABLE', null, undefined, 14]) {
      expect([isSqliteTransient(other), isFirestoreTransient(other)]).toEqual([false, false]);
    }
  });
});
