// The API's error answer as a sentence for a person. A 403 also says which role the action needs
// (docs/api.md, Roles), since the API's own message names the refusal, not the remedy.

import type { ApiError } from '@ferry/sdk/admin';

export type Need = 'read' | 'write';

const ROLE_NEEDED: Record<Need, string> = {
  read: 'Reading links needs a viewer, editor or owner role, or the project\'s secret key.',
  write: 'Changing links needs the editor or owner role (viewers can only read), or the project\'s secret key.',
};

export function describeError(error: ApiError, need: Need): string {
  if (error.code === 'PERMISSION_DENIED') return `${error.error}. ${ROLE_NEEDED[need]}`.replace('.. ', '. ');
  return error.error;
}

export const UNREACHABLE = 'Ferry could not be reached. Check your connection and try again.';
