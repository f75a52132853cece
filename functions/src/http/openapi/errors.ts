// The error answers of the document: one JSON body for all of them, `{error, code, field?, errors?}`
// (domain/errors.ts, http/errors.ts), with the codes each route can give at each status listed,
// so a client knows exactly what to expect and a new code must be documented.

import type { ErrorCode } from '../../domain/errors';

/** Every code an answer can carry: the AppError codes and the 500's INTERNAL. */
export type AnswerCode = ErrorCode | 'INTERNAL';

const MEANING: Record<AnswerCode, string> = {
  INVALID_ARGUMENT:
    'the request is malformed or a value is invalid; `field` names it. A JSON body field the route does not know is refused with `Unknown field: <name>`',
  UNAUTHENTICATED: 'no credential, or an unknown or expired one',
  PERMISSION_DENIED: 'the credential may not do this (another project, a publishable key, a viewer, not the owner)',
  PLAN_LIMIT_REACHED: "the project's plan does not allow it (monthly links or clicks, projects per owner, custom domains, branding)",
  NOT_FOUND: 'no such project, link, key, member or domain',
  METHOD_NOT_ALLOWED: 'a method the path does not take (an operation not in this document); `Allow` lists the ones it does',
  ALREADY_EXISTS: 'the slug, subdomain, campaign name or custom domain is taken',
  SITE_FULL: 'on Firebase, the Hosting site carries all the custom domains it may (HOSTING_DOMAIN_LIMIT); the operator adds a site (docs/custom-domains.md)',
  PAYLOAD_TOO_LARGE: 'the body is larger than 1 MB (a CSV: 1 MB or 400 rows)',
  UNSUPPORTED_MEDIA_TYPE:
    'a JSON body sent without `Content-Type: application/json` (or `application/*+json`); a body sent with a `Content-Encoding` (gzip, br...): Ferry decodes none, send it uncompressed; on the CSV upload, not a CSV file sent as multipart/form-data',
  RATE_LIMITED: 'too many requests; wait Retry-After seconds (docs/rate-limits.md)',
  UNAVAILABLE:
    'the store (or, checking a webhook URL, DNS) cannot answer right now (a timeout, an outage, a full disk); nothing was half-written: try again after Retry-After seconds',
  INTERNAL: 'an unexpected server error; never caused by the request itself',
};

/** One entry of an error body's `errors`, a component so that every error answer can name it. */
export const fieldErrorSchema = {
  type: 'object',
  properties: { field: { type: 'string' }, error: { type: 'string' } },
  required: ['field', 'error'],
  additionalProperties: false,
};

/** The JSON Schema of an error body that carries one of `codes`. */
export function errorSchema(codes: readonly AnswerCode[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: {
      error: { type: 'string', description: 'A sentence for people, e.g. `title is required`' },
      code: { type: 'string', enum: [...codes] },
      field: { type: 'string', description: 'The field at fault, as a path from the body: `links.3.title`' },
      errors: {
        type: 'array',
        description: 'Only when more than one field is at fault: every one of them (at most 100), unknown fields first; the first is `field` and `error`',
        items: { $ref: '#/components/schemas/FieldError' },
      },
    },
    required: ['error', 'code'],
    additionalProperties: false,
  };
}

/** An error answer's schema: components/schemas/Error (what clients name their error type after), its `code` narrowed to `codes`. */
export function errorAnswerSchema(codes: readonly AnswerCode[]): Record<string, unknown> {
  return { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: [...codes] } } }] };
}

export function errorResponse(codes: AnswerCode[], limited: boolean): Record<string, unknown> {
  const rate = [
    'RateLimit-Limit',
    'RateLimit-Remaining',
    'RateLimit-Reset',
    ...(codes.includes('RATE_LIMITED') || codes.includes('UNAVAILABLE') ? ['Retry-After'] : []),
  ];
  return {
    description: codes.map((code) => `\`${code}\`: ${MEANING[code]}.`).join(' '),
    ...(limited ? { headers: Object.fromEntries(rate.map((name) => [name, { $ref: `#/components/headers/${name}` }])) } : {}),
    content: { 'application/json': { schema: errorAnswerSchema(codes) } },
  };
}

export const ALL_CODES = Object.keys(MEANING) as AnswerCode[];
