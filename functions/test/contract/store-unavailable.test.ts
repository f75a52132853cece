// Each real adapter raises StoreUnavailableError for its own driver's transient failures, and
// only for them (the port's promise, store/errors.ts): SQLite's full file and closed connection,
// Firestore's gRPC statuses and terminated client. Inside the Firestore adapter a transaction
// that loses to ABORTED is still retried by firebase-admin: only the port's answer is judged.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { DocumentReference, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { openFirestoreStore } from '../../src/store/firestore';
import { type Store, StoreConflictError, StoreUnavailableError } from '../../src/store/ports';
import { openSqliteStore } from '../../src/store/sqlite';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { aLink, aProject } from './suite/fixtures';

const grpc = (code: number) => Object.assign(new Error(`${code} status ${code}`), { code });

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('sqlite', () => {
  const tempFile = () => join(mkdtempSync(join(tmpdir(), 'ferry-unavailable-')), 'ferry.db');

  it('when the file is full, then a write raises StoreUnavailableError with SQLITE_FULL, a conflict stays a conflict, and reads still answer', async () => {
    const file = tempFile();
    const first = openSqliteStore(file);
    const project = aProject();
    await first.projects.create(project);
    await first.close();
    const side = new Database(file, { readonly: true });
    const pages = side.pragma('page_count', { simple: true }) as number;
    side.close();

    const store = openSqliteStore(file, { maxPageCount: pages });
    try {
      const full = await failureOf(() => store.links.createIfAbsent(aLink(project.id, { title: 'x'.repeat(200_000) })));
      expect(full).toBeInstanceOf(StoreUnavailableError);
      expect(full).toMatchObject({ code: expect.stringMatching(/^SQLITE_FULL/) });
      const taken = await failureOf(() => store.projects.create(aProject({ subdomain: project.subdomain })));
      expect(taken).toBeInstanceOf(StoreConflictError);
      expect(await store.projects.get(project.id)).toEqual(project);
    } finally {
      await store.close();
    }
  });

  it('when the connection is closed (a request racing the shutdown), then reads and writes raise StoreUnavailableError', async () => {
    const store = openSqliteStore(tempFile());
    await store.close();
    const errors = [await failureOf(() => store.links.get('p', 's')), await failureOf(() => store.projects.create(aProject()))];
    expect(errors.map((error) => [error instanceof StoreUnavailableError, (error as Error).message])).toEqual([
      [true, 'The database connection is not open'],
      [true, 'The database connection is not open'],
    ]);
  });
});

describe('firestore', () => {
  let firestore: EmulatedFirestore;
  let db: Firestore;
  let store: Store;

  beforeAll(async () => {
    firestore = await openEmulatedFirestore('store-unavailable');
    ({ db } = firestore);
    store = openFirestoreStore(db);
  });
  afterAll(() => firestore.close());

  it('when a read fails with DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, ABORTED or UNAVAILABLE, then the port raises StoreUnavailableError with the status; with another status, the same error leaves', async () => {
    const seen: [number, boolean, unknown][] = [];
    for (const code of [4, 8, 10, 14, 3, 5, 7, 9]) {
      const raw = grpc(code);
      const spy = jest.spyOn(DocumentReference.prototype, 'get').mockRejectedValueOnce(raw);
      try {
        const error = await failureOf(() => store.links.get('proj-unavailable', 'a'));
        seen.push([
          code,
          error instanceof StoreUnavailableError,
          error instanceof StoreUnavailableError ? (error as StoreUnavailableError).code : error === raw,
        ]);
      } finally {
        spy.mockRestore();
      }
    }
    expect(seen).toEqual([
      [4, true, 4],
      [8, true, 8],
      [10, true, 10],
      [14, true, 14],
      [3, false, true],
      [5, false, true],
      [7, false, true],
      [9, false, true],
    ]);
  });

  it('when a transaction commit loses once with ABORTED, then firebase-admin retries it inside the adapter and the port answers', async () => {
    const transaction = await db.runTransaction(async (tx) => Object.getPrototypeOf(tx) as { commit(): Promise<unknown> });
    const commit = jest.spyOn(transaction, 'commit').mockRejectedValueOnce(grpc(10));
    try {
      expect(await store.links.createAllIfAbsent([aLink('proj-unavailable', { slug: 'retried' })])).toEqual([]);
      expect(commit).toHaveBeenCalledTimes(2);
    } finally {
      commit.mockRestore();
    }
    expect(await store.links.get('proj-unavailable', 'retried')).toMatchObject({ slug: 'retried' });
  });

  it('when the client was terminated (a request racing the shutdown), then a write raises StoreUnavailableError', async () => {
    const app = initializeApp({ projectId: 'demo-ferry' }, `store-unavailable-terminated-${process.pid}`);
    try {
      const closing = openFirestoreStore(getFirestore(app), { ownsDb: true });
      await closing.close();
      // A write, since firebase-admin rejects those at once; a read on a terminated client never settles.
      const error = await failureOf(() => closing.links.createIfAbsent(aLink('proj-unavailable')));
      expect([error instanceof StoreUnavailableError, (error as Error).message]).toEqual([true, 'The client has already been terminated']);
    } finally {
      await deleteApp(app);
    }
  });
});
