// The addresses of the pages shown without a session: #/set-password?token=... (the link
// `ferry user create` prints) and #/sign-in?error=<code> (where a failed single sign-on comes
// back). Anything else is the signed-in console's. No imports: unit-tested on its own.

export type AuthRoute = { page: 'set-password'; token: string } | { page: 'sign-in'; error: string | null };

export function authRoute(hash: string): AuthRoute | null {
  const match = /^#\/(set-password|sign-in)(?:\?(.*))?$/.exec(hash);
  if (!match) return null;
  const query = new URLSearchParams(match[2] ?? '');
  if (match[1] === 'set-password') return { page: 'set-password', token: query.get('token')?.trim() ?? '' };
  return { page: 'sign-in', error: query.get('error') || null };
}
