// Ferry's own accounts (self-hosted, docs/accounts.md): sign-in with a password or a set-password
// link, and single sign-on, end in an httpOnly session cookie that no script can read. The
// console then sends no Authorization header and the cookie goes with every same-origin request:
// the server acts for the account, with its roles. Changes carry the page's Origin, which the
// server checks; browsers add it to same-origin POSTs themselves.

import { createFerryAdmin } from '@ferry/sdk/admin';
import { personSession } from '../person-session';
import type { Session } from '../session';
import { ShownError } from '../ui/api-errors';
import { invitationFailure, loginFailure } from './sign-in-errors';

export interface Account {
  uid: string;
  email: string;
}

/**
 * Set when this browser signs in with an account, removed at sign-out or when the server says the
 * session is over. Only then does a load ask GET /api/auth/session: a visitor who never signed
 * in would get a 401 on every visit (a failed request in the browser's console) for nothing. Not
 * a secret and not the session: the cookie is, and the server decides.
 */
const SIGNED_IN_HINT = 'ferry.console.account';
export const mayHaveAccountSession = (): boolean => localStorage.getItem(SIGNED_IN_HINT) !== null;
/** Also set before leaving for a single sign-on provider, which comes back to /console/ signed in. */
export const expectAccountSession = (): void => localStorage.setItem(SIGNED_IN_HINT, '1');
export const forgetAccountSession = (): void => localStorage.removeItem(SIGNED_IN_HINT);

const authApi = () => createFerryAdmin({ baseUrl: location.origin, fetch: (request) => fetch(request, { credentials: 'same-origin' }) });

/** The account the cookie signs in, or null (no session, or it ended). */
export async function currentAccount(): Promise<Account | null> {
  const { data } = await authApi().GET('/api/auth/session');
  if (!data) forgetAccountSession();
  return data?.user ?? null;
}

/** Rejects with a sentence for the form (wrong password, locked out for so long), or as fetch does. */
export async function passwordSignIn(email: string, password: string): Promise<Account> {
  const result = await authApi().POST('/api/auth/login', { body: { email, password } });
  if (!result.data) throw new ShownError(loginFailure(result.response.status, result.response.headers.get('Retry-After'), result.error));
  expectAccountSession();
  return result.data.user;
}

/** Sets the password of a set-password link's account and signs it in. */
export async function setPasswordWithLink(token: string, password: string): Promise<Account> {
  const result = await authApi().POST('/api/auth/invitation', { body: { token, password } });
  if (!result.data) throw new ShownError(invitationFailure(result.response.status, result.response.headers.get('Retry-After'), result.error));
  expectAccountSession();
  return result.data.user;
}

/** Sign-out ends the session on the server, not only in this tab; unreachable, the cookie's own expiry still ends it. */
async function endAccountSession(): Promise<void> {
  forgetAccountSession();
  await authApi()
    .POST('/api/auth/logout')
    .catch(() => undefined);
}

/** The account's session: no credential of its own (the cookie is it), the chosen project named on each request. */
export function accountSession(account: Account, onUnauthorized: () => void): Promise<Session> {
  const who = { uid: account.uid, email: account.email, kind: 'account' as const, signOut: endAccountSession };
  return personSession(async () => undefined, who, onUnauthorized);
}
