// What went wrong with a sign-in, in words: the answers of POST /api/auth/login and
// POST /api/auth/invitation, a single sign-on provider's failure (the server sends the browser
// back to #/sign-in?error=<code>), and a new password checked before it is sent. No imports but
// types: the unit tests load this file on its own (console/test/sign-in-errors.test.mjs).

/** The API's error answer, as far as these sentences need it. */
interface ApiErrorLike {
  error?: string;
  field?: string;
}

/** Passwords are 10 to 256 characters (docs/accounts.md), counted as the server counts them. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;
export const PASSWORD_RULE = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, any you like: a long phrase is the strongest.`;

/**
 * Whole minutes until Retry-After (seconds, or an HTTP date), at least 1; null when the header
 * is missing or unreadable.
 */
export function retryMinutes(retryAfter: string | null, now = Date.now()): number | null {
  if (!retryAfter) return null;
  const value = retryAfter.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** A 429's sentence: `lead`, then when to try again if the server said (Retry-After). */
export function tryAgain(lead: string, retryAfter: string | null, now = Date.now()): string {
  const minutes = retryMinutes(retryAfter, now);
  if (minutes === null) return `${lead}: try again later.`;
  return `${lead}: try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** POST /api/auth/login's refusal. Every failed check is the same 401, whatever was wrong. */
export function loginFailure(status: number, retryAfter: string | null, error?: ApiErrorLike, now = Date.now()): string {
  if (status === 401) return 'Email or password is wrong.';
  if (status === 429) return tryAgain('Too many failed sign-ins', retryAfter, now);
  if (status === 400 && error?.field === 'email') return 'This is not an email address.';
  if (status === 400 && error?.field === 'password') return 'Enter your password.';
  if (status === 404) return 'This server does not offer sign-in with email and password.';
  return error?.error ? `Sign-in failed: ${error.error}.` : `Sign-in failed (${status}).`;
}

/** POST /api/auth/invitation's refusal: mostly a link that no longer works. */
export function invitationFailure(status: number, retryAfter: string | null, error?: ApiErrorLike, now = Date.now()): string {
  if (status === 400 && error?.field === 'token') {
    return 'This set-password link no longer works: it was used already, replaced by a newer one, or it expired (links last 7 days). Ask your administrator for a new one.';
  }
  if (status === 400 && error?.field === 'password') return `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;
  if (status === 429) return tryAgain('Too many attempts', retryAfter, now);
  if (status === 404) return 'This server does not offer accounts with a password.';
  return error?.error ? `The password was not set: ${error.error}.` : `The password was not set (${status}).`;
}

/** A new password and its repetition, checked before they are sent; null when fine. */
export function newPasswordProblem(password: string, repeated: string): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  if (password !== repeated) return 'The two passwords are not the same.';
  return null;
}

/** The codes a single sign-on failure comes back with, each a sentence (`{name}`, at a sentence's start only: the provider's). */
const SSO_FAILURES: Record<string, string> = {
  state: 'The sign-in took too long or was started in another window: try again.',
  provider: '{name} could not complete the sign-in: try again, or ask your administrator.',
  email_unverified: '{name} has not verified your email address, so Ferry cannot sign you in with it.',
  email_domain: "Your email's domain is not allowed on this server.",
  disabled: 'Your account is disabled on this server: ask your administrator.',
  cancelled: 'The sign-in was cancelled.',
  account_conflict: 'The account with this email is linked to another sign-in identity: ask your administrator.',
};

/** The sentence for #/sign-in?error=<code>; a code this console does not know still says it failed. */
export function ssoFailure(code: string, providerName?: string): string {
  const text = Object.hasOwn(SSO_FAILURES, code) ? SSO_FAILURES[code]! : 'The sign-in did not succeed: try again.';
  return text.replace('{name}', providerName || 'The sign-in provider');
}
