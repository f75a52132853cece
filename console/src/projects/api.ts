// What the Projects screen shares: the project types from the generated API types, who is signed
// in. Times are ui/instant.tsx's and how an API error is said is ui/api-errors.ts's, as on every screen.

import type { components } from '@ferry/sdk/admin';
import { storedKey } from '../session';

export type Project = components['schemas']['Project'];
export type UpdateProject = components['schemas']['UpdateProjectRequest'];

/** Signed in with a secret API key (sk_…), not as a person: owner-only actions will be refused. */
export const signedInWithKey = (): boolean => /^(sk|pk)_/.test(storedKey() ?? '');
