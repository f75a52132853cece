// The public resolve endpoint must not hand out what the link host would withhold: a
// password-protected link's deep link and params, or a link that reached its click cap
// (docs/link-host.md, rule 3).
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

describe('GET /api/links/resolve/:slug of protected and deactivated links', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeAll(async () => {
    acme = await appProject(t, 'acme');
  });
  afterAll(() => t.close());

  it('when the link has a password, then 404 Link not found and neither deep link nor params leak', async () => {
    await acme.link({ slug: 'vault', password: 'open sesame', deepLink: 'acme://vault/secret-room', params: { code: 'GOLD-2026' } });
    const res = await t.call('GET', '/api/links/resolve/vault?subdomain=acme');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Link not found', code: 'NOT_FOUND' });
    expect(res.text).not.toContain('secret-room');
    expect(res.text).not.toContain('GOLD-2026');
  });

  it('when the link reached its maxClicks, then 404 like an expired link; before that it resolves', async () => {
    await acme.link({ slug: 'once', maxClicks: 1, deepLink: 'acme://once' });
    const before = await t.call('GET', '/api/links/resolve/once?subdomain=acme');
    expect(before.status).toBe(200);
    expect(before.json.deepLink).toBe('acme://once');
    expect((await acme.visit('/once', UA.desktopChrome)).status).toBe(200);
    expect((await t.call('GET', '/api/links/resolve/once?subdomain=acme')).status).toBe(404);
  });
});
