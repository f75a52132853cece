// Runs the store contract against the Firestore adapter on an in-process emulator, then
// checks that firestore.indexes.json holds exactly the composite indexes its queries need.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { runStoreContract } from '../../src/store/contract/store-contract';
import { compositeIndexesNeeded, openFirestoreStore, recordedQueryShapes } from '../../src/store/firestore';
import { startFirestoreEmulator } from './firestore-emulator';
import type { RunningEmulator } from './firestore-emulator';

let emulator: RunningEmulator;
let app: App;
let db: Firestore;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  // firebase-admin reads this when it builds the Firestore client, so it must be set first.
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  app = initializeApp({ projectId: 'demo-ferry' }, `firestore-contract-${process.pid}-${Date.now()}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await db.terminate();
  await deleteApp(app);
  emulator.stop();
});

runStoreContract('firestore', async () => openFirestoreStore(db));

describe('firestore indexes', () => {
  it('when the contract has run, then firestore.indexes.json lists exactly the composite indexes its queries need', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as { indexes: unknown[] };
    const shapes = recordedQueryShapes();
    expect(shapes.length).toBeGreaterThan(0);
    expect(compositeIndexesNeeded(shapes)).toEqual(file.indexes);
  });
});
