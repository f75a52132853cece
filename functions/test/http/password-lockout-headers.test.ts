// The password page's 429 carries Retry-After (seconds until the lockout ends) and RateLimit-*
// headers that describe the lockout; it used to carry no Retry-After and the redirect window's
// headers (remaining 53 of 60), which told a client nothing about when to try again.
import { DEFAULT_RATE_LIMITS } from '../../src/domain/rate-limits';
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

const limitsOf = (res: Response) => ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after'].map((name) => res.headers.get(name));

describe('the password lockout answer', () => {
  const t = testApp(undefined, { limits: DEFAULT_RATE_LIMITS });
  let acme: Awaited<ReturnType<typeof appProject>>;
  const start = t.deps.now().getTime();
  beforeAll(async () => {
    acme = await appProject(t, 'locks');
  });
  afterAll(() => t.close());
  const at = (minutes: number) => t.setNow(new Date(start + minutes * 60_000));

  const post = (slug: string, password: string, ip: string) =>
    acme.visit(`/${slug}`, UA.desktopChrome, {
      method: 'POST',
      body: new URLSearchParams({ password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    });

  it('when one IP has spent its 5 wrong tries, then the 429 says when the lockout ends, and the headers count the tries, not the redirects', async () => {
    at(0);
    await acme.link({ slug: 'vault', password: 'right', desktopUrl: 'https://acme.example/in' });
    const first = await post('vault', 'wrong', '198.51.100.40');
    expect(first.status).toBe(401);
    // Tighter than the 59 redirects left: the tries left are what this visitor needs to know.
    expect(limitsOf(first)).toEqual(['5', '4', '900', null]);
    for (let i = 0; i < 4; i++) expect((await post('vault', 'wrong', '198.51.100.40')).status).toBe(401);
    at(1);
    const locked = await post('vault', 'right', '198.51.100.40');
    expect(locked.status).toBe(429);
    expect(limitsOf(locked)).toEqual(['5', '0', '840', '840']);
    expect(locked.headers.get('cache-control')).toBe('private, no-store');
    expect(await locked.text()).toContain('Too many wrong passwords. Try again in 14 minutes.');
    at(14.5);
    const later = await post('vault', 'right', '198.51.100.40');
    expect(limitsOf(later)).toEqual(['5', '0', '30', '30']);
    expect(await later.text()).toContain('Try again in 1 minute.');
    at(15);
    expect((await post('vault', 'right', '198.51.100.40')).status).toBe(302);
  });

  it("when the link has taken 100 wrong tries from everyone, then a fresh IP's 429 describes that window", async () => {
    at(20);
    await acme.link({ slug: 'crowd', password: 'right', desktopUrl: 'https://acme.example/in' });
    await Promise.all(
      Array.from({ length: 20 }, async (_, ip) => {
        for (let i = 0; i < 5; i++) expect((await post('crowd', 'wrong', `192.0.2.${ip + 1}`)).status).toBe(401);
      }),
    );
    at(25);
    const locked = await post('crowd', 'right', '203.0.113.50');
    expect(locked.status).toBe(429);
    expect(limitsOf(locked)).toEqual(['100', '0', '600', '600']);
  });

  it("when the password is right, then the answer keeps the redirect window's headers", async () => {
    at(40);
    await acme.link({ slug: 'open', password: 'right', desktopUrl: 'https://acme.example/in' });
    const res = await post('open', 'right', '198.51.100.41');
    expect(res.status).toBe(302);
    expect(limitsOf(res)).toEqual(['60', '59', '60', null]);
  });
});
