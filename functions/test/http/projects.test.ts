import { OWNER_ROLE_FIXED } from '../../src/domain/projects/types';
import { buildOpenApiDocument } from '../../src/http/openapi/build-document';
import { idToken, testApp } from '../support/test-app';

describe('projects API', () => {
  const t = testApp();
  let badCount = 0;
  const alice = idToken('alice');
  afterAll(() => t.close());

  it('when a user creates a project, then she owns it and it has a host', async () => {
    const res = await t.call('POST', '/api/projects', { token: alice, body: { name: 'Acme', subdomain: 'Acme-App' } });
    expect(res.status).toBe(201);
    expect(res.json.project).toMatchObject({
      name: 'Acme',
      subdomain: 'acme-app',
      plan: 'free',
      ownerUid: 'alice',
      host: 'acme-app.localhost:8080',
      members: [],
    });
    expect(res.json.project.id).toMatch(/^prj_[a-z0-9]{16}$/);
  });

  it('when the subdomain is taken, then 409', async () => {
    const res = await t.call('POST', '/api/projects', { token: idToken('bob'), body: { name: 'Other', subdomain: 'acme-app' } });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'Subdomain already in use', code: 'ALREADY_EXISTS' });
  });

  it.each([
    [{ name: 'x' }, 'subdomain', 'subdomain is required'],
    [{ name: 'x', subdomain: 'bad_sub' }, 'subdomain', expect.stringContaining('letters, digits')],
    [{ name: 'x', subdomain: '-edge' }, 'subdomain', expect.any(String)],
    [{ name: 'x', subdomain: 'www' }, 'subdomain', 'subdomain is reserved'],
    [{ subdomain: 'fine' }, 'name', 'name is required'],
  ])('when the body is %j, then 400 on %s', async (body, field, error) => {
    const res = await t.call('POST', '/api/projects', { token: alice, body });
    expect(res.json).toEqual({ error, code: 'INVALID_ARGUMENT', field });
  });

  it('when an API key tries to create a project, then 403', async () => {
    const seeded = await t.seedProject('keyed');
    expect((await t.call('POST', '/api/projects', { token: seeded.secretKey, body: { name: 'x', subdomain: 'by-key' } })).status).toBe(403);
  });

  it('when a free owner already has 3 projects, then the 4th is 403 PLAN_LIMIT_REACHED', async () => {
    const carol = idToken('carol');
    for (const sub of ['c1', 'c2', 'c3']) {
      expect((await t.call('POST', '/api/projects', { token: carol, body: { name: sub, subdomain: sub } })).status).toBe(201);
    }
    const res = await t.call('POST', '/api/projects', { token: carol, body: { name: 'c4', subdomain: 'c4' } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PLAN_LIMIT_REACHED');
  });

  it('when a user lists projects, then she sees those she owns or is a member of', async () => {
    const res = await t.call('GET', '/api/projects', { token: alice });
    expect(res.json.map((p: { subdomain: string }) => p.subdomain)).toEqual(['acme-app']);
    expect((await t.call('GET', '/api/projects', { token: idToken('nobody') })).json).toEqual([]);
  });

  it('when a secret key lists projects, then it sees only its own', async () => {
    const seeded = await t.seedProject('solo');
    const res = await t.call('GET', '/api/projects', { token: seeded.secretKey });
    expect(res.json.map((p: { id: string }) => p.id)).toEqual([seeded.id]);
  });

  it('when settings are patched, then nested settings merge, null clears, and GET shows them without key hashes', async () => {
    const p = await t.seedProject('settings');
    const patch = {
      appName: 'Acme App',
      iconUrl: 'https://cdn.example/icon.png',
      uriScheme: 'acme',
      ios: { bundleId: 'com.acme.app', teamId: 'TEAM123456', appStoreId: '1234567890' },
      android: { packageName: 'com.acme.app', sha256CertFingerprints: [Array(32).fill('ab').join(':')] },
      deepview: { primaryColor: '#0055ff', layout: 'card' },
      allowedDomains: ['acme.example'],
      catchAllUrl: 'https://acme.example/',
    };
    const res = await t.call('PATCH', `/api/projects/${p.id}`, { token: p.secretKey, body: patch });
    expect(res.status).toBe(200);
    expect(res.json.project).toMatchObject({
      ...patch,
      android: { packageName: 'com.acme.app', sha256CertFingerprints: [Array(32).fill('AB').join(':')] },
      deepview: { enabled: true, primaryColor: '#0055ff', layout: 'card' },
    });
    await t.call('PATCH', `/api/projects/${p.id}`, { token: p.ownerToken, body: { ios: { appStoreId: '999' }, catchAllUrl: null } });
    const got = await t.call('GET', `/api/projects/${p.id}`, { token: p.ownerToken });
    expect(got.json.ios).toEqual({ bundleId: 'com.acme.app', teamId: 'TEAM123456', appStoreId: '999' });
    expect(got.json.catchAllUrl).toBeUndefined();
    expect(JSON.stringify(got.json)).not.toMatch(/hash/i);
  });

  it('when the app scheme comes in capitals or with spaces around it, then it is kept lower-cased, as the document allows', async () => {
    const p = await t.seedProject('scheme-case');
    const res = await t.call('PATCH', `/api/projects/${p.id}`, { token: p.secretKey, body: { uriScheme: ' AcMe+1 ' } });
    expect([res.status, res.json.project?.uriScheme]).toEqual([200, 'acme+1']);
    const doc = buildOpenApiDocument({ hosts: { shortDomain: 'localhost:8080', publicScheme: 'http' } }) as any;
    const documented = new RegExp(doc.components.schemas.UpdateProjectRequest.properties.uriScheme.anyOf[0].allOf[1].pattern);
    expect([' AcMe+1 ', 'acme', '1acme', 'acme://'].map((value) => documented.test(value))).toEqual([true, true, false, false]);
  });

  it.each([
    [{ iconUrl: 'http://x.example/i.png' }, 'iconUrl'],
    [{ uriScheme: 'https' }, 'uriScheme'],
    [{ uriScheme: 'acme://' }, 'uriScheme'],
    [{ ios: { teamId: 'short' } }, 'ios.teamId'],
    [{ android: { sha256CertFingerprints: ['AB:CD'] } }, 'android.sha256CertFingerprints.0'],
    [{ deepview: { primaryColor: 'blue' } }, 'deepview.primaryColor'],
    [{ allowedDomains: ['not a host'] }, 'allowedDomains.0'],
    [{ catchAllUrl: 'javascript:x' }, 'catchAllUrl'],
    [{ name: '' }, 'name'],
  ])('when the patch is %j, then 400 on %s', async (body, field) => {
    const p = await t.seedProject(`bad-${(badCount += 1)}`);
    const res = await t.call('PATCH', `/api/projects/${p.id}`, { token: p.secretKey, body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_ARGUMENT', field });
  });

  it('when a free project sets a custom domain, then 403; on studio it is pending until verified', async () => {
    const free = await t.seedProject('free-domain', 'free');
    const refused = await t.call('PATCH', `/api/projects/${free.id}`, { token: free.secretKey, body: { customDomain: 'go.free.example' } });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('PLAN_LIMIT_REACHED');
    const studio = await t.seedProject('studio-domain', 'studio');
    const res = await t.call('PATCH', `/api/projects/${studio.id}`, { token: studio.secretKey, body: { customDomain: 'Go.Studio.example' } });
    expect(res.json.project.customDomain).toEqual({ hostname: 'go.studio.example', status: 'pending' });
    expect(res.json.project.host).toBe('studio-domain.localhost:8080');
    const other = await t.seedProject('studio-two', 'studio');
    const taken = await t.call('PATCH', `/api/projects/${other.id}`, { token: other.secretKey, body: { customDomain: 'go.studio.example' } });
    expect(taken.status).toBe(409);
  });

  it('when a free project sets a catch-all URL, then 403; indie may', async () => {
    const free = await t.seedProject('free-catch', 'free');
    const res = await t.call('PATCH', `/api/projects/${free.id}`, { token: free.secretKey, body: { catchAllUrl: 'https://free.example/' } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('PLAN_LIMIT_REACHED');
    const indie = await t.seedProject('indie-catch', 'indie');
    expect((await t.call('PATCH', `/api/projects/${indie.id}`, { token: indie.secretKey, body: { catchAllUrl: 'https://indie.example/' } })).status).toBe(200);
  });

  it('when a custom domain sits under the Ferry short domain, then 400', async () => {
    const p = await t.seedProject('squatter', 'studio');
    const res = await t.call('PATCH', `/api/projects/${p.id}`, { token: p.secretKey, body: { customDomain: 'victim.localhost' } });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('customDomain');
  });

  it('when reading a project that does not exist, then 404; one you are not in, 403', async () => {
    expect((await t.call('GET', '/api/projects/prj_missing', { token: alice })).status).toBe(404);
    const p = await t.seedProject('private');
    expect((await t.call('GET', `/api/projects/${p.id}`, { token: alice })).status).toBe(403);
  });
});

describe('API keys and members', () => {
  const t = testApp();
  afterAll(() => t.close());

  it('when the owner creates a key, then it is shown once, prefixed, and works; the list never holds it', async () => {
    const p = await t.seedProject('keys');
    const res = await t.call('POST', `/api/projects/${p.id}/keys`, { token: p.ownerToken, body: { type: 'publishable', name: 'web' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, type: 'publishable', name: 'web', projectId: p.id });
    expect(res.json.key).toMatch(/^pk_live_[0-9A-Za-z]{32}$/);
    expect(res.json.prefix).toBe(res.json.key.slice(0, 12));
    const list = await t.call('GET', `/api/projects/${p.id}/keys`, { token: p.ownerToken });
    expect(list.json).toHaveLength(3);
    expect(JSON.stringify(list.json)).not.toContain(res.json.key);
    expect(JSON.stringify(list.json)).not.toMatch(/hash/);
  });

  it('when a key is created, then the store holds only its SHA-256', async () => {
    const p = await t.seedProject('hashes');
    const res = await t.call('POST', `/api/projects/${p.id}/keys`, { token: p.ownerToken, body: { type: 'secret' } });
    const stored = (await t.store.keys.list(p.id)).find((k) => k.id === res.json.id)!;
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(res.json.key);
  });

  it('when someone other than the owner manages keys or members, then 403', async () => {
    const p = await t.seedProject('guarded');
    await t.call('PATCH', `/api/projects/${p.id}/members/ed`, { token: p.ownerToken, body: { role: 'editor' } });
    for (const token of [p.secretKey, idToken('ed')]) {
      expect((await t.call('POST', `/api/projects/${p.id}/keys`, { token, body: { type: 'secret' } })).status).toBe(403);
      expect((await t.call('PATCH', `/api/projects/${p.id}/members/x`, { token, body: { role: 'viewer' } })).status).toBe(403);
    }
  });

  it("when a publishable key or another project's owner or key changes a member, then 403 and the members stay as they were", async () => {
    const p = await t.seedProject('members-guarded');
    const other = await t.seedProject('members-other');
    for (const token of [p.publishableKey, other.ownerToken, other.secretKey]) {
      expect((await t.call('PATCH', `/api/projects/${p.id}/members/intruder`, { token, body: { role: 'editor' } })).status).toBe(403);
      expect((await t.call('DELETE', `/api/projects/${p.id}/members/intruder`, { token })).status).toBe(403);
    }
    expect((await t.store.projects.get(p.id))?.members).toEqual({});
  });

  it('when the owner sets a member role, then the answer is {success, member} and the role applies', async () => {
    const p = await t.seedProject('team');
    const res = await t.call('PATCH', `/api/projects/${p.id}/members/dana`, { token: p.ownerToken, body: { role: 'editor' } });
    expect(res.json).toEqual({ success: true, member: { uid: 'dana', role: 'editor' } });
    const down = await t.call('PATCH', `/api/projects/${p.id}/members/dana`, { token: p.ownerToken, body: { role: 'viewer' } });
    expect(down.json.member.role).toBe('viewer');
    expect((await t.call('GET', `/api/projects/${p.id}`, { token: idToken('dana') })).json.members).toEqual([{ uid: 'dana', role: 'viewer' }]);
    expect((await t.call('DELETE', `/api/projects/${p.id}/members/dana`, { token: p.ownerToken })).status).toBe(200);
    expect((await t.call('GET', `/api/projects/${p.id}`, { token: idToken('dana') })).status).toBe(403);
  });

  it.each([
    ['owner', { role: 'owner' }, 400],
    ['admin', { role: 'admin' }, 400],
    ['none', {}, 400],
  ])('when the role body is %s, then %i', async (name, body, status) => {
    const p = await t.seedProject(`role-${name}`);
    const res = await t.call('PATCH', `/api/projects/${p.id}/members/x`, { token: p.ownerToken, body });
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ error: 'role must be editor or viewer', code: 'INVALID_ARGUMENT', field: 'role' });
  });

  it('when the owner tries to change or remove their own role, then 403 saying how a project is handed over; a missing key delete is 404', async () => {
    const p = await t.seedProject('self');
    for (const [method, body] of [
      ['PATCH', { role: 'viewer' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, `/api/projects/${p.id}/members/${p.ownerUid}`, { token: p.ownerToken, ...(body ? { body } : {}) });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ error: OWNER_ROLE_FIXED, code: 'PERMISSION_DENIED' });
    }
    expect((await t.call('POST', `/api/projects/${p.id}/members`, { token: p.ownerToken, body: { uid: p.ownerUid, role: 'viewer' } })).status).toBe(403);
    expect((await t.call('DELETE', `/api/projects/${p.id}/keys/key_none`, { token: p.ownerToken })).status).toBe(404);
    expect((await t.call('POST', `/api/projects/${p.id}/keys`, { token: p.ownerToken, body: { type: 'master' } })).json.field).toBe('type');
  });

  it('when a disabled user sends a token, then 401', async () => {
    expect((await t.call('GET', '/api/projects', { token: idToken('disabled-eve') })).status).toBe(401);
  });
});
