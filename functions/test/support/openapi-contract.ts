// Checks answers (and request bodies) against the OpenAPI document with ajv (JSON Schema
// 2020-12, the dialect of OpenAPI 3.1): the status must be documented for the operation, the
// content type one of its media types, a JSON body valid against that status's schema, and a
// RateLimit header present exactly where the document says the route is limited.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument, type OpenApiDocument } from '../../src/http/openapi/build-document';

export const doc: OpenApiDocument = buildOpenApiDocument({ hosts: { shortDomain: 'localhost:8080', publicScheme: 'http' } });

const ID = 'https://ferry.test/openapi.json';
// Strict: a schema keyword ajv does not know, or a malformed schema, fails the test too.
const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true });
addFormats(ajv);
ajv.addVocabulary(['openapi', 'info', 'servers', 'tags', 'paths', 'webhooks', 'components']);
ajv.addSchema(doc, ID);

const compiled = new Map<string, ValidateFunction>();
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validator(...parts: string[]): ValidateFunction {
  const ref = `${ID}#/${pointer(...parts)}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`no schema at ${ref}`);
    compiled.set(ref, validate);
  }
  return validate;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** ajv's messages, naming the property a closed object did not expect. */
const errorsOf = (validate: ValidateFunction) =>
  (validate.errors ?? [])
    .map((e) => `${e.instancePath || '/'} ${e.message}${e.params.additionalProperty ? ` (${e.params.additionalProperty})` : ''}`)
    .join('; ');

/** Every way the answer departs from the document, or [] when it matches. */
export function departures(method: string, path: string, answer: Answer): string[] {
  const op = doc.paths[path]?.[method] as { responses: Record<string, any> } | undefined;
  if (!op) return [`${method} ${path} is not documented`];
  const what = `${method.toUpperCase()} ${path} -> ${answer.status}`;
  const response = op.responses[String(answer.status)];
  if (!response) return [`${what}: status not documented (${answer.text.slice(0, 160)})`];
  const problems: string[] = [];
  const limited = answer.headers.has('ratelimit-limit');
  if (limited !== !!response.headers?.['RateLimit-Limit'])
    problems.push(`${what}: RateLimit headers ${limited ? 'sent but not documented' : 'documented but not sent'}`);
  if (answer.status === 429 && !answer.headers.has('retry-after')) problems.push(`${what}: no Retry-After`);
  const media = Object.keys(response.content ?? {});
  const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (media.length === 0) {
    if (answer.text !== '') problems.push(`${what}: a body where none is documented`);
    return problems;
  }
  if (method === 'head') return problems;
  if (!media.includes(type)) return [...problems, `${what}: content type ${type || '(none)'} is not one of ${media.join(', ')}`];
  if (type !== 'application/json' || !response.content[type].schema) return problems;
  const validate = validator('paths', path, method, 'responses', String(answer.status), 'content', type, 'schema');
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [...problems, `${what}: not JSON`];
  }
  if (!validate(body)) problems.push(`${what}: ${errorsOf(validate)}: ${answer.text.slice(0, 200)}`);
  return problems;
}

/** Whether the document's request body schema for this media type takes `body`: null when it does, else why not. */
export function requestDeparture(method: string, path: string, media: string, body: unknown): string | null {
  const validate = validator('paths', path, method, 'requestBody', 'content', media, 'schema');
  return validate(body) ? null : errorsOf(validate);
}

/** Whether the schema of the operation's parameter at `index` takes `value`: null when it does, else why not. */
export function parameterDeparture(method: string, path: string, index: number, value: unknown): string | null {
  const validate = validator('paths', path, method, 'parameters', String(index), 'schema');
  return validate(value) ? null : errorsOf(validate);
}

/** The schema of one JSON answer, for tests that check the checker. */
export const answerSchema = (method: string, path: string, status: number) =>
  validator('paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema');

/** Whether the document's `webhooks` section takes `body` as a delivery of its type: null when it does, else why not. */
export function deliveryDeparture(body: { type?: unknown }): string | null {
  const type = String(body.type);
  if (!(doc.webhooks as Record<string, unknown>)[type]) return `${type}: no such event under webhooks`;
  const validate = validator('webhooks', type, 'post', 'requestBody', 'content', 'application/json', 'schema');
  return validate(body) ? null : `${type}: ${errorsOf(validate)}`;
}
