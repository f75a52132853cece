// The console's Content-Security-Policy: every script, style, image and request is its own
// origin's. No inline script or style, no CDN, no web fonts. firebase.json sends the same
// header on Hosting (a unit test keeps them equal). When Firebase Auth sign-in comes (issue
// #12), connect-src gains identitytoolkit/securetoken.googleapis.com and frame-src the
// project's authDomain, only for deployments that configure it.

export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
