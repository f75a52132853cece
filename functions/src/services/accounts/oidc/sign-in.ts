// From an identity the provider vouched for to a session, as a password sign-in ends: the
// account of that identity; else the account of its verified email, which gets the identity
// (once: an account holds one identity); else a new account holding it. A disabled account is
// refused; roles given to the email apply; the session is the one password sign-in starts.

import { type EmailClaims, OidcRefusal, type OidcSettings, requireAllowedDomain, trustedEmail } from '../../../domain/accounts/oidc';
import type { AccountRecord, OidcIdentity } from '../../../domain/accounts/types';
import { AppError } from '../../../domain/errors';
import { StoreConflictError } from '../../../store/ports';
import type { ServiceDeps } from '../../deps';
import { createAccount } from '../accounts';
import { applyInvites } from '../invites';
import { startSession } from '../sessions';

const refuseDisabled = (account: AccountRecord) => {
  if (account.disabled) throw new OidcRefusal('disabled', `the account ${account.uid} is disabled`);
};

/** Found, linked or made; a race lost to another sign-in of the same person looks again once. */
async function accountFor(deps: ServiceDeps, identity: OidcIdentity, email: string, again = true): Promise<AccountRecord> {
  const known = await deps.store.accounts.getByOidc(identity.issuer, identity.subject);
  if (known) return known;
  const sameEmail = await deps.store.accounts.getByEmail(email);
  try {
    if (sameEmail) {
      // Another identity for this email: the provider may have given the address to someone else.
      if (sameEmail.oidc)
        throw new OidcRefusal('account_conflict', `the account ${sameEmail.uid} with this email is linked to another identity (${sameEmail.oidc.issuer})`);
      refuseDisabled(sameEmail);
      if (await deps.store.accounts.linkOidc(sameEmail.uid, identity, deps.now().toISOString())) {
        deps.log.info('Single sign-on linked an account', { uid: sameEmail.uid, issuer: identity.issuer });
        return { ...sameEmail, oidc: identity };
      }
    } else {
      const created = await createAccount(deps, { email }, identity);
      deps.log.info('Single sign-on created an account', { uid: created.uid, issuer: identity.issuer });
      return created;
    }
  } catch (error) {
    if (!(error instanceof StoreConflictError) && !(error instanceof AppError && error.code === 'ALREADY_EXISTS')) throw error;
  }
  if (again) return accountFor(deps, identity, email, false);
  throw new OidcRefusal('account_conflict', 'the account of this email changed during the sign-in');
}

export async function oidcSignIn(deps: ServiceDeps, settings: OidcSettings, identity: OidcIdentity & { claims: EmailClaims }) {
  const email = trustedEmail(identity.claims);
  requireAllowedDomain(email, settings.allowedEmailDomains);
  const account = await accountFor(deps, { issuer: identity.issuer, subject: identity.subject }, email);
  refuseDisabled(account);
  await applyInvites(deps, account.uid, account.email);
  // The provider may now name another verified email than the one the account was made with.
  if (email !== account.email) await applyInvites(deps, account.uid, email);
  return { account, ...(await startSession(deps, account)) };
}
