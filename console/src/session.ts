// The signed-in state: either a secret API key kept in sessionStorage only (it dies with the tab
// and is never written to localStorage), or a Firebase Auth user (also kept for this tab only,
// by firebase-auth.ts) whose ID token is fetched per request. Then the typed admin client that
// sends it, the projects the credential sees, and the chosen one.

import { createFerryAdmin, type components, type FerryAdmin } from '@ferry/sdk/admin';
import type { Auth, User } from 'firebase/auth';
import type { FirebaseWebConfig } from './firebase-auth';

export type Project = components['schemas']['Project'];
export type ApiError = components['schemas']['Error'];
export type ConsoleConfig = components['schemas']['ConsoleConfig'];

export interface Session {
  admin: FerryAdmin;
  project: Project;
  /** Every project the credential sees: a user's all, a key's its own. */
  projects: Project[];
  /** Signed in with Firebase Auth: who, and how to sign out of it. */
  user?: { uid: string; email: string | null; signOut: () => Promise<void> };
  /**
   * The chosen project, which the client names (`?projectId=`) on every request that does not
   * carry it in its path: an ID token may reach several projects, a key only its own.
   */
  scope: { projectId?: string };
}

export type Role = 'owner' | 'editor' | 'viewer';

/**
 * The signed-in user's role in a project, from what GET /api/projects answers (its owner's uid and
 * its members). A secret key is the project's full key: an editor for links, while owner-only
 * actions (keys, members) are refused and the Projects screen says so.
 */
export function roleOf(session: Pick<Session, 'user'>, project: Pick<Project, 'ownerUid' | 'members'>): Role {
  const uid = session.user?.uid;
  if (!uid) return 'editor';
  if (project.ownerUid === uid) return 'owner';
  return project.members?.find((m) => m.uid === uid)?.role ?? 'viewer';
}

const KEY_ITEM = 'ferry.console.apiKey';
const PROJECT_ITEM = 'ferry.console.project';

/** The chosen project survives a reload of the tab (never the next tab). */
export const rememberProject = (id: string): void => sessionStorage.setItem(PROJECT_ITEM, id);
const chosenOf = (projects: Project[]): Project | undefined =>
  projects.find((p) => p.id === sessionStorage.getItem(PROJECT_ITEM)) ?? projects[0];

export const storedKey = (): string | null => sessionStorage.getItem(KEY_ITEM);

/** Sign-out forgets everything this tab held. */
export function forgetSession(): void {
  sessionStorage.clear();
}

/** API keys reach one project; anything else (an ID token) must name the project. */
const isApiKey = (credential: string) => /^(sk|pk)_/.test(credential);

/** Routes that name no project or carry it in their path, or answer without one. */
const UNSCOPED = /^\/api\/(projects(\/|$)|console-config$|openapi\.json$)/;

/** A client that reports any 401 (key revoked, token refused) so the app can sign out. */
export function adminFor(credential: string | (() => Promise<string | undefined>), onUnauthorized: () => void, scope: Session['scope'] = {}): FerryAdmin {
  const admin = createFerryAdmin({
    baseUrl: location.origin,
    credential,
    fetch: async (request) => {
      const response = await fetch(request);
      if (response.status === 401) onUnauthorized();
      return response;
    },
  });
  admin.use({
    async onRequest({ request }) {
      const url = new URL(request.url);
      if (!scope.projectId || UNSCOPED.test(url.pathname) || url.searchParams.has('projectId')) return request;
      url.searchParams.set('projectId', scope.projectId);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      return new Request(url, { method: request.method, headers: request.headers, body, signal: request.signal });
    },
  });
  return admin;
}

/** When the server cannot say: the API key sign-in only. */
const NO_SIGN_IN_OPTIONS: ConsoleConfig = { firebase: null, password: false, oidc: null };

/** What the deployment offers: Firebase Auth sign-in or not (GET /api/console-config). */
export async function consoleConfig(): Promise<ConsoleConfig> {
  try {
    const { data } = await createFerryAdmin({ baseUrl: location.origin }).GET('/api/console-config');
    return data ? { oidc: null, ...data } : NO_SIGN_IN_OPTIONS;
  } catch {
    return NO_SIGN_IN_OPTIONS;
  }
}

/**
 * Checks the key by listing its projects (a secret key sees exactly its own). Resolves the
 * session, or rejects with the API's message for the sign-in form.
 */
export async function signIn(key: string, onUnauthorized: () => void): Promise<Session> {
  // A wrong key must not bounce the form through onUnauthorized: the form shows the error itself.
  const check = adminFor(key, () => undefined);
  const { data, error } = await check.GET('/api/projects');
  if (error) throw new Error(error.code === 'UNAUTHENTICATED' ? 'This API key is not valid.' : error.error);
  const project = chosenOf(data);
  if (!project) throw new Error('This key has no project.');
  sessionStorage.setItem(KEY_ITEM, key);
  const scope = isApiKey(key) ? {} : { projectId: project.id };
  return { admin: adminFor(key, onUnauthorized, scope), project, projects: data, scope };
}

/** firebase/auth and the Auth instance, loaded on first use only. */
export async function firebaseFor(config: ConsoleConfig) {
  const module = await import('./firebase-auth');
  return { module, auth: module.firebaseAuth(config.firebase as FirebaseWebConfig, config.authEmulator) };
}

/** A session for a Firebase user: ID tokens as Bearer, every project of the user. */
export async function firebaseSession(auth: Auth, user: User, signOutOfFirebase: () => Promise<void>, onUnauthorized: () => void): Promise<Session> {
  const credential = async () => (await auth.currentUser?.getIdToken()) ?? undefined;
  const { data, error } = await adminFor(credential, () => undefined).GET('/api/projects');
  if (error) {
    await signOutOfFirebase();
    throw new Error(error.code === 'UNAUTHENTICATED' ? 'Ferry did not accept this sign-in.' : error.error);
  }
  const who = { uid: user.uid, email: user.email, signOut: signOutOfFirebase };
  const project = chosenOf(data);
  // Signed in, but in no project yet: the app offers to create the first one (first-project.tsx).
  if (!project) throw new NoProjectYet({ admin: adminFor(credential, onUnauthorized), user: who, open: (p) => sessionFor(p, [p]) });
  return sessionFor(project, data);

  function sessionFor(chosen: Project, projects: Project[]): Session {
    const scope = { projectId: chosen.id };
    return { admin: adminFor(credential, onUnauthorized, scope), project: chosen, projects, scope, user: who };
  }
}

/** A Firebase user with no project: what the first-project screen needs to make one and go on. */
export interface FirstProjectStart {
  admin: FerryAdmin;
  user: NonNullable<Session['user']>;
  /** The session once the project exists. */
  open: (project: Project) => Session;
}

export class NoProjectYet extends Error {
  constructor(readonly start: FirstProjectStart) {
    super('This account has no project yet.');
  }
}
