// Account passwords: hashed with the account cost (security/password-hash.ts), never logged
// and never answered. A sign-in for an email with no password behind it (no account, no
// password set yet) still runs one scrypt check, against a stand-in hash, so its answer takes
// as long as a wrong password's and the timing tells nothing about which emails have accounts.

import { randomBytes } from 'node:crypto';
import type { AccountRecord } from '../../domain/accounts/types';
import { ACCOUNT_PASSWORD_COST, hashPassword, verifyPassword } from '../../security/password-hash';

export const hashAccountPassword = (password: string): Promise<string> => hashPassword(password, ACCOUNT_PASSWORD_COST);

/** Made once, on the first sign-in that needs it, from a password nobody knows. */
let standIn: Promise<string> | undefined;
const standInHash = () => (standIn ??= hashAccountPassword(randomBytes(32).toString('base64url')));

/** True only for an enabled account whose password this is; every other case costs the same check. */
export async function passwordMatches(account: AccountRecord | null, password: string): Promise<boolean> {
  const hash = account?.passwordHash ?? (await standInHash());
  const matches = await verifyPassword(password, hash);
  return matches && account !== null && account.passwordHash !== undefined && !account.disabled;
}

/** Warms the stand-in hash (the server's start), so the first unknown email is not the one slower answer. */
export function prepareStandInHash(): Promise<unknown> {
  return standInHash();
}
