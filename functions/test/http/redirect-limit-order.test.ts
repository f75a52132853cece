// How a redirect's two limits are checked when the limiter answers asynchronously (Firestore:
// one transaction each): side by side, so a visit waits for one round trip; and an IP the
// limiter already knows is over budget never touches the project's budget.
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import type { LimitResult, RateLimiter } from '../../src/runtime-ports';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const allowed: LimitResult = { allowed: true, remaining: 10, resetAt: Date.parse('2026-11-22T10:01:00.000Z') };

function recordingLimiter(answer: (key: string) => LimitResult | Promise<LimitResult>) {
  const hits: string[] = [];
  const limiter: RateLimiter = {
    hit: (key: string) => {
      hits.push(key);
      return answer(key);
    },
    peek: async () => allowed,
    add: () => undefined,
  };
  return { hits, limiter };
}

async function setUp(limiter: RateLimiter) {
  const t = testApp(undefined, { limits: DEFAULT_RATE_LIMITS, limiter });
  const acme = await appProject(t, 'acme');
  await acme.link({ slug: 'web', desktopUrl: 'https://acme.example/sale' });
  const visit = () =>
    t.app.request('http://acme.localhost:8080/web', { headers: { 'user-agent': UA.desktopChrome, 'x-forwarded-for': '203.0.113.5' }, redirect: 'manual' });
  return { t, visit };
}

describe('redirect limits with an asynchronous limiter', () => {
  it('when both limits are checked, then the project check starts before the IP check has answered', async () => {
    const pending: ((r: LimitResult) => void)[] = [];
    const { hits, limiter } = recordingLimiter((key) =>
      key.startsWith('redirect:') || key.startsWith('project-redirects:') ? new Promise((resolve) => pending.push(resolve)) : allowed,
    );
    const { t, visit } = await setUp(limiter);
    const response = visit();
    for (let i = 0; i < 50 && pending.length < 2; i++) await new Promise((r) => setImmediate(r));
    expect(hits.filter((k) => k.startsWith('redirect:') || k.startsWith('project-redirects:'))).toHaveLength(2);
    pending.forEach((resolve) => resolve(allowed));
    expect((await response).status).toBe(302);
    t.close();
  });

  it('when the limiter already knows the IP is over budget, then 429 and the project budget is not touched', async () => {
    const blocked: LimitResult = { allowed: false, remaining: 0, resetAt: Date.parse('2026-11-22T10:00:30.000Z') };
    const { hits, limiter } = recordingLimiter((key) => (key.startsWith('redirect:') ? blocked : Promise.resolve(allowed)));
    const { t, visit } = await setUp(limiter);
    const res = await visit();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(hits.some((k) => k.startsWith('project-redirects:'))).toBe(false);
    t.close();
  });
});
