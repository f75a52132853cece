// The flow between GET /api/auth/oidc/start and the callback: its state, nonce and PKCE verifier
// travel in the browser's own short-lived cookie (http/oidc-flow-cookie.ts), signed with an
// HMAC, so nothing is stored server side and any server of the store can finish the flow. The
// signature keeps a cookie planted by another host (a sibling under the same site, over http)
// from passing: only this server makes one. The verifier in it is no secret from that browser,
// whose sign-in it is; PKCE keeps a code caught on its way back useless without it.

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { OidcRefusal } from '../../../domain/accounts/oidc';
import type { ServiceDeps } from '../../deps';
import type { OidcFlow } from './provider';

/** Ten minutes to sign in at the provider: a password manager or a second factor, not a coffee break. */
export const OIDC_FLOW_MS = 10 * 60_000;

/**
 * Derived from the IP-hash pepper (stable, kept by every server of the store), with a label of
 * its own, so the key signs nothing else and the pepper is not exposed by it.
 */
const keyOf = (deps: ServiceDeps): Buffer => Buffer.from(hkdfSync('sha256', deps.ipHashPepper, 'ferry', 'oidc flow cookie', 32));

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function sealFlow(deps: ServiceDeps, flow: OidcFlow): string {
  const payload = Buffer.from(JSON.stringify({ ...flow, exp: deps.now().getTime() + OIDC_FLOW_MS })).toString('base64url');
  return `${payload}.${mac(keyOf(deps), payload)}`;
}

/** The flow the cookie holds; refused (`state`) when there is none, it was not made here, or it is too old. */
export function openFlow(deps: ServiceDeps, sealed: string | undefined): OidcFlow {
  if (!sealed) throw new OidcRefusal('state', 'no sign-in flow cookie: expired, sent to another browser, or the sign-in did not start here');
  const [payload = '', signature = ''] = sealed.split('.');
  const expected = Buffer.from(mac(keyOf(deps), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new OidcRefusal('state', 'the sign-in flow cookie is not signed by this server');
  const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OidcFlow & { exp: number };
  if (!(deps.now().getTime() < flow.exp)) throw new OidcRefusal('state', 'the sign-in flow cookie is older than 10 minutes');
  return { state: flow.state, nonce: flow.nonce, verifier: flow.verifier };
}
