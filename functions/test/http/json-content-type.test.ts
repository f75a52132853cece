// A JSON body must say so: sent as text/plain, as a form or with no Content-Type it is a 415
// naming application/json (it used to be read as JSON anyway), on every route that reads one,
// except the deepview's beacon, which navigator.sendBeacon can only send as text/plain.
import { buildOpenApiDocument } from '../../src/http/openapi/build-document';
import { bodied, fill, projects, t } from '../support/bad-input/harness';

/** The beacon takes any Content-Type (its own test below). */
const BEACON = '/api/match/signals';
const jsonRoutes = () => bodied.filter((r) => !r.host && !r.multipart && !r.body!.ignored && r.path !== BEACON);
/** One request of the sweep's table with its valid body, sent with `contentType` (null: none). */
async function send(route: (typeof bodied)[number], contentType: string | null, body = JSON.stringify(route.body!.valid())) {
  const headers: Record<string, string> = { 'x-forwarded-for': '10.6.0.1' };
  if (contentType) headers['content-type'] = contentType;
  if (route.auth === 'secret') headers.authorization = `Bearer ${projects.acme.secretKey}`;
  if (route.auth === 'owner') headers.authorization = `Bearer ${projects.acme.ownerToken}`;
  // Bytes, not a string: a string body would be given text/plain by Request itself.
  const res = await t.app.request(`http://localhost:8080${fill(route.path)}`, { method: route.method, headers, body: new TextEncoder().encode(body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as { code?: string; error?: string } | null };
}

describe('the Content-Type of a JSON body', () => {
  beforeAll(async () => {
    const made = await t.call('POST', '/api/links', { token: projects.acme.secretKey, body: { title: 'Promo', deepLink: 'acme://promo', slug: 'promo' } });
    if (made.status !== 200) throw new Error(made.text);
  });

  it('when a JSON route gets a JSON body as text/plain, as a form or with no Content-Type, then 415 naming application/json, and nothing is written', async () => {
    const links = await t.countLinks(projects.acme.id);
    const wrong: string[] = [];
    for (const route of jsonRoutes()) {
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', null]) {
        const { status, json } = await send(route, type);
        const said =
          json?.code === 'UNSUPPORTED_MEDIA_TYPE' &&
          json.error?.includes('Content-Type: application/json') &&
          json.error.includes(type ? type.split(';')[0]! : 'none was sent');
        if (status !== 415 || !said) wrong.push(`${route.method} ${route.path} [${type}] -> ${status} ${JSON.stringify(json)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await t.countLinks(projects.acme.id)).toBe(links);
  });

  it('when the type is application/json in any case, with a charset, or a +json type, then the body is read', async () => {
    const create = jsonRoutes().find((r) => r.method === 'POST' && r.path === '/api/links')!;
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8', 'application/vnd.api+json']) {
      expect([type, (await send(create, type)).status]).toEqual([type, 200]);
    }
    expect((await send(create, 'application/jsonx')).status).toBe(415);
  });

  it('when a body-less call (clone, an empty body) has no Content-Type, then it is not refused; spaces alone are a body', async () => {
    const clone = jsonRoutes().find((r) => r.path === '/api/links/:s/clone')!;
    expect((await send(clone, null, '')).status).toBe(200);
    expect((await send(clone, 'text/plain', '')).status).toBe(200);
    expect((await send(clone, 'text/plain', '  ')).status).toBe(415);
    expect((await send(clone, 'application/json', ' \n')).status).toBe(400);
  });

  it('when the deepview beacon posts text/plain (navigator.sendBeacon), or anything else, then it is read as before (204)', async () => {
    const beacon = bodied.find((r) => r.path === BEACON)!;
    for (const type of ['text/plain;charset=UTF-8', 'application/json', null]) expect((await send(beacon, type)).status).toBe(204);
  });

  it('the OpenAPI document lists 415 on every operation with a body (JSON, the CSV upload, the beacon, the password form), and only there', () => {
    const document = buildOpenApiDocument({ hosts: { shortDomain: 'localhost:8080', publicScheme: 'http' } }) as unknown as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; responses: Record<string, unknown> }>>;
    };
    const mismatched: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const media = Object.keys(op.requestBody?.content ?? {});
        // A body of another type, or with a Content-Encoding, is 415 wherever a body is read.
        const expected = media.length > 0;
        if (expected !== '415' in op.responses) mismatched.push(`${method} ${path}`);
      }
    }
    expect(mismatched).toEqual([]);
  });
});
