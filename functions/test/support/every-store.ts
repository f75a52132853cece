// The stores an HTTP suite runs on: SQLite (the test app's default), Firestore (the in-process
// emulator) and PostgreSQL (a cluster of this file's own). Each opener starts its store when the
// suite that uses it begins; what was started is stopped after the file.
import { openFirestoreStore } from '../../src/store/firestore';
import type { Store } from '../../src/store/ports';
import { openPostgresStore } from '../../src/store/postgres';
import { type EmulatedFirestore, openEmulatedFirestore } from '../contract/emulated-firestore';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster';

export type StoreOpener = [name: string, open: () => Promise<Store | undefined>];

/** `name`: the suite's, for the emulator's project and the database. Call at the top of the file. */
export function everyStore(name: string): StoreOpener[] {
  let firestore: EmulatedFirestore | undefined;
  let postgres: PostgresCluster | undefined;
  afterAll(() => {
    firestore?.close();
    postgres?.close();
  });
  return [
    ['sqlite', async () => undefined],
    ['firestore', async () => openFirestoreStore((firestore = await openEmulatedFirestore(name)).db)],
    [
      'postgres',
      async () => {
        postgres = await startPostgresCluster();
        const store = openPostgresStore(await postgres.createDatabase(name.replace(/[^a-z0-9]/gi, '_')));
        await store.opened;
        return store;
      },
    ],
  ];
}
