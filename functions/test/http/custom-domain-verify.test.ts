// The custom-domain verify flow: pending until DNS shows a CNAME to the project's host (or
// SHORT_DOMAIN), then active: new links' shortUrl, the redirect and the well-known files use it.

import { expireCaches } from '../support/expire-caches';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

describe('custom domain: verify', () => {
  const dns = new Map<string, string[] | Error>();
  const lookups: string[] = [];
  const t = testApp(undefined, {
    resolveCname: async (hostname) => {
      lookups.push(hostname);
      const answer = dns.get(hostname);
      if (answer instanceof Error) throw answer;
      return answer ?? [];
    },
  });
  afterAll(() => t.close());
  const onHost = (host: string, path: string) => t.app.request(`http://${host}${path}`, { headers: { 'user-agent': UA.desktopChrome }, redirect: 'manual' });
  const verify = (p: { id: string; secretKey: string }) => t.call('POST', `/api/projects/${p.id}/domain/verify`, { token: p.secretKey });

  it('when DNS has no CNAME, a wrong one or fails, then verified false with the reason, and the domain stays pending', async () => {
    const p = await appProject(t, 'pending', 'indie');
    await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.secretKey, body: { hostname: 'go.pending.example' } });
    let res = await verify(p);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, verified: false, domain: { hostname: 'go.pending.example', status: 'pending' } });
    expect(res.json.reason).toBe('go.pending.example has no CNAME record; add a CNAME record to pending.localhost');
    dns.set('go.pending.example', ['elsewhere.example.net']);
    expect((await verify(p)).json.reason).toContain('points at elsewhere.example.net');
    dns.set('go.pending.example', Object.assign(new Error('queryCname ETIMEOUT'), { code: 'ETIMEOUT' }));
    res = await verify(p);
    expect(res.json).toMatchObject({ verified: false, reason: expect.stringContaining('failed or timed out') });
    expect((await t.store.projects.get(p.id))?.customDomain?.status).toBe('pending');
    expect(lookups.filter((h) => h === 'go.pending.example')).toHaveLength(3);
  });

  it('when the CNAME points at the project host, then active: shortUrl, redirect and well-known files use the domain', async () => {
    const p = await appProject(t, 'acme', 'studio');
    await p.link({ slug: 'before', desktopUrl: 'https://acme.example/before' });
    await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.ownerToken, body: { hostname: 'go.acme.example' } });
    // Pending: not served yet, and this miss is now cached by the link host.
    expect((await onHost('go.acme.example', '/before')).status).toBe(404);
    expect((await p.link({ slug: 'pending' })).shortUrl).toBe('http://acme.localhost:8080/pending');

    dns.set('go.acme.example', ['ACME.localhost.']);
    const res = await verify(p);
    expect(res.json).toEqual({
      success: true,
      verified: true,
      domain: { hostname: 'go.acme.example', status: 'active', dnsRecord: { type: 'CNAME', name: 'go.acme.example', value: 'acme.localhost' } },
    });
    const redirect = await onHost('go.acme.example', '/before');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://acme.example/before');
    expect((await p.link({ slug: 'after' })).shortUrl).toBe('http://go.acme.example/after');
    const aasa = await onHost('go.acme.example', '/.well-known/apple-app-site-association');
    expect(aasa.status).toBe(200);
    expect(JSON.stringify(await aasa.json())).toContain('TEAM123456.com.acme.app');
    expect((await onHost('go.acme.example', '/.well-known/assetlinks.json')).status).toBe(200);
    // The subdomain host keeps working, and verifying again changes nothing.
    expect((await onHost('acme.localhost:8080', '/before')).status).toBe(302);
    expect((await verify(p)).json).toMatchObject({ verified: true, domain: { status: 'active' } });
    expect((await t.call('GET', `/api/projects/${p.id}`, { token: p.secretKey })).json.host).toBe('go.acme.example');
  });

  it('when the CNAME points at SHORT_DOMAIN itself, then it verifies too', async () => {
    const p = await appProject(t, 'apex', 'indie');
    await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.secretKey, body: { hostname: 'links.apex.example' } });
    dns.set('links.apex.example', ['localhost']);
    expect((await verify(p)).json.verified).toBe(true);
  });

  it('when an active domain is replaced or removed, then the old name stops serving at once and new links use the right host', async () => {
    const p = await appProject(t, 'mover', 'studio');
    await p.link({ slug: 'x', desktopUrl: 'https://mover.example/x' });
    await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.secretKey, body: { hostname: 'old.mover.example' } });
    dns.set('old.mover.example', ['mover.localhost']);
    await verify(p);
    expect((await onHost('old.mover.example', '/x')).status).toBe(302);
    const same = await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.secretKey, body: { hostname: 'old.mover.example' } });
    expect(same.json.domain.status).toBe('active');
    const moved = await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.secretKey, body: { hostname: 'new.mover.example' } });
    expect(moved.json.domain.status).toBe('pending');
    expect((await onHost('old.mover.example', '/x')).status).toBe(404);
    expect((await p.link({ slug: 'y' })).shortUrl).toBe('http://mover.localhost:8080/y');
    dns.set('new.mover.example', ['mover.localhost']);
    await verify(p);
    expect((await onHost('new.mover.example', '/x')).status).toBe(302);
    await t.call('DELETE', `/api/projects/${p.id}/domain`, { token: p.secretKey });
    expect((await onHost('new.mover.example', '/x')).status).toBe(404);
    expect((await p.link({ slug: 'z' })).shortUrl).toBe('http://mover.localhost:8080/z');
  });

  it('when a project with an active domain moves to free, then the domain is neither served nor used in shortUrl', async () => {
    const p = await appProject(t, 'lapsed', 'indie');
    await p.link({ slug: 'x', desktopUrl: 'https://lapsed.example/x' });
    await t.call('PUT', `/api/projects/${p.id}/domain`, { token: p.secretKey, body: { hostname: 'go.lapsed.example' } });
    dns.set('go.lapsed.example', ['lapsed.localhost']);
    await verify(p);
    await t.store.projects.update(p.id, { plan: 'free' }, '2026-11-22T10:00:00.000Z');
    expireCaches(t.deps, 'hosts');
    expect((await onHost('go.lapsed.example', '/x')).status).toBe(404);
    expect((await t.call('POST', '/api/links', { token: p.secretKey, body: { title: 'y', deepLink: 'acme://y', slug: 'y' } })).json.shortUrl).toBe(
      'http://lapsed.localhost:8080/y',
    );
  });

  it('when there is no domain to verify, then 404; a project moved to free cannot verify, 403', async () => {
    const none = await appProject(t, 'nodomain', 'indie');
    const res = await verify(none);
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('NOT_FOUND');
    const downgraded = await appProject(t, 'downgraded', 'indie');
    await t.call('PUT', `/api/projects/${downgraded.id}/domain`, { token: downgraded.secretKey, body: { hostname: 'go.down.example' } });
    await t.store.projects.update(downgraded.id, { plan: 'free' }, '2026-11-22T10:00:00.000Z');
    dns.set('go.down.example', ['downgraded.localhost']);
    expect((await verify(downgraded)).json.code).toBe('PLAN_LIMIT_REACHED');
  });
});
