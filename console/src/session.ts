// The signed-in state: a secret API key kept in sessionStorage only (it dies with the tab and
// is never written to localStorage), the typed admin client that sends it, and the project the
// key belongs to. Firebase Auth sign-in is a later step (docs/console.md).

import { createFerryAdmin, type components, type FerryAdmin } from '@ferry/sdk/admin';

export type Project = components['schemas']['Project'];
export type ApiError = components['schemas']['Error'];

export interface Session {
  admin: FerryAdmin;
  project: Project;
}

const KEY_ITEM = 'ferry.console.apiKey';

export const storedKey = (): string | null => sessionStorage.getItem(KEY_ITEM);

/** Sign-out forgets everything this tab held. */
export function forgetSession(): void {
  sessionStorage.removeItem(KEY_ITEM);
}

/** A client that reports any 401 (key revoked, or deleted with its project) so the app can sign out. */
export function adminFor(key: string, onUnauthorized: () => void): FerryAdmin {
  return createFerryAdmin({
    baseUrl: location.origin,
    credential: key,
    fetch: async (request) => {
      const response = await fetch(request);
      if (response.status === 401) onUnauthorized();
      return response;
    },
  });
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
  const project = data[0];
  if (!project) throw new Error('This key has no project.');
  sessionStorage.setItem(KEY_ITEM, key);
  return { admin: adminFor(key, onUnauthorized), project };
}
