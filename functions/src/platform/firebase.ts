// firebase-admin, loaded only when first needed so that a cold start (or the self-hosted
// server with API keys only) does not pay for it.

import type { App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';

let app: App | undefined;

function firebaseApp(projectId: string): App {
  if (!app) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const admin = require('firebase-admin/app') as typeof import('firebase-admin/app');
    app = admin.getApps()[0] ?? admin.initializeApp({ projectId });
  }
  return app;
}

/** Verifies a Firebase ID token; with FIREBASE_AUTH_EMULATOR_HOST set, emulator tokens pass. */
export async function verifyFirebaseIdToken(projectId: string, token: string): Promise<{ uid: string }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { getAuth } = require('firebase-admin/auth') as typeof import('firebase-admin/auth');
  const decoded = await getAuth(firebaseApp(projectId)).verifyIdToken(token);
  return { uid: decoded.uid };
}

export function firestoreDb(projectId: string): Firestore {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { getFirestore } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  return getFirestore(firebaseApp(projectId));
}
