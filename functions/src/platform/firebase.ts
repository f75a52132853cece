// firebase-admin, loaded only when first needed so that a cold start (or the self-hosted
// server with API keys only) does not pay for it.

import type { App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';

let app: App | undefined;

export function firebaseApp(projectId: string): App {
  if (!app) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const admin = require('firebase-admin/app') as typeof import('firebase-admin/app');
    app = admin.getApps()[0] ?? admin.initializeApp({ projectId });
  }
  return app;
}

const REVOCATION_CHECK_TTL_MS = 60_000;
type Verified = { uid: string; verifiedEmail?: string };
const verified = new Map<string, Verified & { until: number }>();

/**
 * Verifies a Firebase ID token, including the revoked/disabled check (a network call), whose
 * result is kept a minute per token so a dashboard session does not pay it on every request.
 * With FIREBASE_AUTH_EMULATOR_HOST set, unsigned emulator tokens pass. The email comes along
 * only when Firebase says it is verified: invites by email trust nothing less.
 */
export async function verifyFirebaseIdToken(projectId: string, token: string): Promise<Verified> {
  const cached = verified.get(token);
  if (cached && cached.until > Date.now()) return claimsOf(cached);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { getAuth } = require('firebase-admin/auth') as typeof import('firebase-admin/auth');
  const decoded = await getAuth(firebaseApp(projectId)).verifyIdToken(token, true);
  const claims: Verified = { uid: decoded.uid };
  if (decoded.email_verified === true && typeof decoded.email === 'string') claims.verifiedEmail = decoded.email.toLowerCase();
  if (verified.size > 10_000) verified.clear();
  verified.set(token, { ...claims, until: Math.min(Date.now() + REVOCATION_CHECK_TTL_MS, decoded.exp * 1000) });
  return claims;
}

const claimsOf = ({ uid, verifiedEmail }: Verified): Verified => (verifiedEmail ? { uid, verifiedEmail } : { uid });

export function firestoreDb(projectId: string): Firestore {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { getFirestore } = require('firebase-admin/firestore') as typeof import('firebase-admin/firestore');
  return getFirestore(firebaseApp(projectId));
}
