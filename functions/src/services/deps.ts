// What every use case receives first: the store port, the clock, host settings and the
// ID-token verifier. Tests build it with a temp store and a fixed clock.

import type { HostConfig } from '../domain/links/short-url';
import type { Store } from '../store/ports';

export interface IdTokenClaims {
  uid: string;
}

export interface ServiceDeps {
  store: Store;
  now: () => Date;
  hosts: HostConfig;
  /** Rejects (any error) when the token is not a valid Firebase ID token. */
  verifyIdToken: (token: string) => Promise<IdTokenClaims>;
}
