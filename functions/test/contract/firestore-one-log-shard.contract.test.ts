// The store contract once more on Firestore, with every visit logged on one shard of the click
// log (the default spreads them over CLICK_LOG_SHARDS): the fold must not depend on how many.

import type { Firestore } from 'firebase-admin/firestore';
import { openFirestoreStore } from '../../src/store/firestore';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { runStoreContract } from './suite/store-contract';

let firestore: EmulatedFirestore;
let db: Firestore;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('firestore-one-log-shard');
  ({ db } = firestore);
});

afterAll(() => firestore.close());

runStoreContract('firestore, one click log shard', async () => openFirestoreStore(db, { clickLogShards: 1 }));
