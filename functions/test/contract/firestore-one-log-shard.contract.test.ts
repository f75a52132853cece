// The click log's part of the store contract once more on Firestore, with every visit logged on
// one shard of the click log (the default spreads them over CLICK_LOG_SHARDS): the fold must not
// depend on how many. The shard count changes nothing else, which firestore.contract covers.

import type { Firestore } from 'firebase-admin/firestore';
import { openFirestoreStore } from '../../src/store/firestore';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { runClickLogContract } from './suite/store-contract';

let firestore: EmulatedFirestore;
let db: Firestore;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('firestore-one-log-shard');
  ({ db } = firestore);
});

afterAll(() => firestore.close());

runClickLogContract('firestore, one click log shard', async () => openFirestoreStore(db, { clickLogShards: 1 }));
