// One route doc as an OpenAPI operation: parameters, request body, answers, and the JSON errors
// it can give, the ones every route of its kind can give added here so no entry forgets them.

import { type ErrorCode, STATUS_BY_CODE } from '../../domain/errors';
import { inlineSchema, type SchemaComponents } from './components';
import { type AnswerCode, errorAnswerSchema, errorResponse } from './errors';
import type { Body, Reply, RouteDoc } from './route-doc';

type Json = Record<string, unknown>;

/**
 * Path parameters by name, each with an example that a fresh self-hosted server answers: its
 * first start creates project `demo`, and the create examples make the link, key and webhook
 * (test/http/openapi-examples.test.ts sends every documented example request).
 */
const PATH_PARAMS: Record<string, { description: string; example: string; schema?: Json }> = {
  projectId: { description: 'The project id (`prj_…`; `demo` is the project a self-hosted server creates on its first start)', example: 'demo' },
  slug: { description: "The link's slug (case-sensitive)", example: 'summer-sale', schema: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' } },
  keyId: { description: 'The API key id (`key_…`)', example: 'key_0123456789abcdef' },
  webhookId: { description: 'The webhook id (`wh_…`)', example: 'wh_0123456789abcdef' },
};

/** The codes a route can answer: its own, and those of every route of its kind. */
export function answerCodes(doc: RouteDoc): AnswerCode[] {
  const codes = new Set<AnswerCode>(doc.errors);
  if (doc.auth.length > 0) ['UNAUTHENTICATED', 'PERMISSION_DENIED'].forEach((c) => codes.add(c as ErrorCode));
  // Malformed JSON is a 400 on every route that reads a JSON body.
  if (doc.body && ('json' in doc.body || 'beacon' in doc.body)) codes.add('INVALID_ARGUMENT');
  // A JSON body sent as anything but application/json (http/json-body.ts), and any body Ferry
  // reads sent with a Content-Encoding (http/content-encoding.ts): the beacon takes any type,
  // but no coding either.
  if (doc.body && ('json' in doc.body || 'beacon' in doc.body)) codes.add('UNSUPPORTED_MEDIA_TYPE');
  if (doc.path.startsWith('/api/')) {
    codes.add('RATE_LIMITED');
    // A store that cannot answer (StoreUnavailableError, http/errors.ts): any /api/ route, as a proxy's 503 would.
    codes.add('UNAVAILABLE');
    // Any request body under /api/ may be at most 1 MB.
    if (doc.method !== 'get' && doc.method !== 'head') codes.add('PAYLOAD_TOO_LARGE');
  }
  codes.add('INTERNAL');
  return [...codes];
}

/**
 * Any request to the self-hosted server whose request line and headers (the URL included) pass
 * Node's limit (16 KB unless --max-http-header-size says otherwise) is answered by the HTTP
 * server itself (http/malformed-http.ts), before any route: so every operation can answer it.
 * Described once under components/responses (build-document.ts), named by every operation.
 */
export const HEADERS_TOO_LARGE: Json = {
  description:
    "`PAYLOAD_TOO_LARGE`: the URL and headers together are larger than the server accepts (self-hosted: 16 KB, Node's limit). Answered before the request reaches Ferry, so without RateLimit headers, and the connection is closed. Shorten the query string (a search `q` is at most 100 characters anyway)",
  content: { 'application/json': { schema: errorAnswerSchema(['PAYLOAD_TOO_LARGE']) } },
};

export const statusOf = (code: AnswerCode) => (code === 'INTERNAL' ? 500 : STATUS_BY_CODE[code]);

export function operation(doc: RouteDoc, components: SchemaComponents): Json {
  const limited = doc.path.startsWith('/api/') || doc.pageLimits === true;
  const responses: Record<string, Json> = {};
  for (const [status, reply] of Object.entries(doc.replies)) responses[status] = response(reply, components, limited);
  const byStatus = new Map<number, AnswerCode[]>();
  for (const code of answerCodes(doc)) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    if (responses[status]) throw new Error(`OpenAPI: ${doc.method} ${doc.path} answers ${status} both as a page and as JSON`);
    responses[status] = errorResponse(codes, limited);
  }
  responses['431'] = { $ref: '#/components/responses/HeadersTooLarge' };
  const cors = doc.cors ? 'Any origin may call it from a browser (CORS, RateLimit headers exposed).' : '';
  const description = [doc.description, cors].filter(Boolean).join(' ');
  return {
    operationId: doc.operationId,
    tags: [doc.tag],
    summary: doc.summary,
    ...(description ? { description } : {}),
    'x-ferry-function': doc.group,
    // `{}` first: the credential may be left out (optionalAuth). Wherever an ID token acts, a
    // console session (self-hosted accounts) acts the same way.
    security: [
      ...(doc.optionalAuth ? [{}] : []),
      ...doc.auth.flatMap((credential): Record<string, never[]>[] => (credential === 'idToken' ? [{ idToken: [] }, { session: [] }] : [{ [credential]: [] }])),
    ],
    parameters: [...pathParameters(doc.path, doc.params ?? {}), ...queryParameters(doc.query ?? {})],
    ...(doc.body ? { requestBody: requestBody(doc.body, components) } : {}),
    responses,
  };
}

function pathParameters(path: string, params: NonNullable<RouteDoc['params']>): Json[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const zod = params[name!];
    const known = PATH_PARAMS[name!];
    const [description, schema, example] = zod ? parts(inlineSchema(zod)) : [known?.description ?? '', known?.schema ?? { type: 'string' }, known?.example];
    return { name, in: 'path', required: true, ...(description ? { description } : {}), schema, ...exampleOf(schema, example) };
  });
}

/** A zod schema's description and `.meta({ example })` belong to the parameter, not to its schema. */
const parts = ({ description, example, ...schema }: Json): [string, Json, unknown] => [typeof description === 'string' ? description : '', schema, example];

/** The parameter's example: the one given, else an enum's first value. */
function exampleOf(schema: Json, example: unknown): Json {
  if (example !== undefined) return { example };
  return Array.isArray(schema.enum) ? { example: schema.enum[0] } : {};
}

function queryParameters(query: NonNullable<RouteDoc['query']>): Json[] {
  return Object.entries(query).map(([name, zod]) => {
    const [description, schema, example] = parts(inlineSchema(zod));
    return {
      name,
      in: 'query',
      required: !zod.safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema,
      ...(example === undefined ? {} : { example }),
    };
  });
}

function requestBody(body: Body, components: SchemaComponents): Json {
  const example = body.example === undefined ? {} : { example: body.example };
  if ('json' in body) {
    return { required: body.required !== false, content: { 'application/json': { schema: components.ref(body.json, 'input'), ...example } } };
  }
  if ('multipart' in body) {
    return {
      required: true,
      content: {
        'multipart/form-data': { schema: components.ref(body.multipart, 'form'), ...example, ...(body.encoding ? { encoding: body.encoding } : {}) },
      },
    };
  }
  if ('form' in body) {
    const schema = components.ref(body.form, 'form');
    return { required: true, content: { 'application/x-www-form-urlencoded': { schema, ...example }, 'multipart/form-data': { schema, ...example } } };
  }
  const schema = components.ref(body.beacon, 'input');
  return { required: false, content: { 'text/plain': { schema, ...example }, 'application/json': { schema, ...example } } };
}

function response(reply: Reply, components: SchemaComponents, limited: boolean): Json {
  const headers: Json = Object.fromEntries((reply.headers ?? []).map((name) => [name, { $ref: `#/components/headers/${name}` }]));
  if (limited) for (const name of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) headers[name] = { $ref: `#/components/headers/${name}` };
  const content: Json = {};
  if (reply.json)
    content['application/json'] = { schema: components.ref(reply.json, 'output'), ...(reply.example === undefined ? {} : { example: reply.example }) };
  for (const [media, schema] of Object.entries(reply.media ?? {})) content[media] = Object.keys(schema).length ? { schema } : {};
  return { description: reply.description, ...(Object.keys(headers).length ? { headers } : {}), ...(Object.keys(content).length ? { content } : {}) };
}
