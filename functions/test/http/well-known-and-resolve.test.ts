import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';

describe('well-known association files', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeAll(async () => {
    acme = await appProject(t, 'acme', 'studio', {
      ios: { bundleId: 'com.acme.app', teamId: 'TEAM123456', appStoreId: '1', appClipBundleId: 'com.acme.app.Clip' },
    });
  });
  afterAll(() => t.close());
  const get = (path: string, host = 'acme.localhost:8080', headers: Record<string, string> = {}) =>
    t.app.request(`http://${host}${path}`, { headers, redirect: 'manual' });

  it('serves apple-app-site-association as JSON, 200, no redirect, in the shape Apple documents', async () => {
    const res = await get('/.well-known/apple-app-site-association');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const aasa = (await res.json()) as any;
    expect(Object.keys(aasa).sort()).toEqual(['appclips', 'applinks']);
    expect(aasa.applinks.apps).toEqual([]);
    expect(aasa.applinks.details).toHaveLength(1);
    const detail = aasa.applinks.details[0];
    expect(detail.appIDs).toEqual(['TEAM123456.com.acme.app']);
    expect(detail.appID).toBe('TEAM123456.com.acme.app');
    expect(detail.components.at(-1)).toEqual({ '/': '*' });
    expect(detail.components).toContainEqual({ '/': '/api/*', exclude: true });
    for (const component of detail.components) {
      expect(Object.keys(component).every((k) => ['/', 'exclude', '?', '#', 'comment'].includes(k))).toBe(true);
    }
    expect(detail.paths.at(-1)).toBe('*');
    expect(detail.paths).toContain('NOT /api/*');
    expect(aasa.appclips).toEqual({ apps: ['TEAM123456.com.acme.app.Clip'] });
  });

  it('serves assetlinks.json in the Digital Asset Links shape', async () => {
    const res = await get('/.well-known/assetlinks.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const links = (await res.json()) as any[];
    expect(links).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'com.acme.app', sha256_cert_fingerprints: [Array(32).fill('AB').join(':')] },
      },
    ]);
    expect(links[0].target.sha256_cert_fingerprints[0]).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('answers 304 to a matching If-None-Match, and the ETag changes with the settings', async () => {
    const first = await get('/.well-known/assetlinks.json');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toContain('max-age');
    expect((await get('/.well-known/assetlinks.json', undefined, { 'if-none-match': etag })).status).toBe(304);
    await t.call('PATCH', `/api/projects/${acme.id}`, { token: acme.secretKey, body: { android: { packageName: 'com.acme.other' } } });
    const changed = await get('/.well-known/assetlinks.json');
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as any)[0].target.package_name).toBe('com.acme.other');
  });

  it('serves them on an active custom domain too, and 404 on hosts that are no project or lack settings', async () => {
    await t.store.projects.update(acme.id, { customDomain: { hostname: 'go.acme.example', status: 'active' } }, '2026-11-22T00:00:00.000Z');
    expect((await get('/.well-known/apple-app-site-association', 'go.acme.example')).status).toBe(200);
    expect((await get('/.well-known/apple-app-site-association', 'nobody.localhost:8080')).status).toBe(404);
    const bare = await t.seedProject('bare');
    expect((await get('/.well-known/assetlinks.json', `${bare.project.subdomain}.localhost:8080`)).status).toBe(404);
  });
});

describe('GET /api/links/resolve/:slug', () => {
  const t = testApp();
  afterAll(() => t.close());

  it('answers slug, deepLink, params and title, without auth, without counting a click', async () => {
    const acme = await appProject(t, 'acme');
    await acme.link({ slug: 'promo', deepLink: 'acme://promo', params: { code: 'SUMMER' }, title: 'Summer' });
    const res = await t.call('GET', '/api/links/resolve/promo?subdomain=acme');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ slug: 'promo', deepLink: 'acme://promo', params: { code: 'SUMMER' }, title: 'Summer' });
    expect(res.headers.get('location')).toBeNull();
    expect(await t.store.links.clickCount(acme.id, 'promo')).toBe(0);
  });

  // As on every URL Ferry sends; an app's platform and country are not known to a resolve.
  it("fills the deep link's variables it knows (#{slug}, #{timestamp}), and leaves #{platform}, #{country} and unknown names as written", async () => {
    const acme = await appProject(t, 'acme-vars');
    await acme.link({ slug: 'promo', deepLink: 'acme://open/#{slug}?at=#{timestamp}&os=#{platform}&c=#{country}&u=#{utm_source}' });
    const res = await t.call('GET', '/api/links/resolve/promo?subdomain=acme-vars');
    const at = Math.floor(Date.parse('2026-11-22T10:00:00.000Z') / 1000);
    expect(res.json.deepLink).toBe(`acme://open/promo?at=${at}&os=#{platform}&c=#{country}&u=#{utm_source}`);
  });

  it('when the link was made without a deepLink (bulk), then deepLink is an empty string, never null', async () => {
    const acme = await appProject(t, 'acme-bare');
    const made = await t.call('POST', '/api/links/bulk', { token: acme.secretKey, body: { projectId: acme.id, links: [{ title: 'Home', slug: 'home' }] } });
    expect(made.status).toBe(200);
    const res = await t.call('GET', '/api/links/resolve/home?subdomain=acme-bare');
    expect(res.json).toEqual({ slug: 'home', deepLink: '', params: {}, title: 'Home' });
  });

  it.each([
    ['/api/links/resolve/promo', 400, 'slug and subdomain are required'],
    ['/api/links/resolve/?subdomain=acme', 400, 'slug and subdomain are required'],
    ['/api/links/resolve/none?subdomain=acme', 404, 'Link not found'],
    ['/api/links/resolve/promo?subdomain=nobody', 404, 'Link not found'],
  ])('when called as %s, then %i {error: %s}', async (path, status, error) => {
    const res = await t.call('GET', path);
    expect(res.status).toBe(status);
    expect(res.json.error).toBe(error);
  });

  it('treats expired and not-yet-active links as not found', async () => {
    const p = await appProject(t, 'timed');
    await p.link({ slug: 'gone', expiresAt: '2026-01-01T00:00:00.000Z' });
    await p.link({ slug: 'later', scheduledAt: '2027-01-01T00:00:00.000Z' });
    expect((await t.call('GET', '/api/links/resolve/gone?subdomain=timed')).status).toBe(404);
    expect((await t.call('GET', '/api/links/resolve/later?subdomain=timed')).status).toBe(404);
  });
});
