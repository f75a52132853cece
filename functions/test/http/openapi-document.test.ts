// The OpenAPI document (src/http/openapi/, docs/adr/0007): valid OpenAPI 3.1 by a maintained
// validator, and a true list of the app's routes: every route createApp serves is documented,
// under the Cloud Function that serves it, and every documented operation is served. A route
// added without a document entry fails here.
import { compileErrors, validate } from '@readme/openapi-parser';
import { ALL_GROUPS, createApp, type RouteGroup } from '../../src/http/app';
import { APP_FACING_PATHS } from '../../src/http/middleware/app-cors';
import { buildOpenApiDocument, ROUTE_DOCS } from '../../src/http/openapi/build-document';
import { answerSchema, requestDeparture } from '../support/openapi-contract';

const doc = buildOpenApiDocument({ hosts: { shortDomain: 'localhost:8080', publicScheme: 'http' } });

/** `:name` and `{name}` alike: Hono calls a link's slug `:slug` on some routes and `:id` on others. */
const shape = (path: string) => path.replace(/:\w+|\{\w+\}/g, '{}');

/** What createApp serves, as `METHOD /path/{}`; middleware (method ALL) left out, `:p?` both with and without. */
function served(groups: RouteGroup[]): string[] {
  const app = createApp(() => {
    throw new Error('no request is made');
  }, groups);
  const routes = new Set<string>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL') continue;
    const paths = path.endsWith('?') ? [path.replace(/\/:\w+\?$/, ''), path.slice(0, -1)] : [path.replace(/(.)\/$/, '$1')];
    for (const p of paths) routes.add(`${method} ${shape(p)}`);
  }
  return [...routes].sort();
}

/** The documented operations as `METHOD /path/{}`; HEAD is served by Hono through GET. */
function documented(group?: RouteGroup): string[] {
  return ROUTE_DOCS.filter((d) => group === undefined || d.group === group || d.group === 'every')
    .map((d) => `${d.method === 'head' ? 'GET' : d.method.toUpperCase()} ${shape(d.path)}`)
    .filter((route, i, all) => all.indexOf(route) === i)
    .sort();
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (@readme/openapi-parser: schema, operation ids, path parameters)', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
    expect(result.warnings).toEqual([]);
  });

  it('documents every route the app serves and serves every documented one', () => {
    expect(documented()).toEqual(served(ALL_GROUPS));
  });

  it.each(ALL_GROUPS)('names the function that serves each route (%s)', (group) => {
    expect(documented(group)).toEqual(served([group]));
  });

  it('describes each operation once, with a summary, a tag and at least one answer', () => {
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(ROUTE_DOCS.length);
    for (const op of operations) {
      expect(op).toEqual(expect.objectContaining({ operationId: expect.any(String), summary: expect.any(String), tags: [expect.any(String)] }));
      expect(Object.keys(op.responses as object).length).toBeGreaterThan(0);
    }
  });

  it('marks strict request bodies closed and keeps link params and match deviceInfo open (docs/api.md, Errors)', () => {
    const schemas = (doc.components as { schemas: Record<string, any> }).schemas;
    for (const name of [
      'CreateLinkRequest',
      'UpdateLinkRequest',
      'BulkLinksRequest',
      'CreateProjectRequest',
      'UpdateProjectRequest',
      'MatchRequest',
      'TrackReferralRequest',
      'ConvertLegacyLinksRequest',
    ]) {
      expect([name, schemas[name].additionalProperties]).toEqual([name, false]);
    }
    expect(schemas.BatchLinksRequest.items.additionalProperties).toBe(false);
    expect(schemas.CreateLinkRequest.properties.params.additionalProperties).toEqual({});
    expect(schemas.MatchRequest.properties.deviceInfo.additionalProperties).toBeUndefined();
    expect(doc.info).toEqual(expect.objectContaining({ description: expect.stringContaining('Unknown field: <name>') }));
  });

  it('says which credentials each operation takes; public ones take none', () => {
    const security = (method: string, path: string) => doc.paths[path]![method]!.security;
    // A console session (the cookie of a Ferry account) goes wherever an ID token does.
    expect(security('post', '/api/links')).toEqual([{ secretKey: [] }, { idToken: [] }, { session: [] }]);
    expect(security('post', '/api/referrals/track')).toEqual([{ publishableKey: [] }, { secretKey: [] }, { idToken: [] }, { session: [] }]);
    expect(security('post', '/api/projects')).toEqual([{ idToken: [] }, { session: [] }]);
    expect(security('post', '/api/links/batch')).toEqual([{ secretKey: [] }]);
    // Without a slug a resolve is a 400; with a credential that path reads a link named `resolve`.
    expect(security('get', '/api/links/resolve')).toEqual([{}, { secretKey: [] }, { idToken: [] }, { session: [] }]);
    expect((doc.components as { securitySchemes: Record<string, unknown> }).securitySchemes.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ferry_session' }),
    );
    const open = ROUTE_DOCS.filter((d) => d.auth.length === 0 || d.optionalAuth).map((d) => `${d.method.toUpperCase()} ${d.path}`);
    // The public endpoints (redirect, match, resolve, health, journey.js, migration preview, pixel), and the rest of what apps, browsers and store checks call.
    expect(open.sort()).toEqual([
      'GET /.well-known/apple-app-site-association',
      'GET /.well-known/assetlinks.json',
      'GET /api/auth/oidc/callback',
      'GET /api/auth/oidc/start',
      'GET /api/auth/session',
      'GET /api/console-config',
      'GET /api/docs',
      'GET /api/docs/assets/{file}',
      'GET /api/links/bulk-csv/template',
      'GET /api/links/resolve',
      'GET /api/links/resolve/{slug}',
      'GET /api/openapi.json',
      'GET /api/pixel/{projectId}',
      'GET /api/projects/{projectId}/journey.js',
      'GET /apple-app-site-association',
      'GET /health',
      'GET /health/ready',
      'GET /{slug}',
      'HEAD /{slug}',
      'POST /api/auth/invitation',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/match',
      'POST /api/match/signals',
      'POST /api/migration/preview',
      'POST /{slug}',
    ]);
  });

  it('marks the operations that answer any origin (CORS) as the app-facing middleware serves them', () => {
    const corsServed = (path: string) => APP_FACING_PATHS.some((p) => (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) : path === p));
    const wrong = ROUTE_DOCS.filter((d) => !!d.cors !== corsServed(d.path)).map((d) => `${d.method} ${d.path}`);
    expect(wrong).toEqual([]);
  });

  it('shows examples that fit their own schemas', () => {
    const problems: string[] = [];
    let examples = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item) as [string, any][]) {
        const request = op.requestBody?.content?.['application/json']?.example;
        if (request !== undefined) {
          examples++;
          const why = requestDeparture(method, path, 'application/json', request);
          if (why) problems.push(`${method} ${path} request example: ${why}`);
        }
        for (const [status, response] of Object.entries(op.responses) as [string, any][]) {
          const example = response.content?.['application/json']?.example;
          if (example === undefined) continue;
          examples++;
          if (!answerSchema(method, path, Number(status))(example)) problems.push(`${method} ${path} ${status} example does not fit`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(examples).toBeGreaterThan(5);
  });

  it("sends the link host's routes to the project host and documents its redirects, pages and limits", () => {
    const visit = doc.paths['/{slug}']!.get!;
    expect(visit.servers).toEqual([expect.objectContaining({ url: '{scheme}://{subdomain}.{shortDomain}' })]);
    const responses = visit.responses as Record<string, any>;
    expect(Object.keys(responses)).toEqual(['200', '302', '403', '404', '410', '429', '431', '500']);
    expect(responses['302'].headers.Location).toBeDefined();
    expect(responses['404'].content['text/html']).toBeDefined();
    expect(responses['429'].headers['Retry-After']).toBeDefined();
    expect(doc.paths['/.well-known/assetlinks.json']!.get!.servers).toEqual(visit.servers);
  });
});
