// The password form a protected short link shows (POST /:slug): one field, at most 1,024
// characters, well past a link's own 128-character password so a paste with spaces still fits.
// No zod here: the redirect function reads this limit on its first request, and its cold start
// loads no validation library (test/emulators/entry-load.e2e.ts). The document's schema of the
// form is built from this number in http/openapi/docs-public.ts.

export const FORM_PASSWORD_MAX = 1024;

/**
 * Whether a POST is a form at all: a browser sends the password form url-encoded (or as
 * multipart); a POST without a body, or with JSON or text, is not one and is refused (415)
 * rather than served as if it were a plain visit.
 */
export function isFormContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}
