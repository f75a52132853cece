// Every authenticated route, swept with the credentials that must not pass: another project's
// secret key naming this project (403), a publishable key (403: docs/api.md lets it call only
// referral track and qualify), and a signed-in stranger (403). Nothing of project A may change.
import { idToken, testApp } from '../support/test-app';

type Route = [method: string, path: (id: string) => string, body?: (id: string) => unknown];

const ROUTES: Route[] = [
  ['GET', (id) => `/api/projects/${id}`],
  ['PATCH', (id) => `/api/projects/${id}`, () => ({ name: 'taken' })],
  ['GET', (id) => `/api/projects/${id}/keys`],
  ['POST', (id) => `/api/projects/${id}/keys`, () => ({ type: 'secret' })],
  ['DELETE', (id) => `/api/projects/${id}/keys/key_anything`],
  ['PATCH', (id) => `/api/projects/${id}/members/someone`, () => ({ role: 'editor' })],
  ['DELETE', (id) => `/api/projects/${id}/members/someone`],
  ['GET', (id) => `/api/projects/${id}/domain`],
  ['PUT', (id) => `/api/projects/${id}/domain`, () => ({ hostname: 'go.taken.example' })],
  ['POST', (id) => `/api/projects/${id}/domain/verify`],
  ['DELETE', (id) => `/api/projects/${id}/domain`],
  ['GET', (id) => `/api/projects/${id}/analytics`],
  ['GET', (id) => `/api/analytics/influencers?projectId=${id}`],
  ['POST', () => '/api/links', (id) => ({ projectId: id, title: 't', deepLink: 'acme://x' })],
  ['GET', (id) => `/api/links?projectId=${id}`],
  ['GET', (id) => `/api/links/a-link?projectId=${id}`],
  ['PUT', (id) => `/api/links/a-link?projectId=${id}`, () => ({ title: 'taken' })],
  ['DELETE', (id) => `/api/links/a-link?projectId=${id}`],
  ['POST', (id) => `/api/links/a-link/clone?projectId=${id}`],
  ['GET', (id) => `/api/links/a-link/history?projectId=${id}`],
  ['GET', (id) => `/api/links/a-link/qr?projectId=${id}`],
  ['GET', (id) => `/api/links/a-link/qr/png?projectId=${id}`],
  ['POST', (id) => `/api/projects/${id}/links`, () => ({ title: 't', deepLink: 'acme://x' })],
  ['GET', (id) => `/api/projects/${id}/links`],
  ['GET', (id) => `/api/projects/${id}/links/a-link`],
  ['PUT', (id) => `/api/projects/${id}/links/a-link`, () => ({ title: 'taken' })],
  ['DELETE', (id) => `/api/projects/${id}/links/a-link`],
  ['POST', (id) => `/api/projects/${id}/links/a-link/clone`],
  ['GET', (id) => `/api/projects/${id}/links/a-link/history`],
  ['GET', (id) => `/api/projects/${id}/links/a-link/qr`],
  ['GET', (id) => `/api/projects/${id}/links/a-link/qr/png`],
  ['POST', () => '/api/links/bulk', (id) => ({ projectId: id, links: [{ title: 't' }] })],
  ['POST', (id) => `/api/links/batch?projectId=${id}`, () => [{ title: 't' }]],
  ['POST', () => '/api/campaigns', (id) => ({ projectId: id, name: 'Taken' })],
  ['GET', (id) => `/api/campaigns?projectId=${id}`],
  ['GET', (id) => `/api/referrals?projectId=${id}`],
  ['GET', (id) => `/api/referrals/stats?projectId=${id}`],
  ['GET', (id) => `/api/referrals/leaderboard?projectId=${id}`],
  ['POST', () => '/api/migration/convert', (id) => ({ projectId: id, legacyLinks: ['https://acme.page.link/?link=https://acme.example/x'] })],
];

describe('authenticated routes refuse credentials of other projects, publishable keys and strangers', () => {
  const t = testApp();
  let a: Awaited<ReturnType<typeof t.seedProject>>;
  let b: Awaited<ReturnType<typeof t.seedProject>>;
  let before: unknown;
  beforeAll(async () => {
    a = await t.seedProject('alpha');
    b = await t.seedProject('beta');
    expect((await t.call('POST', '/api/links', { token: a.secretKey, body: { title: 'A only', deepLink: 'alpha://x', slug: 'a-link' } })).status).toBe(200);
    before = { project: await t.store.projects.get(a.id), link: await t.store.links.get(a.id, 'a-link'), keys: await t.store.keys.list(a.id) };
  });
  afterAll(() => t.close());

  const state = async () => ({ project: await t.store.projects.get(a.id), link: await t.store.links.get(a.id, 'a-link'), keys: await t.store.keys.list(a.id) });

  const call = (route: Route, token: string) => {
    const [method, path, body] = route;
    return t.call(method, path(a.id), { token, body: body?.(a.id) });
  };

  it.each(ROUTES.map((r) => [r[0], r[1]('A'), r] as const))("%s %s with project B's secret key naming A: 403", async (_m, _p, route) => {
    const res = await call(route, b.secretKey);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PERMISSION_DENIED');
    expect(await state()).toEqual(before);
    expect(await t.countLinks(a.id)).toBe(1);
  });

  it.each(ROUTES.map((r) => [r[0], r[1]('A'), r] as const))("%s %s with A's own publishable key: 403", async (_m, _p, route) => {
    const res = await call(route, a.publishableKey);
    expect(res.status).toBe(403);
    expect(await state()).toEqual(before);
    expect(await t.countLinks(a.id)).toBe(1);
  });

  it.each(ROUTES.map((r) => [r[0], r[1]('A'), r] as const))('%s %s with a signed-in stranger: 403', async (_m, _p, route) => {
    const res = await call(route, idToken('stranger-uid'));
    expect(res.status).toBe(403);
    expect(await state()).toEqual(before);
    expect(await t.countLinks(a.id)).toBe(1);
  });
});
