// The route registry behind the OpenAPI document (docs/adr/0007): one entry per path and
// method the app serves, pointing at the zod schemas the route parses with and answers with.
// build-document.ts turns the entries into OpenAPI 3.1; the contract tests check that the app
// serves exactly these and answers as they say.

import type { z } from 'zod';
import type { ErrorCode } from '../../domain/errors';
import type { RouteGroup } from '../groups/names';

/** The three bearer credentials (docs/api.md, Authentication); a route that lists none is public. */
export type Credential = 'secretKey' | 'publishableKey' | 'idToken';

/** A zod schema and its name under components/schemas (names are what a generated client calls its types). */
export interface Named {
  name: string;
  schema: z.ZodType;
}

export const named = (name: string, schema: z.ZodType): Named => ({ name, schema });

/** Response headers the document describes once (components/headers) and routes name. */
export type HeaderName =
  | 'Location'
  | 'X-Next-Cursor'
  | 'Link'
  | 'ETag'
  | 'Cache-Control'
  | 'Content-Disposition'
  | 'Content-Security-Policy'
  | 'RateLimit-Limit'
  | 'RateLimit-Remaining'
  | 'RateLimit-Reset'
  | 'Retry-After'
  | 'X-Export-From'
  | 'X-Export-To'
  | 'X-Export-Cut';

export interface Reply {
  description: string;
  json?: Named;
  /** Shown by renderers instead of one they make up; the contract tests check it fits the schema. */
  example?: unknown;
  /** Bodies that are not JSON (HTML pages, images, scripts), each with a JSON Schema when it helps. */
  media?: Record<string, object>;
  headers?: HeaderName[];
}

/** Every body has an example: a request a fresh self-hosted server accepts (test/http/openapi-examples.test.ts). */
export type Body = { example: unknown } & (
  | { json: Named; required?: false }
  | { multipart: Named; encoding?: Record<string, { contentType: string }> }
  | { form: Named }
  /** navigator.sendBeacon posts JSON as text/plain; application/json is read the same way. */
  | { beacon: Named }
);

export interface RouteDoc {
  method: 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form: `/api/links/{slug}`. */
  path: string;
  operationId: string;
  /** The Cloud Function that serves it (createApp's route group); `every`: all of them (/health). */
  group: RouteGroup | 'every';
  tag: string;
  summary: string;
  description?: string;
  auth: readonly Credential[];
  /** The credentials in `auth` may be left out: the route then answers without one (`security: [{}, …]`). */
  optionalAuth?: true;
  /** Path parameters that are not described by operation.ts's PATH_PARAMS. */
  params?: Record<string, z.ZodType>;
  query?: Record<string, z.ZodType>;
  body?: Body;
  /** Answers other than JSON errors: the 2xx, redirects, and the link host's HTML pages. */
  replies: Record<number, Reply>;
  /**
   * JSON error codes the route itself can answer. The builder adds the ones every route of its
   * kind can: UNAUTHENTICATED and PERMISSION_DENIED with credentials, INVALID_ARGUMENT,
   * UNSUPPORTED_MEDIA_TYPE and PAYLOAD_TOO_LARGE with a JSON body, RATE_LIMITED under /api/,
   * INTERNAL everywhere, and the server's 431 (URL and headers too large) on every operation.
   */
  errors: readonly ErrorCode[];
  /** Served on project hosts and active custom domains: `only` there, or `also` there. */
  linkHost?: 'only' | 'also';
  /** Callable from any origin (CORS, middleware/app-cors.ts). */
  cors?: true;
  /** Rate-limited with an HTML 429 (the link host) rather than JSON: every /api/ route is limited with JSON. */
  pageLimits?: true;
}
