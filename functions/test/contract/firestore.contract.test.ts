// Runs the store contract against the Firestore adapter on an in-process emulator, then
// checks that firestore.indexes.json holds exactly the composite indexes its queries need, and
// that none of them, nor any query, orders a collection a visit writes by a value that grows
// with time without a spreading field before it.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { compositeIndexesNeeded, openFirestoreStore, recordedQueryShapes } from '../../src/store/firestore';
import { type IndexFile, indexHotspots } from '../../src/store/firestore/database/hotspots';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { runStoreContract } from './suite/store-contract';
import { visitPathCollections } from './visit-path-writes';

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

  it('when the contract has run, then no index or query on the visit path orders by a value that grows with time without a spreading field', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '../../../firestore.indexes.json'), 'utf8')) as IndexFile;
    const collections = visitPathCollections(db);
    expect(collections.map((c) => c.collectionGroup)).toEqual(expect.arrayContaining(['clicks', 'pendingMatches', 'clickFoldQueue']));
    expect(collections.find((c) => c.collectionGroup === 'clicks')?.timeFields).toEqual(expect.arrayContaining(['clickedAt', 'loggedAt', 'expireAt']));
    expect(indexHotspots(file, recordedQueryShapes(), collections)).toEqual([]);
  });
});
