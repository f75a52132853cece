// GET /:slug and POST /:slug (the password form) on project hosts: the short link itself.
// Thin: gather the request's facts, call visitLink, send the redirect or render the page.

import { type Context, Hono } from 'hono';
import { FORM_PASSWORD_MAX, isFormContentType } from '../../domain/links/password-form';
import { visitLink } from '../../services/link-host/visit';
import { clientHost, clientIp } from '../client';
import type { AppEnv } from '../env';
import { bodyLimit } from '../middleware/body-limit';
import { refusedBy, showLimit } from '../middleware/rate-limit';
import { redirectLimits } from '../middleware/request-limits';
import { DEEPVIEW_SCRIPT_CSP_HASH } from '../pages/deepview-script';
import { renderPage } from '../pages/render';

// Pages load nothing from elsewhere but images; the one inline script is pinned by its hash.
const PAGE_CSP = `default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; script-src ${DEEPVIEW_SCRIPT_CSP_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'; connect-src 'self'`;

/**
 * The password form holds one field of at most 1 KB: a bigger body is refused once 16 KB are
 * read, so no public POST can make the server hold an arbitrary body in memory.
 */
const passwordFormLimit = bodyLimit(16 * 1024, (c) =>
  c.html('<!doctype html><title>Form too large</title><p>The form sent is too large.</p>', 413, { 'Cache-Control': 'private, no-store' }),
);

const NOT_A_FORM_PAGE = '<!doctype html><title>Not a form</title><p>Send the password form: url-encoded or multipart form data.</p>';
const UNREADABLE_FORM_PAGE = '<!doctype html><title>Form not readable</title><p>The form sent could not be read: send one password field, as text.</p>';
const PASSWORD_TOO_LONG_PAGE = `<!doctype html><title>Password too long</title><p>The password sent is longer than ${FORM_PASSWORD_MAX} characters.</p>`;

/** The password the form holds, or the page that refuses the POST (nothing is cut or guessed). */
async function readPasswordForm(c: Context<AppEnv>): Promise<{ password: string } | { refusal: Response }> {
  const refuse = (page: string, status: 400 | 415) => ({ refusal: c.html(page, status, { 'Cache-Control': 'private, no-store' }) });
  if (!isFormContentType(c.req.header('content-type'))) return refuse(NOT_A_FORM_PAGE, 415);
  const form = await c.req.parseBody({ all: true }).catch(() => undefined);
  const password = form?.password ?? '';
  // A malformed body, a repeated field or a file is no form a browser sends.
  if (!form || typeof password !== 'string') return refuse(UNREADABLE_FORM_PAGE, 400);
  // Refused whole rather than cut: a cut password could match by its first 1,024 characters.
  if (password.length > FORM_PASSWORD_MAX) return refuse(PASSWORD_TOO_LONG_PAGE, 400);
  return { password };
}

async function serveSlug(c: Context<AppEnv>, password?: string) {
  const outcome = await visitLink(c.var.deps, {
    host: clientHost(c),
    slug: c.req.param('slug') ?? '',
    password,
    dryRun: c.req.method === 'HEAD',
    userAgent: c.req.header('user-agent') ?? '',
    ip: clientIp(c),
    headers: { get: (name) => c.req.header(name) },
    query: c.req.query(),
    referer: c.req.header('referer') ?? null,
  });
  // Every visit is counted and decided afresh: no cache may replay one.
  c.header('Cache-Control', 'private, no-store');
  if (outcome.type === 'redirect') return c.redirect(outcome.location, 302);
  // A password answer describes the wrong-password window: the one that locked the visitor
  // out (with Retry-After), or the visitor's tries left when fewer than the redirects left.
  if (outcome.limit) (outcome.status === 429 ? refusedBy : showLimit)(c, outcome.limit.limit, outcome.limit.result);
  c.header('Content-Security-Policy', PAGE_CSP);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  return c.html(await renderPage(outcome.view, outcome.look), outcome.status as 200);
}

export function redirectRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:slug', redirectLimits, (c) => serveSlug(c));
  app.post('/:slug', redirectLimits, passwordFormLimit, async (c) => {
    const form = await readPasswordForm(c);
    return 'refusal' in form ? form.refusal : serveSlug(c, form.password);
  });
  return app;
}
