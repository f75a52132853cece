import { testApp } from '../support/test-app';

describe('GET /health', () => {
  const t = testApp();
  afterAll(() => t.close());

  it('when called on the API host, then it answers status, timestamp (ms) and uptime (s)', async () => {
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', timestamp: expect.any(Number), uptime: expect.any(Number) });
    expect(Math.abs(res.json.timestamp - Date.now())).toBeLessThan(5000);
  });

  it('when called on a project host, then it answers too', async () => {
    const res = await t.call('GET', 'http://demo.localhost:8080/health', { headers: { host: 'demo.localhost:8080' } });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ok');
  });

  it('when a path matches nothing, then the answer is a JSON 404', async () => {
    const res = await t.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it.each([
    ['GET', '/api/referrals/stats'],
    ['POST', '/api/referrals/track'],
    ['GET', '/api/analytics/influencers'],
    ['GET', '/api/projects/p1/analytics'],
  ])('when %s %s is called without credentials, then it is served (401 JSON), no longer a 501', async (method, path) => {
    const res = await t.call(method, path);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
