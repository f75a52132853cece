// Firestore only: a search reads at most SEARCH_SCAN_MAX link documents per request (each is a
// billed read). When the budget runs out before a page is full, the page is short (here empty)
// and its cursor goes on from the last link read, so following cursors still finds every match.
import type { Firestore } from 'firebase-admin/firestore';
import { openFirestoreStore } from '../../src/store/firestore';
import { SEARCH_SCAN_MAX } from '../../src/store/firestore/links/link-list';
import { type EmulatedFirestore, openEmulatedFirestore } from './emulated-firestore';
import { aLink } from './suite/fixtures';
import { listAll } from './suite/link-list-contract';

let firestore: EmulatedFirestore;
let db: Firestore;

beforeAll(async () => {
  firestore = await openEmulatedFirestore('link-search');
  ({ db } = firestore);
});
afterAll(() => firestore.close());

const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();

it('when the only match lies beyond the scan budget, then the first page is empty with a cursor that leads to it', async () => {
  const store = openFirestoreStore(db);
  const project = 'proj-search-budget';
  // The match is the oldest link; SEARCH_SCAN_MAX + 20 newer ones do not match.
  const others = Array.from({ length: SEARCH_SCAN_MAX + 20 }, (_, i) =>
    aLink(project, { slug: `n${i}`, title: 'Other', deepLink: 'acme://x', createdAt: at(i + 1) }),
  );
  for (let i = 0; i < others.length; i += 100) expect(await store.links.createAllIfAbsent(others.slice(i, i + 100))).toEqual([]);
  await store.links.createIfAbsent(aLink(project, { slug: 'needle', title: 'The Needle', createdAt: at(0) }));

  const first = await store.links.list(project, { limit: 10, filter: { q: 'needle' } });
  expect(first.items).toEqual([]);
  expect(first.nextCursor).not.toBeNull();
  const second = await store.links.list(project, { limit: 10, cursor: first.nextCursor!, filter: { q: 'needle' } });
  expect(second.items.map((l) => l.slug)).toEqual(['needle']);
  expect(second.nextCursor).toBeNull();

  expect((await listAll(store, project, { q: 'needle' }, 10)).slugs).toEqual(['needle']);
  expect((await listAll(store, project, { q: 'other' }, 100)).slugs).toHaveLength(SEARCH_SCAN_MAX + 20);
});
