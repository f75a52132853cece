// The owner of the fuzzed server's second project, whose credential reaches the owner's routes
// (keys, members, project creation): an ID token (the fake Auth emulator's, as on Firebase) or,
// self-hosted, the console's session cookie of a Ferry account.
import { idToken } from '../support/id-token';
import type { FuzzServer } from './fuzz-server';
import type { OwnerCredential } from './run-schemathesis';

export const OWNER_EMAIL = 'fuzz-owner@acme.example';
export const OWNER_PASSWORD = 'a long fuzzing pass phrase';

/** Signs in with the account fuzz-server.js made (FERRY_FUZZ_OWNER_*): the session cookie's value. */
export async function ownerSession(ferry: FuzzServer): Promise<OwnerCredential> {
  const res = await fetch(`http://127.0.0.1:${ferry.port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(ferry.baseUrl).origin },
    body: JSON.stringify({ email: OWNER_EMAIL, password: OWNER_PASSWORD }),
  });
  const cookie = /ferry_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (res.status !== 200 || !cookie) throw new Error(`the owner's sign-in: ${res.status} ${await res.text()}`);
  return { session: cookie, origin: new URL(ferry.baseUrl).origin };
}

export const ownerIdToken = (): OwnerCredential => ({ idToken: idToken('fuzz-owner') });

/** The headers that make a change as the owner, whichever the credential. */
export function ownerHeaders(owner: OwnerCredential): Record<string, string> {
  if ('idToken' in owner) return { authorization: `Bearer ${owner.idToken}` };
  return { cookie: `ferry_session=${owner.session}`, origin: owner.origin };
}
