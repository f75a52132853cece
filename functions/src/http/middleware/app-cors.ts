// CORS for the routes apps call from a web view or a browser (the client library in sdk/ runs
// in Capacitor and on websites): the deferred match, resolve and the publishable-key referral
// calls. Any origin may read their answers: they carry no cookie, the match is keyed by the
// caller's own IP, and referral calls keep their Allowed Domains check on `Origin`. Management
// routes get no CORS headers: the console is served from the API host itself.

import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export const APP_FACING_PATHS = ['/api/match', '/api/links/resolve', '/api/links/resolve/*', '/api/referrals/track', '/api/referrals/qualify'];

export const appCors: MiddlewareHandler = cors({
  origin: '*',
  allowMethods: ['GET', 'POST'],
  allowHeaders: ['Content-Type', 'Authorization'],
  exposeHeaders: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'],
  // Browsers cap this (Chromium at 2 hours); it saves a preflight per call.
  maxAge: 86_400,
});
