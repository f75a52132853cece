// What the Projects screen shares: the project and error types from the generated API types,
// and how an API error is said to people (a 403 names the role it needs).

import type { components } from '@ferry/sdk/admin';
import { storedKey } from '../session';

export type Project = components['schemas']['Project'];
export type ApiError = components['schemas']['Error'];
export type UpdateProject = components['schemas']['UpdateProjectRequest'];

/** The role an action needs, as routes/projects.ts and services/access.ts decide. */
export type Needs = 'owner' | 'editor';

const ROLE_TEXT: Record<Needs, string> = {
  owner: 'the owner role (the project owner, signed in with Firebase Auth)',
  editor: 'the editor or owner role (or a secret API key)',
};

/** A sentence for an API error: a 403 says which role is missing, a plan limit says so. */
export function explain(error: ApiError, needs?: Needs): string {
  if (error.code === 'PERMISSION_DENIED' && needs) return `This needs ${ROLE_TEXT[needs]}. Ferry says: ${error.error}`;
  if (error.code === 'PLAN_LIMIT_REACHED') return `Plan limit reached: ${error.error}`;
  return error.error;
}

export const UNREACHABLE = 'Ferry could not be reached.';

/** Signed in with a secret API key (sk_…), not a user's ID token: owner-only actions will be refused. */
export const signedInWithKey = (): boolean => /^(sk|pk)_/.test(storedKey() ?? '');

/** Times in the viewer's own zone. */
export const when = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
