// GET /api/projects/{id}/usage: this month's links and clicks against the plan's monthly
// limits (the console's plan usage bars), read from the counters the quotas consume.

import { idToken, testApp } from '../support/test-app';

describe('project usage this month', () => {
  const t = testApp();
  afterAll(() => t.close());
  const usage = (id: string, token: string) => t.call('GET', `/api/projects/${id}/usage`, { token });

  it('when links are created and clicks counted, then the month shows them against the free plan', async () => {
    const acme = await t.seedProject('usage-free', 'free');
    for (const slug of ['one', 'two']) {
      expect((await t.call('POST', '/api/links', { token: acme.secretKey, body: { title: slug, deepLink: 'acme://x', slug } })).status).toBe(200);
    }
    await t.store.usage.consume(acme.id, '2026-11', 'clicks', 7, 10_000);
    const res = await usage(acme.id, acme.secretKey);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ month: '2026-11', plan: 'free', links: { used: 2, limit: 300 }, clicks: { used: 7, limit: 10_000 } });
  });

  it('when the plan has no link limit (studio), then limit is null; a new month starts at 0', async () => {
    const studio = await t.seedProject('usage-studio', 'studio');
    await t.store.usage.consume(studio.id, '2026-11', 'links', 4, Number.MAX_SAFE_INTEGER);
    expect((await usage(studio.id, studio.ownerToken)).json).toEqual({
      month: '2026-11',
      plan: 'studio',
      links: { used: 4, limit: null },
      clicks: { used: 0, limit: 10_000_000 },
    });
    t.setNow(new Date('2026-12-01T00:00:00.000Z'));
    expect((await usage(studio.id, studio.ownerToken)).json).toMatchObject({ month: '2026-12', links: { used: 0 } });
    t.setNow(new Date('2026-11-22T10:00:00.000Z'));
  });

  it("when a viewer asks, then 200; a stranger or another project's key, 403; a publishable key, 403", async () => {
    const acme = await t.seedProject('usage-members', 'indie');
    await t.call('PATCH', `/api/projects/${acme.id}/members/viewer-1`, { token: acme.ownerToken, body: { role: 'viewer' } });
    expect((await usage(acme.id, idToken('viewer-1'))).status).toBe(200);
    const other = await t.seedProject('usage-other');
    for (const token of [idToken('stranger'), other.secretKey, acme.publishableKey]) {
      const res = await usage(acme.id, token);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('PERMISSION_DENIED');
    }
    expect((await usage('prj_nothere', idToken('stranger'))).status).toBe(404);
  });
});
