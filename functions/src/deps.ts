// buildDeps(config): picks the store adapter and wires the clock and the ID-token verifier.
// Adapters are required lazily: Cloud Functions never load better-sqlite3, and the
// self-hosted server never loads the Firestore client.

import { join } from 'node:path';
import type { Config } from './config';
import { firestoreDb, verifyFirebaseIdToken } from './platform/firebase';
import type { ServiceDeps } from './services/deps';
import type { Store } from './store/ports';

function openStore(config: Config): Store {
  /* eslint-disable @typescript-eslint/no-require-imports */
  if (config.store === 'sqlite') {
    const { openSqliteStore } = require('./store/sqlite') as typeof import('./store/sqlite');
    return openSqliteStore(join(config.dataDir, 'ferry.db'));
  }
  const { openFirestoreStore } = require('./store/firestore') as typeof import('./store/firestore');
  return openFirestoreStore(firestoreDb(config.firebaseProjectId));
  /* eslint-enable @typescript-eslint/no-require-imports */
}

export function buildDeps(config: Config, store: Store = openStore(config)): ServiceDeps {
  return {
    store,
    now: () => new Date(),
    hosts: config.hosts,
    verifyIdToken: (token) => verifyFirebaseIdToken(config.firebaseProjectId, token),
  };
}
