// Check 6: would the TLS proxy get a certificate for each name Ferry serves, and none for a
// custom domain still pending? Asked of the running endpoint, as Caddy asks it; with the
// listener down, the same answer is worked out in process (a warning: nobody asked Caddy's way).

import { parseTlsName } from '../../domain/hosts/tls-name';
import type { ServiceDeps } from '../deps';
import { allowedTlsName } from '../tls/allowed-name';
import { type DoctorCheck, fail, ok, warn } from './check';
import { type Get, internalUrl } from './listener-check';
import type { TlsName } from './tls-names';

/** true: allowed; false: refused; a number: any other HTTP status. */
export type TlsAnswer = boolean | number;
export type AskTls = (name: string) => Promise<TlsAnswer>;

/** Caddy's question: 200 lets it issue a certificate, 404 refuses. */
export const askListener =
  (port: number, get: Get): AskTls =>
  async (name) => {
    const status = await get(internalUrl(port, `/tls/allowed?domain=${encodeURIComponent(name)}`));
    return status === 200 ? true : status === 404 ? false : status;
  };

/** The endpoint's own answer (internal-app.ts), from the store; `apiHost` is BASE_URL's host. */
export const askStore =
  (deps: ServiceDeps, apiHost: string): AskTls =>
  async (name) =>
    (await allowedTlsName(deps, name, apiHost)) !== null;

const refusedOk = { pending: 'pending: no certificate until verified', plan: "refused: the project's plan has no custom domains" };

/** One name's row. `offline`: why the store answered instead of the listener. */
export async function tlsRow({ name, expected }: TlsName, ask: AskTls, offline?: string): Promise<DoctorCheck> {
  const check = `tls ${name}`;
  const parsed = parseTlsName(name);
  if (parsed === null) return warn(check, 'not a DNS host name (an IP address?): on-demand TLS never asks for it');
  let answer: TlsAnswer;
  try {
    answer = await ask(parsed);
  } catch (error) {
    return fail(check, `no answer: ${(error as Error).message}`);
  }
  if (offline) return warn(check, `${offline}; the store says it would be ${answer === true ? 'allowed' : 'refused'}`);
  if (typeof answer === 'number') return fail(check, `the endpoint answered ${answer}`);
  if (answer === expected.allowed) return ok(check, expected.allowed ? 'allowed' : refusedOk[expected.because]);
  if (expected.allowed) return fail(check, 'refused (404): Caddy would get no certificate for it');
  return fail(
    check,
    `allowed while ${expected.because === 'pending' ? 'pending' : 'the plan has no custom domains'}: Caddy would get a certificate Ferry does not serve`,
  );
}
