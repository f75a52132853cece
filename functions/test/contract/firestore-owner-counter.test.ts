// Firestore only: the per-owner project counter. Owners whose projects predate the counter
// (no `projectOwners` doc) get it seeded from their projects inside the create's transaction,
// so the plan limit holds for them too. The store-wide behaviour is in the contract suite.

import type { Firestore } from 'firebase-admin/firestore';
import { openFirestoreStore } from '../../src/store/firestore';
import { paths } from '../../src/store/firestore/database/documents';
import { toProjectDoc } from '../../src/store/firestore/projects/project-doc';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { aProject } from './suite/fixtures';

let firestore: EmulatedFirestore;
let db: Firestore;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('owner-counter');
  ({ db } = firestore);
});

afterAll(() => firestore.close());

describe('firestore project owner counter', () => {
  it("when an owner's projects predate the counter, then it is seeded from them and the limit holds", async () => {
    const store = openFirestoreStore(db);
    for (const legacy of [aProject({ ownerUid: 'old-owner' }), aProject({ ownerUid: 'old-owner' })]) {
      await paths.projects(db).doc(legacy.id).set(toProjectDoc(legacy));
    }
    expect((await paths.projectOwner(db, 'old-owner').get()).exists).toBe(false);
    expect(await store.projects.create(aProject({ ownerUid: 'old-owner' }), { maxOwned: 3 })).toBe('created');
    expect((await paths.projectOwner(db, 'old-owner').get()).get('owned')).toBe(3);
    expect(await store.projects.create(aProject({ ownerUid: 'old-owner' }), { maxOwned: 3 })).toBe('owner-limit');
  });

  it('when a uid holds characters a document id cannot, then its counter still works', async () => {
    const store = openFirestoreStore(db);
    const uid = 'a/b/../__x__';
    expect(await store.projects.create(aProject({ ownerUid: uid }), { maxOwned: 1 })).toBe('created');
    expect(await store.projects.create(aProject({ ownerUid: uid }), { maxOwned: 1 })).toBe('owner-limit');
  });
});
