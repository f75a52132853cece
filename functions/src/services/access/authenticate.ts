// Who is calling: a project's API key, a dashboard user's Firebase ID token (ADR 0002), or,
// self-hosted, a console session cookie of one of Ferry's own accounts. A Firebase user and a
// Ferry account are the same kind of principal, a uid with roles, so every role check holds
// for both. A Bearer credential, when sent, is the only one looked at.

import { unauthenticated } from '../../domain/errors';
import type { KeyType } from '../../domain/projects/types';
import { hashKey, keyTypeOf, sameHash } from '../../security/api-keys';
import { type RequestOrigin, requireOwnOrigin } from '../accounts/csrf';
import { applyInvitesOnce } from '../accounts/invites';
import { sessionAccount } from '../accounts/sessions';
import type { ServiceDeps } from '../deps';

export type Principal = { kind: 'key'; keyType: KeyType; projectId: string; keyId: string } | { kind: 'user'; uid: string };

/** The session cookie's token, with what the cross-site check reads from the request. */
export interface SessionCredential extends RequestOrigin {
  token: string;
}

export const NO_CREDENTIAL = 'Authorization header with a Bearer token is required';
export const SESSION_ENDED = 'Your session has ended: sign in again';

export async function authenticate(deps: ServiceDeps, authorization: string | undefined, session?: SessionCredential): Promise<Principal> {
  if (authorization === undefined && session && deps.accounts) return sessionPrincipal(deps, deps.accounts.baseUrl, session);
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token) throw unauthenticated(NO_CREDENTIAL);
  const keyType = keyTypeOf(token);
  if (keyType) {
    const hash = hashKey(token);
    const key = await deps.store.keys.findByHash(hash);
    // The lookup is by hash; the constant-time compare guards against a store that matched loosely.
    if (!key || key.type !== keyType || !sameHash(key.hash, hash)) throw unauthenticated('Invalid API key');
    return { kind: 'key', keyType, projectId: key.projectId, keyId: key.id };
  }
  let claims: Awaited<ReturnType<ServiceDeps['verifyIdToken']>>;
  try {
    claims = await deps.verifyIdToken(token);
  } catch {
    throw unauthenticated('Invalid or expired ID token');
  }
  // Roles given to this user's verified email before they first signed in become theirs now.
  if (claims.verifiedEmail) await applyInvitesOnce(deps, claims.uid, claims.verifiedEmail);
  return { kind: 'user', uid: claims.uid };
}

async function sessionPrincipal(deps: ServiceDeps, baseUrl: string, session: SessionCredential): Promise<Principal> {
  // Refused before any store read: a cross-site change learns nothing, not even whether the cookie is live.
  requireOwnOrigin(baseUrl, session);
  const account = await sessionAccount(deps, session.token);
  if (!account) throw unauthenticated(SESSION_ENDED);
  return { kind: 'user', uid: account.uid };
}
