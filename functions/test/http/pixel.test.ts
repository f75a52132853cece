import { createHmac } from 'node:crypto';
import { testApp } from '../support/test-app';

describe('GET /api/pixel/:projectId', () => {
  const t = testApp();
  afterAll(() => t.close());
  const pixel = (path: string, host = 'localhost:8080') =>
    t.app.request(`http://${host}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 test', 'x-forwarded-for': '203.0.113.50' } });
  const visitor = createHmac('sha256', 'test-pepper-0123456789').update('203.0.113.50|Mozilla/5.0 test').digest('hex');

  it('answers a 1x1 transparent GIF, uncacheable, with no cookie, and records the hashed visitor', async () => {
    const p = await t.seedProject('site');
    const res = await pixel(`/api/pixel/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 6).toString()).toBe('GIF89a');
    expect(body.readUInt16LE(6)).toBe(1);
    expect(body.readUInt16LE(8)).toBe(1);
    expect(await t.store.pixel.visitedBefore(p.id, visitor)).toBe(true);
  });

  it('works on the project host too, and answers the same GIF for unknown projects without recording', async () => {
    const p = await t.seedProject('hosted');
    expect((await pixel(`/api/pixel/${p.id}`, 'hosted.localhost:8080')).status).toBe(200);
    const unknown = await pixel('/api/pixel/prj_nope');
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('content-type')).toBe('image/gif');
    expect(await t.store.pixel.visitedBefore('prj_nope', visitor)).toBe(false);
  });
});
