// The password gate of protected links (docs/link-host.md, rule 3) under attack: parallel guesses and
// guesses spread over the many addresses one IPv6 client holds must not get past 5 wrong tries.
import { appProject } from '../support/link-host';
import { testApp } from '../support/test-app';
import { UA } from '../support/user-agents';

describe('password gate against brute force', () => {
  const t = testApp();
  let acme: Awaited<ReturnType<typeof appProject>>;
  beforeAll(async () => {
    acme = await appProject(t, 'acme');
  });
  afterAll(() => t.close());

  const post = (slug: string, password: string, ip: string) =>
    acme.visit(`/${slug}`, UA.desktopChrome, {
      method: 'POST',
      body: new URLSearchParams({ password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    });

  it('when 30 wrong guesses arrive at once from one IP, then at most 5 are checked (401) and the rest are 429', async () => {
    await acme.link({ slug: 'burst', password: 'right', desktopUrl: 'https://acme.example/in' });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post('burst', `guess-${i}`, '198.51.100.20')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect((await post('burst', 'right', '198.51.100.20')).status).toBe(429);
  });

  it('when the right password is given, then it does not use up one of the 5 tries', async () => {
    await acme.link({ slug: 'often', password: 'right', desktopUrl: 'https://acme.example/in' });
    for (let i = 0; i < 8; i++) expect((await post('often', 'right', '198.51.100.21')).status).toBe(302);
    for (let i = 0; i < 5; i++) expect((await post('often', 'wrong', '198.51.100.21')).status).toBe(401);
    expect((await post('often', 'right', '198.51.100.21')).status).toBe(429);
  });

  it('when wrong guesses come from many addresses of one IPv6 /64, then they share one budget; another /64 has its own', async () => {
    await acme.link({ slug: 'six', password: 'right', desktopUrl: 'https://acme.example/in' });
    for (let i = 1; i <= 5; i++) expect((await post('six', 'wrong', `2001:db8:1:2::${i.toString(16)}`)).status).toBe(401);
    expect((await post('six', 'right', '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await post('six', 'right', '2001:0db8:0001:0002:0:0:0:abcd')).status).toBe(429);
    expect((await post('six', 'right', '2001:db8:1:3::1')).status).toBe(302);
  });

  it('when 100 wrong guesses came from many IPs within 15 minutes, then the link takes no more tries from anyone until the window ends', async () => {
    await acme.link({ slug: 'botnet', password: 'right', desktopUrl: 'https://acme.example/in' });
    const ips = Array.from({ length: 20 }, (_, i) => `192.0.2.${i + 1}`);
    await Promise.all(
      ips.map(async (ip) => {
        for (let i = 0; i < 5; i++) expect((await post('botnet', `guess-${ip}-${i}`, ip)).status).toBe(401);
      }),
    );
    const fresh = await post('botnet', 'right', '203.0.113.99');
    expect(fresh.status).toBe(429);
    expect(await fresh.text()).toContain('Too many wrong passwords');
    // Other links keep their own budget.
    await acme.link({ slug: 'calm', password: 'right', desktopUrl: 'https://acme.example/in' });
    expect((await post('calm', 'right', '203.0.113.99')).status).toBe(302);
    t.setNow(new Date(t.deps.now().getTime() + 15 * 60 * 1000 + 1000));
    expect((await post('botnet', 'right', '203.0.113.99')).status).toBe(302);
  });
});
