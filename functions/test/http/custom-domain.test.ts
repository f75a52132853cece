// PUT/GET/DELETE /api/projects/:projectId/domain: who may set a custom domain, which names
// are accepted, conflicts, and removal. The DNS verify flow is in custom-domain-verify.test.ts.

import { idToken, testApp } from '../support/test-app';

describe('custom domain: set, read, remove', () => {
  const t = testApp();
  afterAll(() => t.close());
  const put = (id: string, token: string | undefined, body: unknown) => t.call('PUT', `/api/projects/${id}/domain`, { token, body });

  it('when a free project sets a domain, then 403 PLAN_LIMIT_REACHED; indie and studio get it pending with the CNAME to create', async () => {
    const free = await t.seedProject('dom-free', 'free');
    const refused = await put(free.id, free.secretKey, { hostname: 'go.free.example' });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: 'Custom domains need the indie or studio plan', code: 'PLAN_LIMIT_REACHED' });
    expect((await t.store.projects.get(free.id))?.customDomain).toBeNull();
    for (const plan of ['indie', 'studio'] as const) {
      const p = await t.seedProject(`dom-${plan}`, plan);
      const res = await put(p.id, p.secretKey, { hostname: `Go.${plan}.Example` });
      expect(res.status).toBe(200);
      expect(res.json.domain).toEqual({
        hostname: `go.${plan}.example`,
        status: 'pending',
        dnsRecord: { type: 'CNAME', name: `go.${plan}.example`, value: `dom-${plan}.localhost` },
      });
      expect(res.json.project).toMatchObject({ customDomain: { hostname: `go.${plan}.example`, status: 'pending' }, host: `dom-${plan}.localhost:8080` });
      expect((await t.call('GET', `/api/projects/${p.id}/domain`, { token: p.ownerToken })).json.domain.status).toBe('pending');
    }
  });

  it.each([
    [{}, 'hostname is required'],
    [{ hostname: 42 }, 'hostname must be a string'],
    [{ hostname: '192.0.2.10' }, 'hostname must be a host name, not an IP address'],
    [{ hostname: '2001:db8::1' }, 'hostname must be a host name, not an IP address'],
    [{ hostname: '[::1]' }, 'hostname must be a host name, not an IP address'],
    [{ hostname: 'localhost' }, 'hostname must be a host name like go.example.com'],
    [{ hostname: 'bad_name.example' }, 'hostname must be a host name like go.example.com'],
    [{ hostname: `${'a'.repeat(64)}.example` }, 'hostname must be a host name like go.example.com'],
    [{ hostname: 'go.acme.123' }, 'hostname must be a host name like go.example.com'],
    [{ hostname: 'https://go.acme.example/' }, 'hostname must be a host name like go.example.com'],
    // As `format: hostname` reads a name: as sent, so no trailing dot and no space around it.
    [{ hostname: 'go.acme.example.' }, 'hostname must be written without spaces around it or a trailing dot'],
    [{ hostname: ' go.acme.example' }, 'hostname must be written without spaces around it or a trailing dot'],
    [{ hostname: 'ab--c.acme.example' }, 'hostname must be a host name like go.example.com'],
    [{ hostname: 'go.localhost' }, 'hostname must be your own domain, not one under the Ferry short domain'],
  ])('when the body is %j, then 400 naming hostname', async (body, error) => {
    const p = await t.seedProject(`dom-bad-${Math.random().toString(36).slice(2, 8)}`, 'studio');
    const res = await put(p.id, p.secretKey, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error, code: 'INVALID_ARGUMENT', field: 'hostname' });
  });

  it('when the caller is the owner, an editor or the secret key, then allowed; a viewer, another project or a publishable key, 403', async () => {
    const p = await t.seedProject('dom-roles', 'studio');
    const other = await t.seedProject('dom-roles-other', 'studio');
    await t.call('PATCH', `/api/projects/${p.id}/members/ed`, { token: p.ownerToken, body: { role: 'editor' } });
    await t.call('PATCH', `/api/projects/${p.id}/members/vi`, { token: p.ownerToken, body: { role: 'viewer' } });
    for (const token of [idToken('vi'), other.secretKey, p.publishableKey, idToken('stranger')]) {
      expect((await put(p.id, token, { hostname: 'go.roles.example' })).status).toBe(403);
    }
    expect((await put(p.id, undefined, { hostname: 'go.roles.example' })).status).toBe(401);
    expect((await t.store.projects.get(p.id))?.customDomain).toBeNull();
    for (const [i, token] of [p.ownerToken, idToken('ed'), p.secretKey].entries()) {
      expect((await put(p.id, token, { hostname: `go${i}.roles.example` })).status).toBe(200);
    }
    expect((await t.call('GET', `/api/projects/${p.id}/domain`, { token: idToken('vi') })).json.domain.hostname).toBe('go2.roles.example');
  });

  it('when another project holds the hostname, then 409; after it lets go, the name is free', async () => {
    const a = await t.seedProject('dom-holder', 'studio');
    const b = await t.seedProject('dom-wanter', 'indie');
    await put(a.id, a.secretKey, { hostname: 'go.shared.example' });
    const taken = await put(b.id, b.secretKey, { hostname: 'go.shared.example' });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ error: 'Custom domain already used by another project', code: 'ALREADY_EXISTS' });
    const removed = await t.call('DELETE', `/api/projects/${a.id}/domain`, { token: a.ownerToken });
    expect(removed.json).toEqual({ success: true, domain: null });
    expect((await put(b.id, b.secretKey, { hostname: 'go.shared.example' })).status).toBe(200);
  });

  it('when hostname is null, then the domain is removed like DELETE; removing is allowed on any plan', async () => {
    const p = await t.seedProject('dom-null', 'indie');
    await put(p.id, p.secretKey, { hostname: 'go.null.example' });
    const res = await put(p.id, p.secretKey, { hostname: null });
    expect(res.status).toBe(200);
    expect(res.json.domain).toBeNull();
    expect((await t.store.projects.get(p.id))?.customDomain).toBeNull();
    await t.store.projects.update(p.id, { plan: 'free', customDomain: { hostname: 'go.null.example', status: 'pending' } }, '2026-11-22T10:00:00.000Z');
    expect((await t.call('DELETE', `/api/projects/${p.id}/domain`, { token: p.secretKey })).status).toBe(200);
    expect((await t.call('GET', `/api/projects/${p.id}/domain`, { token: p.secretKey })).json).toEqual({ domain: null });
  });
});
