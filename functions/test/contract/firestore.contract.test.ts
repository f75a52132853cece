// Runs the store contract against the Firestore adapter on an in-process emulator, then
// checks that firestore.indexes.json holds exactly the composite indexes its queries need.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { runStoreContract } from '../../src/store/contract/store-contract';
import { compositeIndexesNeeded, openFirestoreStore, recordedQueryShapes } from '../../src/store/firestore';
import { openEmulatedFirestore, type EmulatedFirestore } from './emulated-firestore';

let firestore: EmulatedFirestore;
let db: Firestore;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('firestore-contract');
  ({ db } = firestore);
});

afterAll(() => firestore.close());

runStoreContract('firestore', async () => openFirestoreStore(db));

describe('firestore indexes', () => {
  it('when the contract has run, then firestore.indexes.json lists exactly the composite indexes its queries need', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as { indexes: unknown[] };
    const shapes = recordedQueryShapes();
    expect(shapes.length).toBeGreaterThan(0);
    expect(compositeIndexesNeeded(shapes)).toEqual(file.indexes);
  });
});
