// Console sessions in HTTP tests: make an account, sign in through POST /api/auth/login, and
// send the cookie back as a browser on the console's own origin would.

import { createAccount } from '../../src/services/accounts/accounts';
import type { testApp } from './test-app';

type App = ReturnType<typeof testApp>;

export const CONSOLE_ORIGIN = 'http://localhost:8080';

let n = 0;
export const anEmail = (name = 'dana') => `${name}-${Date.now().toString(36)}${(n++).toString(36)}@acme.example`;
export const PASSWORD = 'correct horse battery';

/** An account with a password, straight through the service (as `ferry user create --password-stdin`). */
export async function anAccount(t: App, email = anEmail(), password = PASSWORD) {
  return createAccount(t.deps, { email, password });
}

/** `name=value` of the Set-Cookie answer, as a browser sends it back. */
export const cookieOf = (headers: Headers): string => (headers.get('set-cookie') ?? '').split(';')[0]!;

export async function login(t: App, email: string, password = PASSWORD, ip = '203.0.113.10', extra: Record<string, string> = {}) {
  const res = await t.call('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip, ...extra } });
  return { ...res, cookie: cookieOf(res.headers) };
}

/** Headers of a console request: the cookie, and for changes the console's Origin. */
export const asConsole = (cookie: string, origin: string | null = CONSOLE_ORIGIN): Record<string, string> => ({ cookie, ...(origin ? { origin } : {}) });
