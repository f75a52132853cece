// The console's Content-Security-Policy: every script, style, image and request is its own
// origin's. No inline script or style, no CDN, no web fonts.
//
// Firebase Auth sign-in (docs/console.md) needs a few of Google's origins: requests to
// identitytoolkit and securetoken.googleapis.com, and for Google's popup the gapi loader from
// apis.google.com and a frame of the auth domain's /__/auth/ handler. The self-hosted server adds
// them only when the console offers Firebase sign-in (with the auth domain and the Auth
// emulator's URL it is configured with). Hosting's header is static (firebase.json, kept equal
// to HOSTING_CONSOLE_CSP by a unit test): it always allows them, with *.firebaseapp.com and
// *.web.app as auth domains; a custom auth domain is added there by hand.

import type { ConsoleAuthConfig } from '../../config';

const FIREBASE_CONNECT = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const FIREBASE_SCRIPT = ['https://apis.google.com'];

function csp(extra: { script?: string[]; connect?: string[]; frame?: string[] } = {}): string {
  const join = (base: string, more: string[] = []) => [base, ...more].join(' ');
  return [
    "default-src 'none'",
    join("script-src 'self'", extra.script),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    join("connect-src 'self'", extra.connect),
    ...(extra.frame ? [join('frame-src', extra.frame)] : []),
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Without Firebase sign-in: nothing outside the console's origin. */
export const CONSOLE_CSP = csp();

/** Firebase Hosting's header (firebase.json): Firebase Auth's origins always allowed. */
export const HOSTING_CONSOLE_CSP = csp({
  script: FIREBASE_SCRIPT,
  connect: FIREBASE_CONNECT,
  frame: ["'self'", 'https://*.firebaseapp.com', 'https://*.web.app'],
});

/** The self-hosted server's header: Firebase Auth's origins only when the console offers it. */
export function consoleCsp(auth: ConsoleAuthConfig | undefined): string {
  if (!auth?.firebase) return CONSOLE_CSP;
  return csp({
    script: FIREBASE_SCRIPT,
    connect: [...FIREBASE_CONNECT, ...(auth.authEmulator ? [auth.authEmulator] : [])],
    frame: [`https://${auth.firebase.authDomain}`],
  });
}
