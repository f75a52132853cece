// A signed-in person's session, a Firebase user's or an account's of this Ferry
// (auth/account-session.ts): the projects they own or are members of, and the chosen one;
// or, in none yet, what the first-project screen needs.

import type { FerryAdmin } from '@ferry/sdk/admin';
import type { Auth, User } from 'firebase/auth';
import type { FirebaseWebConfig } from './firebase-auth';
import { adminFor, type ConsoleConfig, type Credential, chosenOf, type Person, type Project, type Session } from './session';
import { ShownError } from './ui/api-errors';

/**
 * A person's session: every project they own or are a member of, the chosen one named on each
 * request. In none yet, NoProjectYet carries what the first-project screen needs. A refusal
 * signs them out (of Firebase, or ends the account's session) and rejects with a sentence.
 */
export async function personSession(credential: Credential, who: Person, onUnauthorized: () => void): Promise<Session> {
  const { data, error } = await adminFor(credential, () => undefined).GET('/api/projects');
  if (error) {
    await who.signOut();
    throw new ShownError(error.code === 'UNAUTHENTICATED' ? 'Ferry did not accept this sign-in.' : error.error);
  }
  const sessionFor = (chosen: Project, projects: Project[]): Session => {
    const scope = { projectId: chosen.id };
    return { admin: adminFor(credential, onUnauthorized, scope), project: chosen, projects, scope, user: who };
  };
  const project = chosenOf(data);
  if (!project) throw new NoProjectYet({ admin: adminFor(credential, onUnauthorized), user: who, open: (p) => sessionFor(p, [p]) });
  return sessionFor(project, data);
}

/** firebase/auth and the Auth instance, loaded on first use only. */
export async function firebaseFor(config: ConsoleConfig) {
  const module = await import('./firebase-auth');
  return { module, auth: module.firebaseAuth(config.firebase as FirebaseWebConfig, config.authEmulator) };
}

/** A Firebase user's session: their ID token as Bearer on every request. */
export function firebaseSession(auth: Auth, user: User, signOutOfFirebase: () => Promise<void>, onUnauthorized: () => void): Promise<Session> {
  const credential = async () => (await auth.currentUser?.getIdToken()) ?? undefined;
  return personSession(credential, { uid: user.uid, email: user.email, kind: 'firebase', signOut: signOutOfFirebase }, onUnauthorized);
}

/** A person in no project yet: what the first-project screen needs to make one and go on. */
export interface FirstProjectStart {
  admin: FerryAdmin;
  user: Person;
  /** The session once the project exists. */
  open: (project: Project) => Session;
}

export class NoProjectYet extends Error {
  constructor(readonly start: FirstProjectStart) {
    super('This account has no project yet.');
  }
}
