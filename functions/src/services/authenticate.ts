// Who is calling: a project's API key or a dashboard user's Firebase ID token (decisions §2).

import { unauthenticated } from '../domain/errors';
import type { KeyType } from '../domain/projects/types';
import { hashKey, keyTypeOf, sameHash } from '../security/api-keys';
import type { ServiceDeps } from './deps';

export type Principal =
  | { kind: 'key'; keyType: KeyType; projectId: string; keyId: string }
  | { kind: 'user'; uid: string };

export async function authenticate(deps: ServiceDeps, authorization: string | undefined): Promise<Principal> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token) throw unauthenticated('Authorization header with a Bearer token is required');
  const keyType = keyTypeOf(token);
  if (keyType) {
    const hash = hashKey(token);
    const key = await deps.store.keys.findByHash(hash);
    // The lookup is by hash; the constant-time compare guards against a store that matched loosely.
    if (!key || key.type !== keyType || !sameHash(key.hash, hash)) throw unauthenticated('Invalid API key');
    return { kind: 'key', keyType, projectId: key.projectId, keyId: key.id };
  }
  try {
    const { uid } = await deps.verifyIdToken(token);
    return { kind: 'user', uid };
  } catch {
    throw unauthenticated('Invalid or expired ID token');
  }
}
