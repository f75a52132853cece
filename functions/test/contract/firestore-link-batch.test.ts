// Firestore only: a batch of link creates whose commit loses to a plain create of one of its
// slugs (the precondition fails with ALREADY_EXISTS, which transactions do not retry) answers
// that slug as taken, as the store contract says, instead of failing.
import type { Firestore } from 'firebase-admin/firestore';
import { openFirestoreStore } from '../../src/store/firestore';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { aLink } from './suite/fixtures';

let firestore: EmulatedFirestore;
let db: Firestore;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('link-batch');
  ({ db } = firestore);
});
afterAll(() => firestore.close());

it('when a plain create takes a slug between the batch reads and its commit, then the batch answers it taken', async () => {
  const store = openFirestoreStore(db);
  const spy = jest.spyOn(db, 'runTransaction').mockImplementationOnce(async () => {
    // The racing writer: it creates `b` while the batch's first attempt is between read and commit.
    await store.links.createIfAbsent(aLink('proj-batch-race', { slug: 'b', title: 'the other writer' }));
    throw Object.assign(new Error('6 ALREADY_EXISTS: Document already exists'), { code: 6 });
  });
  try {
    const taken = await store.links.createAllIfAbsent([aLink('proj-batch-race', { slug: 'a' }), aLink('proj-batch-race', { slug: 'b' })]);
    expect(taken).toEqual([1]);
  } finally {
    spy.mockRestore();
  }
  expect(await store.links.get('proj-batch-race', 'a')).toBeNull();
  expect((await store.links.get('proj-batch-race', 'b'))?.title).toBe('the other writer');
});
