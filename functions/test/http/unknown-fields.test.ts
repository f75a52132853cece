// Unknown JSON body fields (docs/api.md, Errors): a field the route does not know is 400
// `Unknown field: <name>` naming it, so a typo never silently drops a setting. Open-ended
// objects stay open: link `params` and match `deviceInfo`. A body `projectId` stays legitimate
// wherever the request names a project.

import { appProject, clipboardTokenOf } from '../support/link-host';
import { idToken, testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const unknown = (field: string) => ({ error: `Unknown field: ${field}`, code: 'INVALID_ARGUMENT', field });

describe('unknown body fields', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof t.seedProject>>;
  let other: Awaited<ReturnType<typeof t.seedProject>>;
  beforeEach(async () => {
    ({ acme, other } = await t.seedPair());
  });
  afterAll(() => t.close());
  const post = (path: string, body: unknown, token = acme.secretKey) => t.call('POST', path, { token, body });

  describe('links', () => {
    it('when a create has a typo (desktopURL), then 400 naming it and no link is made', async () => {
      const res = await post('/api/links', { title: 'T', deepLink: 'acme://x', desktopURL: 'https://acme.example' });
      expect(res.status).toBe(400);
      expect(res.json).toEqual(unknown('desktopURL'));
      expect(await t.countLinks(acme.id)).toBe(0);
    });

    it('when the typo also leaves a required field out (deeplink), then the unknown field is what the answer names first, the missing one next', async () => {
      expect((await post('/api/links', { title: 'T', deeplink: 'acme://x' })).json).toEqual({
        ...unknown('deeplink'),
        errors: [
          { field: 'deeplink', error: 'Unknown field: deeplink' },
          { field: 'deepLink', error: 'deepLink is required' },
        ],
      });
    });

    it('when a geo rule or a fallback {url} item has an unknown key, then 400 naming it inside the list', async () => {
      const geo = await post('/api/links', { title: 'T', deepLink: 'acme://x', geoRouting: [{ country: 'US', url: 'https://us.example', weight: 2 }] });
      expect(geo.json).toEqual(unknown('geoRouting.0.weight'));
      const fallback = await post('/api/links', {
        title: 'T',
        deepLink: 'acme://x',
        fallbackChain: ['https://a.example', { url: 'https://b.example', timeout: 1 }],
      });
      expect(fallback.json).toEqual(unknown('fallbackChain.1.timeout'));
      const fine = await post('/api/links', {
        title: 'T',
        deepLink: 'acme://x',
        geoRouting: [{ countries: ['US', 'CA'], url: 'https://us.example' }],
        fallbackChain: [{ url: 'https://b.example' }],
      });
      expect(fine.status).toBe(200);
    });

    it('when params hold any keys, then they are kept: params is open', async () => {
      const params = { desktopURL: 'kept', anything: { nested: [1, 2] }, referrerId: 'r1' };
      const res = await post('/api/links', { title: 'T', deepLink: 'acme://x', slug: 'open-params', params });
      expect(res.status).toBe(200);
      expect(res.json.link.params).toEqual(params);
    });

    it('when an update, a bulk item, a batch item, the bulk body or a clone body has an unknown field, then 400 naming it', async () => {
      await post('/api/links', { title: 'T', deepLink: 'acme://x', slug: 'known' });
      expect((await t.call('PUT', '/api/links/known', { token: acme.secretKey, body: { titel: 'New' } })).json).toEqual(unknown('titel'));
      expect((await post('/api/links/bulk', { links: [{ title: 'A' }, { title: 'B', desktopURL: 'x' }] })).json).toEqual({
        ...unknown('desktopURL'),
        field: 'links.1.desktopURL',
      });
      expect((await post('/api/links/bulk', { links: [{ title: 'A' }], link: [] })).json).toEqual(unknown('link'));
      expect((await post('/api/links/batch', [{ title: 'A', maxClick: 3 }])).json).toEqual({ ...unknown('maxClick'), field: '0.maxClick' });
      expect((await post('/api/links/known/clone', { title: 'Copy' })).json).toEqual(unknown('title'));
      expect(await t.countLinks(acme.id)).toBe(1);
    });

    it('when the body names its project (projectId), then create, update, bulk, batch and clone accept it', async () => {
      expect((await post('/api/links', { projectId: acme.id, title: 'T', deepLink: 'acme://x', slug: 'named' })).status).toBe(200);
      expect((await t.call('PUT', '/api/links/named', { token: acme.secretKey, body: { projectId: acme.id, title: 'New' } })).status).toBe(200);
      expect((await post('/api/links/bulk', { projectId: acme.id, links: [{ projectId: acme.id, title: 'A' }] })).status).toBe(200);
      expect((await post('/api/links/batch', [{ projectId: acme.id, title: 'B' }])).status).toBe(200);
      expect((await post('/api/links/named/clone', { projectId: acme.id })).status).toBe(200);
      expect((await post('/api/links/named/clone', { projectId: other.id })).status).toBe(403);
    });
  });

  describe('projects', () => {
    const patch = (body: unknown, token = acme.secretKey, id = acme.id) => t.call('PATCH', `/api/projects/${id}`, { token, body });

    it('when a settings patch has an unknown field, top level or nested in ios, android or deepview, then 400 naming its path and nothing changes', async () => {
      expect((await patch({ appName: 'New', desktopURL: 'x' })).json).toEqual(unknown('desktopURL'));
      expect((await patch({ ios: { bundleID: 'com.acme.app' } })).json).toEqual(unknown('ios.bundleID'));
      expect((await patch({ android: { packageName: 'com.acme.app', sha256: [] } })).json).toEqual(unknown('android.sha256'));
      expect((await patch({ deepview: { enabled: true, colour: '#000000' } })).json).toEqual(unknown('deepview.colour'));
      expect((await t.store.projects.get(acme.id))?.settings.appName).toBe(acme.project.name);
    });

    it('when a patch names its own project in the body, then it is accepted; another project is 403', async () => {
      const ok = await patch({ projectId: acme.id, appName: 'Named' });
      expect(ok.status).toBe(200);
      expect(ok.json.project).not.toHaveProperty('projectId');
      expect((await t.store.projects.get(acme.id))?.settings).not.toHaveProperty('projectId');
      expect((await patch({ projectId: other.id, appName: 'Elsewhere' })).status).toBe(403);
      expect((await patch({ projectId: 42 })).json).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'projectId' });
    });

    it('when a project create, key create, member role or domain body has an unknown field, then 400 naming it', async () => {
      expect((await post('/api/projects', { name: 'N', subdomain: 'fresh-one', plan: 'studio' }, idToken('dora'))).json).toEqual(unknown('plan'));
      expect(await t.store.projects.getBySubdomain('fresh-one')).toBeNull();
      const owner = acme.ownerToken;
      expect((await post(`/api/projects/${acme.id}/keys`, { type: 'secret', label: 'ci' }, owner)).json).toEqual(unknown('label'));
      expect((await t.call('PATCH', `/api/projects/${acme.id}/members/bob`, { token: owner, body: { role: 'viewer', email: 'b@x' } })).json).toEqual(
        unknown('email'),
      );
      expect((await t.call('PUT', `/api/projects/${acme.id}/domain`, { token: owner, body: { hostname: 'go.acme.example', host: 'x' } })).json).toEqual(
        unknown('host'),
      );
      // The same bodies with the project named are fine.
      expect((await post(`/api/projects/${acme.id}/keys`, { projectId: acme.id, type: 'publishable' }, owner)).status).toBe(201);
      expect((await t.call('PATCH', `/api/projects/${acme.id}/members/bob`, { token: owner, body: { projectId: acme.id, role: 'viewer' } })).status).toBe(200);
    });
  });

  describe('referrals, campaigns, migration', () => {
    it('when their bodies have an unknown field, then 400 naming it', async () => {
      expect((await post('/api/referrals/track', { referrerId: 'r', newUserId: 'u', referer: 'x' })).json).toEqual(unknown('referer'));
      expect((await post('/api/referrals/qualify', { newUserId: 'u', evnt: 'purchase' })).json).toEqual(unknown('evnt'));
      expect((await post('/api/campaigns', { name: 'Fall', descripton: 'x' })).json).toEqual(unknown('descripton'));
      expect(
        (await post('/api/migration/preview', { legacyLink: 'https://acme.page.link/?link=https%3A%2F%2Facme.example%2Fp', dryRun: true }, '')).json,
      ).toEqual(unknown('dryRun'));
      expect(
        (await post('/api/migration/convert', { legacyLinks: ['https://acme.page.link/?link=https%3A%2F%2Facme.example%2Fp'], legacyLink: 'x' })).json,
      ).toEqual(unknown('legacyLink'));
      expect(await t.countLinks(acme.id)).toBe(0);
    });

    it('when they name their project in the body, then it is accepted', async () => {
      expect((await post('/api/referrals/track', { projectId: acme.id, referrerId: 'r', newUserId: 'u1' })).status).toBe(200);
      expect((await post('/api/campaigns', { projectId: acme.id, name: 'Named' })).status).toBeLessThan(300);
      expect(
        (await post('/api/migration/convert', { projectId: acme.id, legacyLinks: ['https://acme.page.link/?link=https%3A%2F%2Facme.example%2Fp'] })).status,
      ).toBe(200);
    });
  });

  describe('POST /api/match', () => {
    const match = (body: object, ip = '198.51.100.77') =>
      Promise.resolve(
        t.app.request('http://localhost:8080/api/match', {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        }),
      ).then(async (r: Response) => ({ status: r.status, json: (await r.json()) as any }));

    it('when the top level has an unknown field, then 400 naming it', async () => {
      const res = await match({ subdomain: acme.project.subdomain, userAgent: 'x', clipbaord: 'token' });
      expect(res.status).toBe(400);
      expect(res.json).toEqual(unknown('clipbaord'));
    });

    it('when deviceInfo carries facts Ferry does not use, then they are ignored: the match answers as without them', async () => {
      const app = await appProject(t, `uf-${Math.random().toString(36).slice(2, 8)}`);
      await app.link({ slug: 'promo' });
      const html = await (await app.visit('/promo', UA.iphoneSafari)).text();
      const res = await match({
        subdomain: app.project.subdomain,
        clipboard: clipboardTokenOf(html),
        deviceInfo: { userAgent: 'Acme/1.0 CFNetwork/1494.0.7 Darwin/23.4.0', timestamp: Date.now(), batteryLevel: 0.5, carrier: { name: 'x' } },
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ matched: true, slug: 'promo', matchType: 'clipboard' });
      const stored = await t.store.matches.byClipboardToken(clipboardTokenOf(html)!);
      expect(JSON.stringify(stored)).not.toMatch(/batteryLevel|carrier/);
    });
  });
});
