// The signed-in state: a secret API key kept in sessionStorage only (it dies with the tab and is
// never written to localStorage), a Firebase Auth user (also kept for this tab only, by
// firebase-auth.ts) whose ID token is fetched per request, or one of Ferry's own accounts, whose
// session is an httpOnly cookie (auth/account-session.ts). Then the typed admin client that
// sends the credential, the projects it sees, and the chosen one.

import { type components, createFerryAdmin, type FerryAdmin } from '@ferry/sdk/admin';
import { ShownError } from './ui/api-errors';

export type Project = components['schemas']['Project'];
export type ApiError = components['schemas']['Error'];
export type ConsoleConfig = components['schemas']['ConsoleConfig'];

/** A signed-in person (not a key): who, and how to sign out of Firebase or end the account's session. */
export interface Person {
  uid: string;
  email: string | null;
  /** An account of this Ferry (members are added by its email) or a Firebase user (by uid, or a verified email). */
  kind: 'account' | 'firebase';
  signOut: () => Promise<void>;
}

export interface Session {
  admin: FerryAdmin;
  project: Project;
  /** Every project the credential sees: a person's all, a key's its own. */
  projects: Project[];
  user?: Person;
  /**
   * The chosen project, which the client names (`?projectId=`) on every request that does not
   * carry it in its path: a person may reach several projects, a key only its own.
   */
  scope: { projectId?: string };
}

export type Role = 'owner' | 'editor' | 'viewer';

/**
 * The signed-in person's role in a project, from what GET /api/projects answers (its owner's uid
 * and its members). A secret key is the project's full key: an editor for links, while
 * owner-only actions (keys, members) are refused and the Projects screen says so.
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
export const chosenOf = (projects: Project[]): Project | undefined => projects.find((p) => p.id === sessionStorage.getItem(PROJECT_ITEM)) ?? projects[0];

export const storedKey = (): string | null => sessionStorage.getItem(KEY_ITEM);

/** Sign-out forgets everything this tab held. */
export function forgetSession(): void {
  sessionStorage.clear();
}

/** API keys reach one project; anything else (an ID token) must name the project. */
const isApiKey = (credential: string) => /^(sk|pk)_/.test(credential);

/** Routes that name no project or carry it in their path, or answer without one. */
const UNSCOPED = /^\/api\/(projects(\/|$)|console-config$|openapi\.json$)/;

export type Credential = string | (() => Promise<string | undefined>);

/**
 * A client that reports any 401 (key revoked, token refused, session ended) so the app can sign
 * out. Same-origin credentials: an account's session cookie goes with every request.
 */
export function adminFor(credential: Credential, onUnauthorized: () => void, scope: Session['scope'] = {}): FerryAdmin {
  const admin = createFerryAdmin({
    baseUrl: location.origin,
    credential,
    fetch: async (request) => {
      const response = await fetch(request, { credentials: 'same-origin' });
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

/** The ways to sign in the deployment offers (GET /api/console-config); a secret key always works. */
export async function consoleConfig(): Promise<ConsoleConfig> {
  try {
    const { data } = await createFerryAdmin({ baseUrl: location.origin }).GET('/api/console-config');
    return data ? { ...data, oidc: data.oidc ?? null } : NO_SIGN_IN_OPTIONS;
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
  const { data, error } = await adminFor(key, () => undefined).GET('/api/projects');
  if (error) throw new ShownError(error.code === 'UNAUTHENTICATED' ? 'This API key is not valid.' : error.error);
  const project = chosenOf(data);
  if (!project) throw new ShownError('This key has no project.');
  sessionStorage.setItem(KEY_ITEM, key);
  const scope = isApiKey(key) ? {} : { projectId: project.id };
  return { admin: adminFor(key, onUnauthorized, scope), project, projects: data, scope };
}
