// "Choosing the project" (docs/api.md) on every authenticated route of the route table, on both
// stores: a `?projectId=` or a body `projectId` naming another project is 403 wherever it
// appears (the list of projects too, which answered the key's own list), and a body
// `projectId` naming the request's own project is accepted by every route that takes a JSON
// object (webhooks refused it as an unknown field).

import { projects, ROUTES, type Route } from '../support/bad-input/routes';
import { everyStore } from '../support/every-store';
import { testApp } from '../support/test-app';

const stores = everyStore('project-naming');

// Every route that acts on a project; creating one names none yet.
const NAMING = ROUTES.filter((r) => r.auth !== 'none' && !(r.method === 'POST' && r.path === '/api/projects'));
/** Routes whose JSON body is an object they read (not a CSV upload, an array, or ignored). */
const takesObject = (r: Route) => !!r.body && !r.body.ignored && !r.multipart && !Array.isArray(r.body.valid());
const label = (r: Route) => `${r.method} ${r.path}`;

describe.each(stores)('a projectId naming a project (%s)', (_name, openStore) => {
  let t: ReturnType<typeof testApp>;
  let webhookId: string;
  beforeAll(async () => {
    t = testApp(await openStore());
    const suffix = Math.random().toString(36).slice(2, 8);
    projects.acme = await t.seedProject(`naming-${suffix}`);
    projects.other = await t.seedProject(`naming-other-${suffix}`);
    const token = projects.acme.secretKey;
    expect((await t.call('POST', '/api/links', { token, body: { title: 'Promo', deepLink: 'acme://promo', slug: 'promo' } })).status).toBe(200);
    const hook = await t.call('POST', `/api/projects/${projects.acme.id}/webhooks`, {
      token,
      body: { url: 'https://hooks.example.com/x', events: ['link.deleted'] },
    });
    webhookId = hook.json.id;
    // qualify needs a referral to qualify.
    expect((await t.call('POST', '/api/referrals/track', { token, body: { referrerId: 'r1', newUserId: 'u-naming' } })).status).toBe(200);
  });
  afterAll(() => t.close());

  const path = (r: Route) =>
    r.path.replace(':p', projects.acme.id).replace(':s', 'promo').replace(':k', 'key_nosuchkey0000').replace(':u', 'member-1').replace(':w', webhookId);
  const tokenOf = (r: Route) => (r.auth === 'secret' ? projects.acme.secretKey : projects.acme.ownerToken);
  const send = (r: Route, options: { query?: string; body?: unknown; token?: string } = {}) => {
    const body = options.body ?? (r.multipart || !r.body ? undefined : r.body.valid());
    const headers = r.multipart ? { 'content-type': 'multipart/form-data; boundary=XyZ' } : undefined;
    const csv = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="l.csv"\r\nContent-Type: text/csv\r\n\r\ntitle\nT\r\n--XyZ--\r\n';
    const sep = r.path.includes('?') ? '&' : '?';
    return t.call(r.method, `${path(r)}${options.query ? `${sep}${options.query}` : ''}`, {
      token: options.token ?? tokenOf(r),
      body: r.multipart ? csv : body,
      headers,
    });
  };

  it.each(NAMING.map((r) => [label(r), r] as const))('%s with ?projectId= of another project: 403', async (_l, r) => {
    const res = await send(r, { query: `projectId=${projects.other.id}` });
    expect([res.status, res.json?.code]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('GET /api/projects with a secret key: its own project, or 403 when ?projectId= names another (was 200 with its own list)', async () => {
    const token = projects.acme.secretKey;
    const other = await t.call('GET', `/api/projects?projectId=${projects.other.id}`, { token });
    expect([other.status, other.json]).toEqual([403, { error: 'This API key belongs to another project', code: 'PERMISSION_DENIED' }]);
    const own = await t.call('GET', `/api/projects?projectId=${projects.acme.id}`, { token });
    expect([own.status, own.json.map((p: { id: string }) => p.id)]).toEqual([200, [projects.acme.id]]);
  });

  it('GET /api/projects with an ID token: ?projectId= narrows the list to a project the user may read', async () => {
    const token = projects.acme.ownerToken;
    const own = await t.call('GET', `/api/projects?projectId=${projects.acme.id}`, { token });
    expect([own.status, own.json.map((p: { id: string }) => p.id)]).toEqual([200, [projects.acme.id]]);
    const stranger = await t.call('GET', `/api/projects?projectId=${projects.other.id}`, { token });
    expect([stranger.status, stranger.json.error]).toEqual([403, 'You are not a member of this project']);
    expect((await t.call('GET', '/api/projects?projectId=prj_nobody', { token })).status).toBe(404);
  });

  const withBody = NAMING.filter(takesObject).map((r) => [label(r), r] as const);
  const valid = (r: Route) => (r.path === '/api/referrals/qualify' ? { newUserId: 'u-naming' } : (r.body!.valid() as object));

  it.each(withBody)('%s with a body projectId of its own project: accepted', async (_l, r) => {
    const res = await send(r, { body: { ...valid(r), projectId: projects.acme.id } });
    expect({ ok: res.status < 300, error: res.json?.error }).toEqual({ ok: true, error: undefined });
  });

  it.each(withBody)('%s with a body projectId of another project: 403', async (_l, r) => {
    const res = await send(r, { body: { ...valid(r), projectId: projects.other.id } });
    expect([res.status, res.json?.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});
