// GET /api/projects/:projectId/journey.js: the public web-banner script. Its behaviour in a
// browser is checked in test/browser/journey.browser.test.ts; here: headers, caching, 404s,
// what the script holds (public settings only, safely escaped) and that it is ES5.
import { parse } from 'acorn'; // eslint's parser, already installed with it
import { APP_SETTINGS, appProject } from '../support/link-host';
import { testApp } from '../support/test-app';

const HOSTILE_NAME = '</script><script>alert(1)</script> & <!-- \u2028"\'';

/** The JSON argument the runtime is called with: the script ends with `(<json>);`. */
function configOf(script: string): Record<string, unknown> {
  const start = script.lastIndexOf('})(') + 3;
  return JSON.parse(script.slice(start, script.lastIndexOf(');')));
}

describe('GET /api/projects/:projectId/journey.js', () => {
  const t = testApp();
  const get = (projectId: string, headers: Record<string, string> = {}) => t.call('GET', `/api/projects/${projectId}/journey.js`, { headers });
  afterAll(() => t.close());

  it('when a project with an app asks for its script, then it is public JavaScript, cacheable, with the app name, scheme and store URLs', async () => {
    const acme = await appProject(t, 'acme', 'studio', { deepview: { primaryColor: '#ffcc00', backgroundColor: '#101828' } });
    const res = await get(acme.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(configOf(res.text)).toEqual({
      id: acme.id,
      name: 'Acme',
      initial: 'A',
      icon: null,
      scheme: 'acme',
      appStore: `https://apps.apple.com/app/id${APP_SETTINGS.ios.appStoreId}`,
      playStore: 'https://play.google.com/store/apps/details?id=com.acme.app',
      primary: '#ffcc00',
      onPrimary: '#111827',
      bg: '#101828',
      fg: '#ffffff',
    });
  });

  it('when the script is parsed as ES5, then it is valid, uses no eval, Function or innerHTML, and stays under 4 KB', async () => {
    const acme = await appProject(t, 'acme-es5');
    const { text } = await get(acme.id);
    expect(() => parse(text, { ecmaVersion: 5 })).not.toThrow();
    expect(text).not.toMatch(/\beval\b|\bFunction\(|innerHTML|insertAdjacentHTML|document\.write|setAttribute\('style'/);
    expect(Buffer.byteLength(text)).toBeLessThan(4096);
  });

  it('when If-None-Match holds the ETag (plain, weak or in a list), then the answer is 304 with no body', async () => {
    const acme = await appProject(t, 'acme-etag');
    const first = await get(acme.id);
    const etag = first.headers.get('etag')!;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(acme.id, { 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    }
    expect((await get(acme.id, { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('when the settings change, then the ETag changes and the old one gets the new script', async () => {
    const acme = await appProject(t, 'acme-change');
    const before = await get(acme.id);
    await t.call('PATCH', `/api/projects/${acme.id}`, { token: acme.secretKey, body: { appName: 'Acme Shop' } });
    const after = await get(acme.id, { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(configOf(after.text).name).toBe('Acme Shop');
  });

  it.each([['prj_doesnotexist'], ['__reserved__'], ['a.b'], ['x'.repeat(129)]])('when the project %s does not exist, then 404 JSON', async (id) => {
    const res = await get(id);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toEqual({ error: 'Project not found', code: 'NOT_FOUND' });
  });

  it('when the project has no app configured, then a script that shows nothing is served, still cacheable', async () => {
    const bare = await t.seedProject('bare');
    const res = await get(bare.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(res.text).toMatch(/^\/\* Ferry web banner: this project has no app configured yet .* \*\/\n$/);
    expect(() => parse(res.text, { ecmaVersion: 5 })).not.toThrow();
  });

  it('when only a URI scheme is set, then the banner opens the app with no store fallback', async () => {
    const schemeOnly = await t.seedProject('scheme-only');
    await t.call('PATCH', `/api/projects/${schemeOnly.id}`, { token: schemeOnly.secretKey, body: { uriScheme: 'only' } });
    expect(configOf((await get(schemeOnly.id)).text)).toMatchObject({ scheme: 'only', appStore: null, playStore: null, name: 'scheme-only' });
  });

  it('when the script is read, then no key, key hash, pepper, owner or member appears in it', async () => {
    const acme = await appProject(t, 'acme-secrets');
    await t.call('PATCH', `/api/projects/${acme.id}/members/member-uid-42`, { token: acme.ownerToken, body: { role: 'viewer' } });
    const { text } = await get(acme.id);
    const keys = await t.store.keys.list(acme.id);
    expect(keys.length).toBe(2);
    const forbidden = [
      acme.secretKey,
      acme.publishableKey,
      ...keys.map((k) => k.hash),
      ...keys.map((k) => k.prefix),
      t.deps.ipHashPepper,
      acme.ownerUid,
      'member-uid-42',
      'TEAM123456',
      'AB:AB',
    ];
    for (const secret of forbidden) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/sk_live_|pk_live_/);
  });

  it('when the app name is hostile, then nothing in the script can close the <script> element and the name survives intact', async () => {
    const evil = await appProject(t, 'evil', 'studio', { appName: HOSTILE_NAME });
    const { text } = await get(evil.id);
    // No '<' at all, so no `</script` or `<!--`; '>' only in the runtime's own comparisons.
    expect(text).not.toMatch(/<|\u2028/);
    expect(text.slice(text.lastIndexOf('})('))).not.toMatch(/>|&/);
    expect(configOf(text).name).toBe(HOSTILE_NAME);
    expect(configOf(text).initial).toBe('<');
    expect(() => parse(text, { ecmaVersion: 5 })).not.toThrow();
  });
});

describe('journey.js app icon', () => {
  it('when the project sets iconUrl, then it is used without asking the App Store', async () => {
    const lookups: string[] = [];
    const t = testApp(undefined, { appStoreIcon: async (id) => (lookups.push(id), 'https://is1.example/other.png') });
    const acme = await appProject(t, 'icon-set', 'studio', { iconUrl: 'https://cdn.example/acme.png' });
    expect(configOf((await t.call('GET', `/api/projects/${acme.id}/journey.js`)).text).icon).toBe('https://cdn.example/acme.png');
    expect(lookups).toEqual([]);
    t.close();
  });

  it('when no iconUrl is set, then the App Store icon of the bundle id is used', async () => {
    const t = testApp(undefined, { appStoreIcon: async (id) => (id === 'com.acme.app' ? 'https://is1.example/acme.png' : null) });
    const acme = await appProject(t, 'icon-lookup');
    expect(configOf((await t.call('GET', `/api/projects/${acme.id}/journey.js`)).text).icon).toBe('https://is1.example/acme.png');
    t.close();
  });

  it('when the App Store lookup fails, then the script is still served, with the initial instead', async () => {
    const t = testApp(undefined, { appStoreIcon: async () => Promise.reject(new Error('lookup down')) });
    const acme = await appProject(t, 'icon-broken');
    const res = await t.call('GET', `/api/projects/${acme.id}/journey.js`);
    expect(res.status).toBe(200);
    expect(configOf(res.text)).toMatchObject({ icon: null, initial: 'A' });
    t.close();
  });
});
