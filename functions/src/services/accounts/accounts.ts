// Account use cases (the `ferry user` verbs): create, find by email or uid, list, disable,
// set a password. Passwords are taken as given and hashed here; nothing returns a hash.

import { customAlphabet } from 'nanoid';
import { newAccountSchema, setPasswordSchema } from '../../domain/accounts/schema';
import { ACCOUNT_UID, type AccountRecord, type OidcIdentity } from '../../domain/accounts/types';
import { conflict, notFound } from '../../domain/errors';
import { parseInput } from '../../domain/validation';
import { StoreConflictError } from '../../store/ports';
import type { ServiceDeps } from '../deps';
import { applyInvites } from './invites';
import { hashAccountPassword } from './passwords';

/** 20 of [0-9a-z], about 103 bits: unguessable, and never the shape of a Firebase uid. */
const uidPart = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 20);

export interface AccountView {
  uid: string;
  email: string;
  hasPassword: boolean;
  oidc?: { issuer: string; subject: string };
  disabled: boolean;
  createdAt: string;
}

export const accountView = (a: AccountRecord): AccountView => ({
  uid: a.uid,
  email: a.email,
  hasPassword: a.passwordHash !== undefined,
  ...(a.oidc ? { oidc: a.oidc } : {}),
  disabled: a.disabled,
  createdAt: a.createdAt,
});

/**
 * A new account, with a password or none yet (then a set-password link follows), or made by a
 * single sign-on with its OIDC identity; roles waiting for its email apply at once.
 */
export async function createAccount(deps: ServiceDeps, input: { email: string; password?: string }, oidc?: OidcIdentity): Promise<AccountRecord> {
  const { email, password } = parseInput(newAccountSchema, input);
  const now = deps.now().toISOString();
  const account: AccountRecord = { uid: `usr_${uidPart()}`, email, ...(oidc ? { oidc } : {}), disabled: false, createdAt: now, updatedAt: now };
  if (password !== undefined) account.passwordHash = await hashAccountPassword(password);
  try {
    await deps.store.accounts.create(account);
  } catch (error) {
    if (error instanceof StoreConflictError)
      throw conflict(
        error.what === 'oidcIdentity' ? 'An account with this single sign-on identity already exists' : 'An account with this email already exists',
      );
    throw error;
  }
  await applyInvites(deps, account.uid, account.email);
  return account;
}

/** By uid (`usr_…`) or by email, as an operator types either. */
export async function findAccount(deps: ServiceDeps, emailOrUid: string): Promise<AccountRecord> {
  const found = ACCOUNT_UID.test(emailOrUid)
    ? await deps.store.accounts.get(emailOrUid)
    : await deps.store.accounts.getByEmail(emailOrUid.trim().toLowerCase());
  if (!found) throw notFound('Account not found');
  return found;
}

export function listAccounts(deps: ServiceDeps, page: { limit: number; after?: string }): Promise<AccountRecord[]> {
  return deps.store.accounts.list(page);
}

/** Everything the account could sign in with ends: its sessions and any set-password link. */
async function endAccess(deps: ServiceDeps, uid: string): Promise<void> {
  await deps.store.sessions.deleteForUser(uid);
  await deps.store.passwordTokens.deleteForUser(uid);
}

/** Disabled, the account's sessions end at once and it cannot sign in; enabled, it can again. */
export async function setAccountDisabled(deps: ServiceDeps, account: AccountRecord, disabled: boolean): Promise<AccountRecord> {
  // The flag first: a sign-in racing the disable sees it, or its session is among those ended.
  if (!(await deps.store.accounts.setDisabled(account.uid, disabled, deps.now().toISOString()))) throw notFound('Account not found');
  if (disabled) await endAccess(deps, account.uid);
  return { ...account, disabled };
}

/** A new password signs the account out everywhere: whoever knew the old one is not kept signed in. */
export async function setAccountPassword(deps: ServiceDeps, account: AccountRecord, password: string): Promise<void> {
  const hash = await hashAccountPassword(parseInput(setPasswordSchema, { password }).password);
  if (!(await deps.store.accounts.setPassword(account.uid, hash, deps.now().toISOString()))) throw notFound('Account not found');
  await endAccess(deps, account.uid);
}
