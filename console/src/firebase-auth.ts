// Firebase Auth for the console, loaded only when the deployment offers it (a dynamic import of
// this module from session.ts), so firebase/auth stays out of the initial bundle. The user is
// kept in sessionStorage (browserSessionPersistence): it dies with the tab, as the API key does.

import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  GoogleAuthProvider,
  initializeAuth,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { ShownError } from './ui/api-errors';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

let auth: Auth | undefined;

export function firebaseAuth(config: FirebaseWebConfig, emulator?: string): Auth {
  if (auth) return auth;
  const app = initializeApp(config, 'ferry-console');
  auth = initializeAuth(app, { persistence: browserSessionPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
  return auth;
}

/** The user this tab signed in before a reload, or null (waits for the stored state to load). */
export async function restoredUser(a: Auth): Promise<User | null> {
  await a.authStateReady();
  return a.currentUser;
}

const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Wrong email or password.',
  'auth/invalid-email': 'This is not an email address.',
  'auth/user-not-found': 'Wrong email or password.',
  'auth/wrong-password': 'Wrong email or password.',
  'auth/user-disabled': 'This account is disabled.',
  'auth/too-many-requests': 'Too many attempts: wait a moment and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in.',
  'auth/popup-blocked': 'The browser blocked the Google window: allow pop-ups for this site.',
  'auth/network-request-failed': 'Firebase Auth could not be reached.',
};

function readable(error: unknown): Error {
  const code = (error as { code?: string })?.code ?? '';
  return new ShownError(MESSAGES[code] ?? (code ? `Sign-in failed (${code}).` : 'Sign-in failed.'));
}

export async function withEmail(a: Auth, email: string, password: string): Promise<User> {
  try {
    return (await signInWithEmailAndPassword(a, email, password)).user;
  } catch (e) {
    throw readable(e);
  }
}

export async function withGoogle(a: Auth): Promise<User> {
  try {
    return (await signInWithPopup(a, new GoogleAuthProvider())).user;
  } catch (e) {
    throw readable(e);
  }
}

export const signOutOf = (a: Auth): Promise<void> => signOut(a);
