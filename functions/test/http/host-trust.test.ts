// Which project a request is for comes from Host; X-Forwarded-Host counts only when the server
// trusts its proxy. Otherwise any client could have one project's host answer with another
// project's links and association files (and a cache keyed by Host keep that answer).
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

describe('X-Forwarded-Host with TRUST_PROXY off', () => {
  const t = testApp(undefined, { trustProxy: false });
  beforeAll(async () => {
    const victim = await appProject(t, 'victim');
    await victim.link({ slug: 'go', desktopUrl: 'https://victim.example/' });
    const attacker = await appProject(t, 'attacker', 'studio', { ios: { bundleId: 'com.evil.app', teamId: 'EVIL123456' } });
    await attacker.link({ slug: 'go', desktopUrl: 'https://evil.example/' });
  });
  afterAll(() => t.close());

  const request = (path: string) =>
    t.app.request(`http://victim.localhost:8080${path}`, {
      headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-host': 'attacker.localhost:8080' },
      redirect: 'manual',
    });

  it('when a client sends another project host in X-Forwarded-Host, then the Host header still decides the redirect', async () => {
    const res = await request('/go');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://victim.example/');
  });

  it("when a client sends another project host in X-Forwarded-Host, then the cacheable association file is the Host's project's", async () => {
    const res = await request('/.well-known/apple-app-site-association');
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('TEAM123456.com.acme.app');
    expect(body).not.toContain('evil');
  });
});

describe('X-Forwarded-Host with TRUST_PROXY on', () => {
  const t = testApp(undefined, { trustProxy: true });
  beforeAll(async () => {
    await (await appProject(t, 'victim')).link({ slug: 'go', desktopUrl: 'https://victim.example/' });
    await (await appProject(t, 'attacker')).link({ slug: 'go', desktopUrl: 'https://evil.example/' });
  });
  afterAll(() => t.close());

  it("when a proxy appended its host after one the client wrote, then the proxy's entry decides", async () => {
    const res = await t.app.request('http://internal:8080/go', {
      headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-host': 'attacker.localhost:8080, victim.localhost:8080' },
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe('https://victim.example/');
  });
});
