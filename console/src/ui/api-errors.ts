// How a call to Ferry's API that went wrong is said to people, in one wording for every screen:
// the API's error answer (a 403 names the role the action needs, since the API's own message
// names the refusal, not the remedy; a plan limit says so), an API that could not be reached,
// and a sentence a sign-in step threw for the form. `settle` runs one call and says which of
// these it was; ui/use-request.ts keeps its busy and error state. No imports but types: the unit
// tests load this file on its own (console/test/api-errors.test.mjs).

import type { ApiError } from '@ferry/sdk/admin';

export type { ApiError };

export const UNREACHABLE = 'Ferry could not be reached. Check your connection and try again.';

/** The role an action needs, as routes/projects.ts and services/access/access.ts decide. */
export type Need = 'viewer' | 'editor' | 'owner';

const ROLE_TEXT: Record<Need, string> = {
  viewer: "a viewer, editor or owner role, or the project's secret key",
  editor: "the editor or owner role (viewers can only read), or the project's secret key",
  owner: 'the owner role (the project owner, signed in)',
};

/** A sentence for an API error: a 403 says which role is missing, a plan limit says so. */
export function explain(error: ApiError, need?: Need): string {
  if (error.code === 'PERMISSION_DENIED' && need) return `This needs ${ROLE_TEXT[need]}. Ferry says: ${error.error}`;
  if (error.code === 'PLAN_LIMIT_REACHED') return `Plan limit reached: ${error.error}`;
  return error.error;
}

/** Thrown with a sentence written for the person at the screen (a refused sign-in): shown as it is. */
export class ShownError extends Error {
  override name = 'ShownError';
}

/** What the typed client answers: data, or the API's error (`response` as it came). */
export interface Answer {
  data?: unknown;
  error?: ApiError;
  response?: Response;
}

/** The data of a successful answer (a call that answers nothing: undefined). */
export type DataOf<A> = A extends { data?: infer D } ? Exclude<D, undefined> : undefined;

/** A call that went wrong: the sentence to show, and the API's answer when there was one. */
export interface Failure {
  message: string;
  error?: ApiError;
}

export type Outcome<A> = { ok: true; data: DataOf<A>; answer: A } | { ok: false; failure: Failure };

/**
 * Runs one call. A call that throws did not reach Ferry (fetch rejects only then), unless it threw
 * a ShownError, whose sentence is kept.
 */
export async function settle<A extends Answer | void>(call: () => Promise<A>, need?: Need): Promise<Outcome<A>> {
  let answer: A;
  try {
    answer = await call();
  } catch (thrown) {
    return { ok: false, failure: { message: thrown instanceof ShownError ? thrown.message : UNREACHABLE } };
  }
  const error = answer ? answer.error : undefined;
  if (error) return { ok: false, failure: { message: explain(error, need), error } };
  return { ok: true, data: (answer ? answer.data : undefined) as DataOf<A>, answer };
}
