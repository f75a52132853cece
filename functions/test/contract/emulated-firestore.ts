// One test file's Firestore: the in-process emulator plus a firebase-admin app on it, named
// per file so parallel files never share a client.

import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { type RunningEmulator, startFirestoreEmulator } from './firestore-emulator';

export interface EmulatedFirestore {
  emulator: RunningEmulator;
  db: Firestore;
  close(): Promise<void>;
}

export async function openEmulatedFirestore(name: string): Promise<EmulatedFirestore> {
  const emulator = await startFirestoreEmulator();
  // firebase-admin reads this when it builds the Firestore client, so it must be set first.
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  const app = initializeApp({ projectId: 'demo-ferry' }, `${name}-${process.pid}-${Date.now()}`);
  const db = getFirestore(app);
  return {
    emulator,
    db,
    async close() {
      await db.terminate();
      await deleteApp(app);
      emulator.stop();
    },
  };
}
